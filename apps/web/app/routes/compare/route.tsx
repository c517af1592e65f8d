import type { CompareUnit } from "@capital/contract/compare";
import { COMPARE_MAX_UNITS, COMPARE_MIN_UNITS } from "@capital/contract/constants";
import { useEffect, useRef } from "react";
import { data } from "react-router";
import { comparePath, useCompareTray } from "../../compare-tray/compare-tray-context";
import { useI18n } from "../../i18n/language-context";
import { Link, useLocalizedNavigate } from "../../i18n/localized-link";
import { requestLanguage } from "../../i18n/request-language.server";
import { ApiRequestError } from "../../lib/api-client";
import { routeError } from "../../lib/load-or-throw.server";
import type { PageHandle } from "../../lib/page-handle";
import { metaRoot } from "../../lib/page-meta";
import { seoMeta } from "../../lib/seo";
import { serverApi } from "../../lib/server-api.server";
import type { Route } from "./+types/route";
import { CompareTable } from "./compare-table";

export const handle: PageHandle = { searchParams: ["units"] };

/**
 * /compare?units=1,2,3 for anyone with the link. A link the API refuses (too many units, a repeated
 * or unknown one) shows why, with the answer's status, instead of an error page. One unit left, after
 * the buyer took the others out, stays on the page with a call to add another.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const units = new URL(request.url).searchParams.get("units") ?? "";
  try {
    const answer = await serverApi(context, requestLanguage(request)).get("/compare/", { query: { units } });
    return { units: answer.units, problem: null };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || (error.status !== 400 && error.status !== 404)) {
      throw routeError(error);
    }
    const problem = units === "" ? null : (error.displayMessage ?? null);
    return data({ units: [] as CompareUnit[], problem }, { status: units === "" ? 200 : error.status });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaRoot(matches)?.t;
  if (!t) return [];
  // Written from the units, not the address: the server reads the query percent-encoded and the
  // browser does not, and two spellings of one page are two canonical links after hydration.
  const units = loaderData?.units ?? [];
  return seoMeta(matches, {
    title: t.compare.title,
    description: t.compare.intro,
    path: units.length > 0 ? comparePath(units.map((unit) => unit.id)) : "/compare",
  });
};

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { units, problem } = loaderData;
  const tray = useCompareTray();
  const navigate = useLocalizedNavigate();
  // /compare on its own (the header's link, a bookmark) compares what the visitor picked: the tray
  // is hidden here, so "Nothing to compare yet" would hide their picks.
  const picked = tray.units.length >= COMPARE_MIN_UNITS ? comparePath(tray.units.map((u) => u.id)) : null;
  useEffect(() => {
    if (units.length === 0 && problem === null && picked) navigate(picked, { replace: true });
  }, [units.length, problem, picked, navigate]);
  // The pressed Remove goes with its column: focus moves to what the page says next.
  const table = useRef<HTMLElement>(null);
  const oneLeft = useRef<HTMLDivElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    (units.length < COMPARE_MIN_UNITS ? oneLeft : table).current?.focus();
  }, [units]);
  const remove = (unitId: number) => {
    if (tray.has(unitId)) tray.remove(unitId);
    const rest = units.filter((u) => u.id !== unitId);
    // "Add another" goes on from here: the unit left joins the tray (a shared link's was not in it).
    const [last] = rest;
    if (rest.length === 1 && last && !tray.has(last.id) && tray.units.length < COMPARE_MAX_UNITS)
      tray.toggle(last);
    removed.current = true;
    navigate(rest.length > 0 ? comparePath(rest.map((u) => u.id)) : "/compare", { preventScrollReset: true });
  };
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-2xl text-brand-900">{t.compare.title}</h1>
      {units.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-slate-50 p-6 text-center">
          {problem && (
            <p role="alert" className="mb-3 font-bold text-red-700">
              {problem}
            </p>
          )}
          <h2 className="font-bold text-lg text-slate-900">{t.compare.emptyTitle}</h2>
          <p className="mt-2 text-slate-700">{t.compare.emptyBody}</p>
          <BrowseApartments className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900" />
        </div>
      ) : (
        <>
          {units.length < COMPARE_MIN_UNITS ? (
            <div
              ref={oneLeft}
              tabIndex={-1}
              className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-amber-50 p-4"
            >
              <p className="font-bold text-slate-900">{t.compare.oneLeft}</p>
              <BrowseApartments className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900" />
            </div>
          ) : (
            <>
              <p className="mt-2 text-slate-700">{t.compare.intro}</p>
              <p className="mt-1 text-slate-600 text-sm sm:hidden">{t.compare.columnsHint}</p>
            </>
          )}
          <CompareTable units={units} onRemove={remove} regionRef={table} />
        </>
      )}
    </main>
  );
}

/** Where a buyer finds units to compare. */
function BrowseApartments({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <Link to="/residential/search/apartments" className={className}>
      {t.compare.browse}
    </Link>
  );
}
