import { CATEGORIES } from "@capital/contract/catalogue";
import { SAVED_SEARCH_NAME_MAX } from "@capital/contract/saved-search-options";
import type {
  TextSearchAnswer,
  TextSearchPlace,
  TextSearchProject,
  TextSearchUnitGroup,
} from "@capital/contract/search";
import { type ReactNode, useId } from "react";
import { data, redirect } from "react-router";
import { EmptyState } from "../components/empty-state";
import { PageErrorBoundary, pageErrorMeta } from "../components/page-error-boundary";
import { SaveSearchButton } from "../components/saved-searches/save-search-button";
import { useI18n } from "../i18n/language-context";
import { localizePath } from "../i18n/language-path";
import { Link } from "../i18n/localized-link";
import { requestLanguage } from "../i18n/request-language.server";
import { ApiRequestError } from "../lib/api-client";
import { fill, fillNodes } from "../lib/fill";
import { routeError } from "../lib/load-or-throw.server";
import { localized } from "../lib/localized";
import type { PageHandle } from "../lib/page-handle";
import { pageTitle } from "../lib/page-meta";
import { serverApi } from "../lib/server-api.server";
import type { Route } from "./+types/text-search";

export const handle: PageHandle = { searchParams: ["q", "page"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  // SPEC.md: the search box with nothing typed opens the coffee-shops investment search.
  if (q === "") throw redirect(localizePath("/investment/search/coffee-shops", requestLanguage(request)));
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const api = serverApi(context, requestLanguage(request));
  try {
    const hits = await api.get("/search/", { query: { q, page } });
    return { q, page, hits, refusal: null };
  } catch (error) {
    // A text the search refuses (one pasted past the box's limit) is said on the page, the text kept.
    if (!(error instanceof ApiRequestError && error.status === 400)) throw routeError(error);
    return data({ q, page, hits: NO_HITS, refusal: error.displayMessage ?? null }, { status: 400 });
  }
}

const NO_HITS: TextSearchAnswer = {
  reading: { categories: [], roomsNumber: null, words: "" },
  projects: [],
  companies: [],
  locations: [],
  units: { count: 0, next: null, previous: null, results: [] },
};

export const meta: Route.MetaFunction = ({ matches, data: found, error }) =>
  found
    ? [
        { title: pageTitle(matches, (t) => fill(t.search.textTitle, { q: found.q })) },
        { name: "robots", content: "noindex" },
      ]
    : pageErrorMeta(matches, error);

export const ErrorBoundary = PageErrorBoundary;

/** DECISIONS.md: the top-bar search, for real, across projects, companies, locations and units. */
export default function TextSearch({ loaderData: { q, page, hits, refusal } }: Route.ComponentProps) {
  const { t, format } = useI18n();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="break-words font-bold text-2xl text-brand-900 sm:text-3xl">
          {fillNodes(t.search.textTitle, { q: <bdi>{q}</bdi> })}
        </h1>
        {!refusal && <SaveSearchButton tone="onLight" suggestedName={q.slice(0, SAVED_SEARCH_NAME_MAX)} />}
      </div>
      {refusal ? (
        <p role="alert" className="mt-1 mb-4 font-bold text-red-700">
          {refusal}
        </p>
      ) : (
        <Results hits={hits} />
      )}
      {/* Only with a page to go to: an empty navigation landmark is noise to a screen reader. */}
      {(hits.units.previous || hits.units.next) && (
        <nav className="mt-6 flex justify-between">
          {hits.units.previous && (
            <Link
              to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}
              className="font-bold text-brand-500 underline"
            >
              ‹ {format.integer(page - 1)}
            </Link>
          )}
          {hits.units.next && (
            <Link
              to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}
              className="ms-auto font-bold text-brand-500 underline"
            >
              {format.integer(page + 1)} ›
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

const card =
  "flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500";

/** Projects, developers and locations by name, then the units for sale, one line per project, kind and rooms. */
function Results({ hits }: { hits: TextSearchAnswer }) {
  const { t, format } = useI18n();
  const nothing =
    hits.projects.length + hits.companies.length + hits.locations.length + hits.units.results.length === 0;
  if (nothing) return <EmptyState>{t.textSearch.nothing}</EmptyState>;
  const places = (title: string, list: TextSearchPlace[]) =>
    list.length > 0 && (
      <HitSection title={title}>
        {list.map((place) => (
          <li key={place.path}>
            <PlaceHit place={place} />
          </li>
        ))}
      </HitSection>
    );
  return (
    <div className="mt-4 flex flex-col gap-8">
      {hits.projects.length > 0 && (
        <HitSection title={t.textSearch.projects}>
          {hits.projects.map((project) => (
            <li key={project.path}>
              <ProjectHit project={project} />
            </li>
          ))}
        </HitSection>
      )}
      {places(t.textSearch.companies, hits.companies)}
      {places(t.textSearch.locations, hits.locations)}
      {hits.units.count > 0 && (
        <HitSection title={t.textSearch.units} note={format.plural(hits.units.count, t.search.textFound)}>
          {hits.units.results.map((group) => (
            <li key={`${group.projectId}-${group.category}-${group.roomsNumber}`}>
              <UnitGroupHit group={group} />
            </li>
          ))}
        </HitSection>
      )}
    </div>
  );
}

function HitSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-bold text-brand-900 text-xl">
        {title}
        {note && <span className="ms-2 font-normal text-base text-slate-600">{note}</span>}
      </h2>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

function Picture({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={96}
      height={64}
      loading="lazy"
      className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
}

function ProjectHit({ project }: { project: TextSearchProject }) {
  const { t, language, format } = useI18n();
  return (
    <Link to={project.path} className={card}>
      <Picture src={project.image} />
      <span className="min-w-0">
        <span className="block font-bold text-brand-500 text-xs">{t.search.kinds[project.kind]}</span>
        <span className="block truncate font-bold text-slate-900">
          <bdi>{localized(project, "name", language)}</bdi>
        </span>
        <span className="block truncate text-slate-600 text-sm">
          {localized(project, "address", language)}
        </span>
        {project.freeUnits > 0 && (
          <span className="block text-slate-700 text-sm">
            {format.plural(project.freeUnits, t.textSearch.unitsFound)}
            {project.priceFrom !== null &&
              `${t.textSearch.separator}${fill(t.textSearch.priceFrom, { price: format.price(project.priceFrom) })}`}
          </span>
        )}
      </span>
    </Link>
  );
}

function PlaceHit({ place }: { place: TextSearchPlace }) {
  const { language } = useI18n();
  return (
    <Link to={place.path} className={card}>
      <Picture src={place.image} />
      <span className="block min-w-0 truncate font-bold text-slate-900">
        <bdi>{localized(place, "name", language)}</bdi>
      </span>
    </Link>
  );
}

function UnitGroupHit({ group }: { group: TextSearchUnitGroup }) {
  const { t, language, format } = useI18n();
  const category = CATEGORIES.find((c) => c.value === group.category);
  const area =
    group.areaFrom === group.areaTo
      ? fill(t.textSearch.area, { n: format.integer(group.areaFrom) })
      : fill(t.textSearch.areaRange, {
          from: format.integer(group.areaFrom),
          to: format.integer(group.areaTo),
        });
  return (
    <Link to={group.path} className={card}>
      <Picture src={group.image} />
      <span className="min-w-0">
        <span className="block font-bold text-slate-900">
          {category?.[language]}
          {group.roomsNumber > 0 &&
            `${t.textSearch.separator}${format.plural(group.roomsNumber, t.unit.rooms)}`}
        </span>
        <span className="block truncate text-slate-600 text-sm">
          <bdi>{localized(group, "projectName", language)}</bdi>
        </span>
        <span className="block font-bold text-brand-900 text-sm">
          {fill(t.textSearch.priceFrom, { price: format.price(group.priceFrom) })}
        </span>
        <span className="block text-slate-600 text-sm">
          {area}
          {t.textSearch.separator}
          {format.plural(group.units, t.textSearch.unitsFound)}
        </span>
      </span>
    </Link>
  );
}
