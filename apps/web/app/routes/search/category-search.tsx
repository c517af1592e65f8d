import {
  categoryBySlug,
  INVESTMENT_SEARCH_CATEGORIES,
  RESIDENTIAL_SEARCH_CATEGORIES,
  type UnitType,
} from "@capital/contract/catalogue";
import { DEFAULT_PAGE_SIZE } from "@capital/contract/constants";
import type { Paged } from "@capital/contract/paging";
import type { EnrichedUnit } from "@capital/contract/projects";
import type { UnitSearchPage } from "@capital/contract/search";
import { UNIT_SORTS, type UnitSort } from "@capital/contract/search-options";
import { useEffect, useId, useRef, useState } from "react";
import { data, useNavigation, useSearchParams } from "react-router";
import { LocationCard as LocationCardView } from "../../components/cards/location-card";
import { ProjectCard } from "../../components/cards/project-card";
import { EmptyState } from "../../components/empty-state";
import { PageErrorBoundary, pageErrorMeta } from "../../components/page-error-boundary";
import { PageSection } from "../../components/page-section";
import { SaveSearchButton } from "../../components/saved-searches/save-search-button";
import { suggestedSearchName } from "../../components/saved-searches/suggested-name";
import { Spinner } from "../../components/spinner";
import { notify } from "../../components/toasts";
import { UNIT_GRID_COLUMNS, UnitCard } from "../../components/units/unit-card";
import { UnitDetailsDialog } from "../../components/units/unit-details-dialog";
import { useUnitActions } from "../../components/units/use-unit-actions";
import { useI18n } from "../../i18n/language-context";
import { stripLanguage } from "../../i18n/language-path";
import { useLocalizedNavigate } from "../../i18n/localized-link";
import { requestLanguage } from "../../i18n/request-language.server";
import { ApiRequestError } from "../../lib/api-client";
import { fill } from "../../lib/fill";
import { filterChips } from "../../lib/filter-chips";
import type { PageHandle } from "../../lib/page-handle";
import { metaRoot } from "../../lib/page-meta";
import {
  apiQueryFromParams,
  FILTER_PARAMS,
  filterQuery,
  formFromParams,
  sortFromParams,
} from "../../lib/search-filters";
import { seoMeta } from "../../lib/seo";
import { serverApi } from "../../lib/server-api.server";
import { useBrowserApi } from "../../lib/use-api";
import type { Route } from "./+types/category-search";
import { CompaniesCarousel } from "./companies-carousel";
import { FilterChips } from "./filter-chips";
import { FiltersPanel } from "./filters-panel";

