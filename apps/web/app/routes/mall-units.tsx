import { MALL_UNIT_PATHS } from "@capital/contract/catalogue";
import { useId } from "react";
import { data, useNavigation } from "react-router";
import { TextList } from "../components/detail/text-list";
import { EmptyState } from "../components/empty-state";
import { Icon } from "../components/icon/icon";
import { PageErrorBoundary, pageErrorMeta } from "../components/page-error-boundary";
import { unitName } from "../components/units/unit-label";
import { UnitPageHeader } from "../components/units/unit-page-header";
import { UnitPanel } from "../components/units/unit-panel";
import { useUnitActions } from "../components/units/use-unit-actions";
import { useFloorName } from "../i18n/floor-name";
import { useI18n } from "../i18n/language-context";
import { useLocalizedNavigate } from "../i18n/localized-link";
import { requestLanguage } from "../i18n/request-language.server";
import { idParam } from "../lib/detail-param";
import { fill } from "../lib/fill";
import { loadOrThrow } from "../lib/load-or-throw.server";
import { localized } from "../lib/localized";
import type { PageHandle } from "../lib/page-handle";
import { metaRoot } from "../lib/page-meta";
import { seoMeta } from "../lib/seo";
import { serverApi } from "../lib/server-api.server";
import type { Route } from "./+types/mall-units";

type MallUnitPath = (typeof MALL_UNIT_PATHS)[number];

export const handle: PageHandle = { searchParams: ["floor", "unit"] };

/** The floor and unit in the URL (?floor=&unit=) so a buyer can send the exact unit to someone. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = params.units as MallUnitPath;
  if (!MALL_UNIT_PATHS.includes(type)) throw data(null, { status: 404 });
  const api = serverApi(context, requestLanguage(request));
  const mall = await loadOrThrow(api.get("/malls/:id/", { params: { id: idParam(params) } }));
  const floors = mall.floorsFeatures.filter((f) => f.tag === type);
  const url = new URL(request.url);
  const floorNumber = Number(url.searchParams.get("floor"));
  const floor = floors.find((f) => f.number === floorNumber) ?? floors[0];
  const units = floor ? await api.get("/mall-floors/:id/units/", { params: { id: floor.id } }) : [];
  const unitId = Number(url.searchParams.get("unit"));
  return { type, mall, floors, floor, units, unit: units.find((u) => u.id === unitId) ?? null };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (!page) return pageErrorMeta(matches, error);
  const root = metaRoot(matches);
  if (!root) return [];
  const { language, t } = root;
  const title = fill(t.unitPages.mallTitle, {
    type: t.unitPages.types[page.type],
    mall: localized(page.mall, "name", language),
  });
  return seoMeta(matches, {
    title,
    description: localized(page.mall, "intro", language),
    path: location.pathname,
    image: `/media/og/projects/${page.mall.id}.png`,
  });
};

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Mall units page". */
export default function MallUnits({ loaderData }: Route.ComponentProps) {
  const { type, mall, floors, floor, units, unit } = loaderData;
  const { t, language, format } = useI18n();
  const floorName = useFloorName();
  const navigate = useLocalizedNavigate();
  const navigation = useNavigation();
  const actions = useUnitActions();
  const selectId = useId();
  const index = floor ? floors.indexOf(floor) : -1;
  const go = (params: Record<string, string | number>) =>
    navigate(
      { search: `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` },
      { preventScrollReset: true },
    );
  const loading = navigation.state === "loading";
  const mallName = localized(mall, "name", language);

  return (
    <main>
      <UnitPageHeader
        title={fill(t.unitPages.mallTitle, { type: t.unitPages.types[type], mall: mallName })}
        detailsPath={`/mall/info/${mall.id}`}
        detailsLabel={t.unitPages.mallDetails}
      />

      {!floor ? (
        <div className="mx-auto max-w-7xl px-4 py-10">
          <EmptyState>{t.errors.noTypeUnits.replace("{type}", t.unitPages.typeWords[type])}</EmptyState>
        </div>
      ) : (
        <>
          <section
            aria-labelledby="floor-heading"
            className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[3fr_2fr]"
          >
            <figure className="rounded-2xl border border-slate-200 bg-white p-3">
              <img
                src={floor.layout}
                alt={fill(t.unitPages.floorImage, { floor: floorName(floor.number) })}
                width={1200}
                height={800}
                className="w-full rounded-xl bg-slate-50"
              />
              {/* On a phone the floor's name has a row of its own above the two buttons; wider, it sits between them. */}
              <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <h2
                  id="floor-heading"
                  className="w-full text-center font-bold text-brand-900 text-xl sm:order-2 sm:w-auto"
                >
                  {floorName(floor.number)}
                </h2>
                <button
                  type="button"
                  disabled={index <= 0}
                  onClick={() => go({ floor: floors[index - 1]?.number ?? floor.number })}
                  className="inline-flex items-center gap-1 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 font-bold text-sm disabled:opacity-40 sm:order-1"
                >
                  <Icon name="chevron-left" className="size-4 rtl:-scale-x-100" />
                  {t.unitPages.previousFloor}
                </button>
                <button
                  type="button"
                  disabled={index >= floors.length - 1}
                  onClick={() => go({ floor: floors[index + 1]?.number ?? floor.number })}
                  className="inline-flex items-center gap-1 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 font-bold text-sm disabled:opacity-40 sm:order-3"
                >
                  {t.unitPages.nextFloor}
                  <Icon name="chevron-right" className="size-4 rtl:-scale-x-100" />
                </button>
              </figcaption>
            </figure>
            <div className="flex flex-col gap-4">
              <p className="font-bold text-slate-700">
                {fill(t.unitPages.floorArea, { n: format.integer(floor.area) })}
              </p>
              <div>
                <h3 className="mb-2 font-bold text-brand-900">{t.unitPages.floorFeatures}</h3>
                <TextList items={localized(floor, "features", language)} />
              </div>
              <div>
                <label htmlFor={selectId} className="mb-1 block font-bold text-slate-700">
                  {t.unitPages.selectUnit}
                </label>
                {loading ? (
                  <p role="status">{t.common.loading}</p>
                ) : units.length === 0 ? (
                  <EmptyState>{t.errors.noMatchingResult}</EmptyState>
                ) : (
                  <select
                    id={selectId}
                    value={unit?.id ?? ""}
                    onChange={(e) => go({ floor: floor.number, unit: e.target.value })}
                    className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
                  >
                    <option value="" disabled>
                      {t.unitPages.chooseUnit}
                    </option>
                    {units.map((u) => (
                      <option key={u.id} value={u.id} disabled={u.status !== "free"}>
                        {unitName(u, language)}
                        {u.status !== "free" ? ` — ${t.unit.statuses[u.status]}` : ""}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            </div>
          </section>
          {unit && <UnitPanel key={unit.id} units={[unit]} actions={actions} />}
        </>
      )}
      {actions.dialogs}
    </main>
  );
}
