import type { ApiRouteAt } from "@capital/contract/api-routes";
import type { Finishing } from "@capital/contract/catalogue";
import { FINISHINGS } from "@capital/contract/catalogue";
import { FILTER_DEFAULTS } from "@capital/contract/constants";
import type { RouteInput } from "@capital/contract/define-route";
import { UNIT_SORTS, type UnitSort } from "@capital/contract/search-options";

/** The filter panel's values. `floor` null means every floor ("all"). */
export type FilterForm = {
  years: [number, number];
  rooms: number;
  floor: number | null;
  price: [number, number];
  area: [number, number];
  deposit: [number, number];
  finishing: Finishing;
};

export const DEFAULT_FILTERS: FilterForm = {
  years: [FILTER_DEFAULTS.installmentYears.min, FILTER_DEFAULTS.installmentYears.max],
  rooms: FILTER_DEFAULTS.rooms,
  floor: null,
  price: [FILTER_DEFAULTS.price.min, FILTER_DEFAULTS.price.max],
  area: [FILTER_DEFAULTS.area.min, FILTER_DEFAULTS.area.max],
  deposit: [FILTER_DEFAULTS.deposit.min, FILTER_DEFAULTS.deposit.max],
  finishing: FILTER_DEFAULTS.finishing,
};

/** The API's filter parameters that may sit in a search page's URL. */
export const FILTER_PARAMS = [
  "installmentYears_gte",
  "installmentYears_lte",
  "roomsNumber",
  "floor",
  "price_gte",
  "price_lte",
  "minArea",
  "maxArea",
  "deposit_gte",
  "deposit_lte",
  "finishing",
] as const;

/** SPEC.md: number inputs are parsed as integers, and what is not a number counts as 0. */
export function parseWhole(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * The filter call's parameters (SPEC.md section 7): installment years are omitted at 1 to 10,
 * rooms at 0, deposit at 0 to 50, and the floor when it is "all".
 */
export function filterQuery(form: FilterForm): Record<string, string> {
  const query: Record<string, string> = {};
  const [yearsMin, yearsMax] = form.years;
  if (
    !(yearsMin === FILTER_DEFAULTS.installmentYears.min && yearsMax === FILTER_DEFAULTS.installmentYears.max)
  ) {
    query.installmentYears_gte = String(yearsMin);
    query.installmentYears_lte = String(yearsMax);
  }
  if (form.rooms !== 0) query.roomsNumber = String(form.rooms);
  if (form.floor !== null) query.floor = String(form.floor);
  query.price_gte = String(form.price[0]);
  query.price_lte = String(form.price[1]);
  query.minArea = String(form.area[0]);
  query.maxArea = String(form.area[1]);
  const [depositMin, depositMax] = form.deposit;
  if (!(depositMin === FILTER_DEFAULTS.deposit.min && depositMax === FILTER_DEFAULTS.deposit.max)) {
    query.deposit_gte = String(depositMin);
    query.deposit_lte = String(depositMax);
  }
  query.finishing = form.finishing;
  return query;
}

/** The filter panel as a URL describes it; defaults fill what the URL leaves out. */
export function formFromParams(params: URLSearchParams): FilterForm {
  const whole = (name: string, fallback: number) =>
    params.has(name) ? parseWhole(params.get(name) ?? "") : fallback;
  const finishing = params.get("finishing");
  return {
    years: [
      whole("installmentYears_gte", DEFAULT_FILTERS.years[0]),
      whole("installmentYears_lte", DEFAULT_FILTERS.years[1]),
    ],
    rooms: whole("roomsNumber", DEFAULT_FILTERS.rooms),
    floor: params.has("floor") ? whole("floor", 0) : null,
    price: [whole("price_gte", DEFAULT_FILTERS.price[0]), whole("price_lte", DEFAULT_FILTERS.price[1])],
    area: [whole("minArea", DEFAULT_FILTERS.area[0]), whole("maxArea", DEFAULT_FILTERS.area[1])],
    deposit: [
      whole("deposit_gte", DEFAULT_FILTERS.deposit[0]),
      whole("deposit_lte", DEFAULT_FILTERS.deposit[1]),
    ],
    finishing: FINISHINGS.includes(finishing as Finishing)
      ? (finishing as Finishing)
      : DEFAULT_FILTERS.finishing,
  };
}

/** Whether the URL holds a filtered search (the filter call) or the plain category search. */
export function isFiltered(params: URLSearchParams) {
  return FILTER_PARAMS.some((name) => params.has(name));
}

export function sortFromParams(params: URLSearchParams): UnitSort {
  const sort = params.get("sort");
  return UNIT_SORTS.includes(sort as UnitSort) ? (sort as UnitSort) : "price";
}

/** The filters and order of a unit search's query, as the API's route declares them. */
type UnitSearchFilters = Pick<
  NonNullable<RouteInput<ApiRouteAt<"GET", "/search-residential-unit/">>["query"]>,
  (typeof FILTER_PARAMS)[number] | "sort"
>;

/**
 * The API query of a search page's URL: only the parameters the API knows, passed as they are.
 * The URL's text is not checked here: the API validates it and says what is wrong.
 */
export function apiQueryFromParams(params: URLSearchParams): UnitSearchFilters {
  const query: Record<string, string> = {};
  for (const name of [...FILTER_PARAMS, "sort"]) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  return query as UnitSearchFilters;
}