const EMPTY = { count: 0, next: null, previous: null, results: [] };
const NO_UNITS: UnitSearchPage = { ...EMPTY, countCapped: false };
const SEARCH_PATH = {
  residential: "/search-residential-unit/",
  investment: "/search-investment-unit/",
} as const;
export const handle: PageHandle = { searchParams: [...FILTER_PARAMS, "sort"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type: UnitType = stripLanguage(url.pathname).startsWith("/residential")
    ? "residential"
    : "investment";
  const slugs: readonly string[] =
    type === "residential" ? RESIDENTIAL_SEARCH_CATEGORIES : INVESTMENT_SEARCH_CATEGORIES;
  const category = categoryBySlug(params.category);
  if (!category || !slugs.includes(category.slug)) throw data(null, { status: 404 });

  const api = serverApi(context, requestLanguage(request));
  const list = { query: { page_size: 12 } };
  // The section shows eight projects; the page ships no more than it shows.
  const projectList = { query: { page_size: 8 } };
  // SPEC.md: the search page's option lists may fail quietly; only the results matter.
  const quietly = <T,>(load: Promise<Paged<T>>) => load.catch(() => EMPTY as Paged<T>);
  const query = {
    category: category.value,
    status: "free" as const,
    page_size: DEFAULT_PAGE_SIZE,
    ...apiQueryFromParams(url.searchParams),
  };
  const [results, projects, companies, locations] = await Promise.all([
    api
      .get(SEARCH_PATH[type], { query })
      .then((page) => ({ page, error: null as string | null }))
      .catch((error: unknown) => ({
        page: NO_UNITS,
        error: error instanceof ApiRequestError ? (error.displayMessage ?? error.message) : null,
      })),
    type === "residential"
      ? quietly(api.get("/compounds/", projectList))
      : quietly(api.get("/malls/", projectList)),
    quietly(api.get("/companies/", list)),
    quietly(api.get("/locations/", list)),
  ]);
  return { type, slug: category.slug, query, results, projects, companies, locations };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (!page) return pageErrorMeta(matches, error);
  const root = metaRoot(matches);
  if (!root) return [];
  const { language, t } = root;
  const category = categoryBySlug(page.slug);
  const title = fill(page.type === "residential" ? t.search.residentialTitle : t.search.investmentTitle, {
    category: category?.[language] ?? "",
  });
  return seoMeta(matches, { title, description: t.meta.description, path: location.pathname });
};

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Search page": filters, results with Show More, and ways to search by place and company. */
export default function CategorySearch({ loaderData }: Route.ComponentProps) {
  const { t, language, format } = useI18n();
  const { type, slug, query, results, projects, companies, locations } = loaderData;
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const navigation = useNavigation();
  const api = useBrowserApi();
  const actions = useUnitActions();
  const sortId = useId();
  const [units, setUnits] = useState(results.page.results);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [details, setDetails] = useState<EnrichedUnit | null>(null);
  const category = categoryBySlug(slug);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsList = useRef<HTMLUListElement>(null);
  // Filters applied or removed: the panel or chip that had focus is gone, so the results take it.
  const toResults = useRef(false);
  // Units shown by Show More: the first of them takes focus, so the next Tab does not skip them.
  const [firstNew, setFirstNew] = useState<number | null>(null);

  // A new query starts over; the same query in the other language keeps the pages shown so far
  // (units carry both languages' names).
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new query starts over
  useEffect(() => {
    setUnits(results.page.results);
    setPage(1);
    if (!toResults.current) return;
    toResults.current = false;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: "start" });
  }, [queryKey]);

  useEffect(() => {
    if (firstNew === null) return;
    resultsList.current?.children[firstNew]?.querySelector<HTMLElement>("button, a[href]")?.focus();
    setFirstNew(null);
  }, [firstNew]);

  useEffect(() => {
    if (results.error) notify.error(results.error);
  }, [results.error]);

  /** Filters change, the order the buyer chose stays. */
  function withSort(next: URLSearchParams) {
    const sort = params.get("sort");
    if (sort) next.set("sort", sort);
    return next;
  }

  function go(next: URLSearchParams, { focusResults = false } = {}) {
    // The same query draws nothing new, so nothing would take the flag down.
    toResults.current = focusResults && next.toString() !== params.toString();
    navigate({ search: `?${next}` }, { preventScrollReset: true });
  }
  const refilter = (next: URLSearchParams) => go(next, { focusResults: true });

  async function showMore() {
    if (more) return;
    setMore(true);
    try {
      const next = await api.get(SEARCH_PATH[type], {
        query: { ...query, page: page + 1 },
      });
      setFirstNew(units.length);
      setUnits((current) => [...current, ...next.results.filter((u) => !current.some((c) => c.id === u.id))]);
      setPage(page + 1);
    } catch {
      notify.error(t.errors.unknownError);
    } finally {
      setMore(false);
    }
  }

  const loading = navigation.state === "loading" && navigation.location.pathname.includes("/search/");
  const title = fill(type === "residential" ? t.search.residentialTitle : t.search.investmentTitle, {
    category: category?.[language] ?? "",
  });

  return (
    <main>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="font-bold text-3xl sm:text-4xl">{title}</h1>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="text-brand-100 text-lg" aria-live="polite">
              {format.plural(
                results.page.count,
                t.search.found,
                `${results.page.countCapped ? "+" : ""}${format.integer(results.page.count)}`,
              )}
            </p>
            <SaveSearchButton
              suggestedName={suggestedSearchName(
                category?.[language] ?? "",
                filterChips(formFromParams(params), t, format),
                format.list,
              )}
            />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[20rem_1fr]">
        <aside aria-label={t.search.filters}>
          <FiltersPanel
            key={params.toString()}
            initial={formFromParams(params)}
            onApply={(form) => refilter(withSort(new URLSearchParams(filterQuery(form))))}
            onReset={() => refilter(withSort(new URLSearchParams()))}
          />
        </aside>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2
              id="results-heading"
              ref={resultsHeading}
              tabIndex={-1}
              className="scroll-mt-20 font-bold text-2xl text-brand-900"
            >
              {t.search.results}
            </h2>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="font-bold text-slate-700 text-sm">
                {t.search.sort}
              </label>
              <select
                id={sortId}
                value={sortFromParams(params)}
                onChange={(e) => {
                  const next = new URLSearchParams(params);
                  next.set("sort", e.target.value as UnitSort);
                  go(next);
                }}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2"
              >
                {UNIT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t.search.sorts[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FilterChips
            form={formFromParams(params)}
            onRemove={(names) => {
              const next = new URLSearchParams(params);
              for (const name of names) next.delete(name);
              refilter(next);
            }}
            onClear={() => refilter(withSort(new URLSearchParams()))}
          />
          {loading ? (
            <div role="status" className="flex items-center justify-center gap-2 py-20 text-slate-600">
              <Spinner className="size-6" />
              {t.common.loading}
            </div>
          ) : units.length === 0 ? (
            <EmptyState>{t.errors.noUnits}</EmptyState>
          ) : (
            <ul ref={resultsList} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {units.map((unit, index) => (
                <li key={unit.id}>
                  <UnitCard
                    unit={unit}
                    mode="search"
                    actions={actions}
                    onDetails={setDetails}
                    first={index < UNIT_GRID_COLUMNS}
                  />
                </li>
              ))}
            </ul>
          )}
          {!loading && units.length < results.page.count && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={showMore}
                // Not disabled while loading: that would drop the keyboard's focus to the page.
                aria-disabled={more}
                aria-busy={more}
                className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-700 hover:bg-brand-50"
              >
                {more && <Spinner />}
                {t.home.showMore}
              </button>
            </div>
          )}
        </section>
      </div>

      <PageSection
        id="by-project"
        title={type === "investment" ? t.search.withMalls : t.search.withCompounds}
      >
        {projects.results.length === 0 ? (
          <EmptyState>{type === "investment" ? t.errors.noMalls : t.errors.noCompounds}</EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {projects.results.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} type={type === "investment" ? "mall" : "compound"} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="by-company" title={t.search.withCompanies}>
        <CompaniesCarousel companies={companies.results} />
      </PageSection>
      <PageSection id="by-location" title={t.search.withLocations}>
        {locations.results.length === 0 ? (
          <EmptyState>{t.errors.noLocations}</EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {locations.results.map((location) => (
              <li key={location.id}>
                <LocationCardView location={location} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <UnitDetailsDialog unit={details} onClose={() => setDetails(null)} actions={actions} canBook />
      {actions.dialogs}
    </main>
  );
}
