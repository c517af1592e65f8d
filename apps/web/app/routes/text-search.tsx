import type { Paged } from "@capital/contract/paging";
import type { TextSearchHit } from "@capital/contract/search";
import { data, redirect } from "react-router";
import { EmptyState } from "../components/empty-state";
import { PageErrorBoundary, pageErrorMeta } from "../components/page-error-boundary";
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

const NO_HITS: Paged<TextSearchHit> = { count: 0, next: null, previous: null, results: [] };

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
      <h1 className="break-words font-bold text-2xl text-brand-900 sm:text-3xl">
        {fillNodes(t.search.textTitle, { q: <bdi>{q}</bdi> })}
      </h1>
      {refusal ? (
        <p role="alert" className="mt-1 mb-4 font-bold text-red-700">
          {refusal}
        </p>
      ) : (
        <>
          <p className="mt-1 mb-4 text-slate-600" aria-live="polite">
            {format.plural(hits.count, t.search.textFound)}
          </p>
          <HitList hits={hits.results} />
        </>
      )}
      <nav className="mt-6 flex justify-between">
        {hits.previous && (
          <Link
            to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}
            className="font-bold text-brand-500 underline"
          >
            ‹ {format.integer(page - 1)}
          </Link>
        )}
        {hits.next && (
          <Link
            to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}
            className="ms-auto font-bold text-brand-500 underline"
          >
            {format.integer(page + 1)} ›
          </Link>
        )}
      </nav>
    </main>
  );
}

function HitList({ hits }: { hits: TextSearchHit[] }) {
  const { t, language } = useI18n();
  if (hits.length === 0) return <EmptyState>{t.errors.noMatchingResult}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <Link
            to={hit.path}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500"
          >
            <img
              src={hit.image}
              alt=""
              width={96}
              height={64}
              loading="lazy"
              className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
            <span className="min-w-0">
              <span className="block font-bold text-brand-500 text-xs">{t.search.kinds[hit.kind]}</span>
              <span className="block truncate font-bold text-slate-900">
                {localized(hit, "name", language)}
              </span>
              <span className="block truncate text-slate-600 text-sm">
                {localized(hit, "detail", language)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
