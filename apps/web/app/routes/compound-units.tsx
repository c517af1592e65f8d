import { COMPOUND_UNIT_PATHS } from "@capital/contract/catalogue";
import type { FloorFeatures } from "@capital/contract/catalogue-api";
import type { EnrichedUnit } from "@capital/contract/projects";
import { type ReactNode, useId } from "react";
import { data, useNavigation } from "react-router";
import { TextList } from "../components/detail/text-list";
import { EmptyState } from "../components/empty-state";
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
import type { Route } from "./+types/compound-units";

type CompoundUnitPath = (typeof COMPOUND_UNIT_PATHS)[number];

/** Which list of the compound holds the buildings of each units word, and whether they are villas. */
const BUILDINGS = {
  apartments: { list: "blocks", villas: false },
  studio: { list: "studios", villas: false },
  hotel: { list: "hotelUnits", villas: false },
  duplex: { list: "duplexVillas", villas: true },
  detached: { list: "detachedVillas", villas: true },
  twin: { list: "twinHouses", villas: true },
} as const;

type Building = { id: number; label: string; labelArabic: string; allFloorsAvailable: boolean };

export const handle: PageHandle = { searchParams: ["building", "floor", "unit"] };

/**
 * Building, floor and unit live in the URL (?building=&floor=&unit=), so the exact unit can be
 * shared; each step loads only that building or floor.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = params.units as CompoundUnitPath;
  if (!COMPOUND_UNIT_PATHS.includes(type)) throw data(null, { status: 404 });
  const api = serverApi(context, requestLanguage(request));
  const compound = await loadOrThrow(api.get("/compounds/:id/", { params: { id: idParam(params) } }));
  const { list, villas } = BUILDINGS[type];
  const buildings: Building[] = compound[list].map((b) =>
    "blockNumber" in b
      ? { id: b.id, label: b.blockNumber, labelArabic: b.blockNumberArabic, allFloorsAvailable: false }
      : { id: b.id, label: b.name, labelArabic: b.nameArabic, allFloorsAvailable: b.allFloorsAvailable },
  );
  const search = new URL(request.url).searchParams;
  const building = buildings.find((b) => b.id === Number(search.get("building")));
  const floorParam = search.get("floor");
  let floors: FloorFeatures[] = [];
  let villaUnits: EnrichedUnit[] = [];
  let units: EnrichedUnit[] = [];
  if (building && villas) {
    villaUnits = await api.get("/villas/:id/units/", { params: { id: building.id } });
    units =
      floorParam === "all" && building.allFloorsAvailable
        ? villaUnits
        : villaUnits.filter((u) => floorParam !== null && u.propertyFloor === Number(floorParam));
  } else if (building) {
    floors = await api.get("/blocks/:id/floors/", { params: { id: building.id } });
    const floor = floors.find((f) => floorParam !== null && f.number === Number(floorParam));
    if (floor) units = await api.get("/block-floors/:id/units/", { params: { id: floor.id } });
  }
  const unitParam = search.get("unit");
  const chosen = unitParam === "all" ? units : units.filter((u) => u.id === Number(unitParam));
  return {
    type,
    villas,
    compound,
    buildings,
    building: building ?? null,
    floorParam,
    floors,
    villaUnits,
    units,
    chosen,
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (!page) return pageErrorMeta(matches, error);
  const root = metaRoot(matches);
  if (!root) return [];
  const { language, t } = root;
  const title = fill(t.unitPages.compoundTitle, {
    type: t.unitPages.types[page.type],
    compound: localized(page.compound, "name", language),
  });
  return seoMeta(matches, {
    title,
    description: localized(page.compound, "intro", language),
    path: location.pathname,
    image: `/media/og/projects/${page.compound.id}.png`,
  });
};

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Compound units page". */
export default function CompoundUnits({ loaderData }: Route.ComponentProps) {
  const { type, villas, compound, buildings, building, floorParam, floors, villaUnits, units, chosen } =
    loaderData;
  const { t, language, format } = useI18n();
  const floorName = useFloorName();
  const navigate = useLocalizedNavigate();
  const navigation = useNavigation();
  const actions = useUnitActions();
  const compoundName = localized(compound, "name", language);
  // Choosing higher up resets what is below it: each select writes only its own and higher values.
  const go = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== "") search.set(key, String(value));
    navigate({ search: `?${search}` }, { preventScrollReset: true });
  };

  const floorOptions: { value: string; label: string; disabled: boolean }[] = villas
    ? [
        ...(building?.allFloorsAvailable ? [{ value: "all", label: t.unitPages.all, disabled: false }] : []),
        ...villaUnits.map((u) => ({
          value: String(u.propertyFloor),
          label: `${floorName(u.propertyFloor)}${u.status !== "free" ? ` — ${t.unit.statuses[u.status]}` : ""}`,
          disabled: u.status !== "free",
        })),
      ]
    : floors.map((f) => ({
        value: String(f.number),
        label: floorName(f.number),
        disabled: false,
      }));
  const unitOptions: { value: string; label: string; disabled: boolean }[] =
    villas && floorParam === "all"
      ? [
          {
            value: "all",
            label: format.plural(units.length, t.unitPages.wholeVilla),
            disabled: false,
          },
        ]
      : units.map((u) => ({
          value: String(u.id),
          label: `${unitName(u, language)}${u.status !== "free" ? ` — ${t.unit.statuses[u.status]}` : ""}`,
          disabled: u.status !== "free",
        }));
  const counts: [string, number][] = [
    [t.unitPages.counts.blocks, compound.blocks.length],
    [t.unitPages.counts.duplexVillas, compound.duplexVillas.length],
    [t.unitPages.counts.detachedVillas, compound.detachedVillas.length],
    [t.unitPages.counts.twinHouses, compound.twinHouses.length],
    [t.unitPages.counts.studios, compound.studios.length],
    [t.unitPages.counts.hotelUnits, compound.hotelUnits.length],
  ];
  const loading = navigation.state === "loading";
  const wholeVillaName =
    building && floorParam === "all"
      ? localized({ name: building.label, nameArabic: building.labelArabic }, "name", language)
      : undefined;

  return (
    <main>
      <UnitPageHeader
        title={fill(t.unitPages.compoundTitle, { type: t.unitPages.types[type], compound: compoundName })}
        detailsPath={`/compound/info/${compound.id}`}
        detailsLabel={t.unitPages.compoundDetails}
      />

      <section
        aria-label={compoundName}
        className={`mx-auto grid gap-6 px-4 py-8 ${compound.layout ? "max-w-7xl lg:grid-cols-[3fr_2fr]" : "max-w-3xl"}`}
      >
        {/* A compound made in the partner portal may have no site plan yet: no empty picture then. */}
        {compound.layout && (
          <img
            src={compound.layout}
            alt={fill(t.unitPages.layoutAlt, { compound: compoundName })}
            width={1200}
            height={800}
            className="w-full rounded-2xl border border-slate-200 bg-slate-50"
          />
        )}
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-2">
            {counts.map(([label, count]) => (
              <div key={label} className="rounded-xl bg-brand-50 px-3 py-2">
                <dt className="text-slate-600 text-sm">{label}</dt>
                <dd className="font-bold text-brand-900 text-xl">{format.integer(count)}</dd>
              </div>
            ))}
          </dl>
          <TextList items={localized(compound, "features", language)} />
          {buildings.length === 0 ? (
            <EmptyState>{t.errors.noTypeUnits.replace("{type}", t.unitPages.types[type])}</EmptyState>
          ) : (
            <div className="flex flex-col gap-3">
              <Select
                label={t.unitPages.building}
                placeholder={t.unitPages.chooseBuilding}
                value={building ? String(building.id) : ""}
                options={buildings.map((b) => ({
                  value: String(b.id),
                  label: localized({ name: b.label, nameArabic: b.labelArabic }, "name", language),
                  disabled: false,
                }))}
                onChange={(value) => go({ building: value })}
              />
              <Select
                label={t.unitPages.floorSelect}
                placeholder={t.unitPages.chooseFloor}
                value={floorParam ?? ""}
                options={floorOptions}
                disabled={!building}
                onChange={(value) => go({ building: building?.id, floor: value })}
              />
              <Select
                label={t.unitPages.unitSelect}
                placeholder={t.unitPages.chooseUnit}
                value={chosen.length > 1 ? "all" : (chosen[0]?.id.toString() ?? "")}
                options={unitOptions}
                disabled={unitOptions.length === 0}
                onChange={(value) =>
                  go({ building: building?.id, floor: floorParam ?? undefined, unit: value })
                }
                empty={
                  building && floorParam !== null && !loading && unitOptions.length === 0 ? (
                    <EmptyState>{t.errors.noMatchingResult}</EmptyState>
                  ) : null
                }
              />
              {loading && <p role="status">{t.common.loading}</p>}
            </div>
          )}
        </div>
      </section>
      {chosen.length > 0 && (
        <UnitPanel
          key={chosen.map((u) => u.id).join("-")}
          units={chosen}
          name={wholeVillaName}
          actions={actions}
        />
      )}
      {actions.dialogs}
    </main>
  );
}

function Select(props: {
  label: string;
  placeholder: string;
  value: string;
  options: { value: string; label: string; disabled: boolean }[];
  disabled?: boolean;
  onChange(value: string): void;
  empty?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-bold text-slate-700">
        {props.label}
      </label>
      {props.empty ?? (
        <select
          id={id}
          value={props.value}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 disabled:bg-slate-100"
        >
          <option value="" disabled>
            {props.placeholder}
          </option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
