import type { ApiRouteAt } from "@capital/contract/api-routes";
import type { Finishing } from "@capital/contract/catalogue";
import { FINISHINGS } from "@capital/contract/catalogue";
import { AREA_SLIDER, DEPOSIT_SLIDER, FILTER_DEFAULTS } from "@capital/contract/constants";
import type { RouteInput } from "@capital/contract/define-route";
import {
  DELIVERY_PATTERN,
  SEARCH_FILTER_PARAMS,
  UNIT_SORTS,
  type UnitSort,
} from "@capital/contract/search-options";

/** A range's bounds; null is an open end ("any"). */
export type Bounds = [low: number | null, high: number | null];
export type Delivery = "ready" | `${number}`;

/**
 * The filter panel's values. Every filter starts at "any" (null, or open bounds): a search with
 * nothing set shows every unit of its category, and only what the buyer set reaches the URL.
 */
export type FilterForm = {
  years: Bounds;
  rooms: number | null;
  floor: number | null;
  price: Bounds;
  area: Bounds;
  deposit: Bounds;
  finishing: Finishing | null;
  downPayment: number | null;
  monthly: number | null;
  delivery: Delivery | null;
};

export const ANY_FILTERS: FilterForm = {
  years: [null, null],
  rooms: null,
  floor: null,
  price: [null, null],
  area: [null, null],
  deposit: [null, null],
  finishing: null,
  downPayment: null,
  monthly: null,
  delivery: null,
};

/**
 * The sliders: their extent, and where their handles rest while the filter is "any" (SPEC.md's
 * defaults). A handle at or beyond its resting place leaves that end open.
 */
export const SLIDERS = {
  years: {
    min: FILTER_DEFAULTS.installmentYears.min,
    max: FILTER_DEFAULTS.installmentYears.max,
    step: 1,
    rest: [FILTER_DEFAULTS.installmentYears.min, FILTER_DEFAULTS.installmentYears.max],
  },
  area: { ...AREA_SLIDER, rest: [FILTER_DEFAULTS.area.min, FILTER_DEFAULTS.area.max] },
  deposit: { ...DEPOSIT_SLIDER, rest: [FILTER_DEFAULTS.deposit.min, FILTER_DEFAULTS.deposit.max] },
} as const;
export type SliderName = keyof typeof SLIDERS;

/** Where a slider's handles sit for these bounds: an open end rests at SPEC.md's default. */
export function handles(name: SliderName, [low, high]: Bounds): [number, number] {
  const { rest } = SLIDERS[name];
  return [low ?? rest[0], high ?? rest[1]];
}

/** The bounds a slider's handles say: at or past its resting place, an end is open. */
export function boundsOf(name: SliderName, low: number, high: number): Bounds {
  const { rest } = SLIDERS[name];
  return [low <= rest[0] ? null : low, high >= rest[1] ? null : high];
}

/** The API's filter parameters that may sit in a search page's URL (a saved search keeps the same). */
export const FILTER_PARAMS = SEARCH_FILTER_PARAMS;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Each range's two URL parameters. */
const RANGE_PARAMS = {
  years: ["installmentYears_gte", "installmentYears_lte"],
  price: ["price_gte", "price_lte"],
  area: ["minArea", "maxArea"],
  deposit: ["deposit_gte", "deposit_lte"],
} as const satisfies Record<string, readonly [FilterParam, FilterParam]>;

/** SPEC.md: number inputs are parsed as integers, and what is not a number counts as 0. */
export function parseWhole(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** The search's parameters: exactly what the buyer set, nothing for a filter left at "any". */
export function filterQuery(form: FilterForm): Partial<Record<FilterParam, string>> {
  const query: Partial<Record<FilterParam, string>> = {};
  const put = (name: FilterParam, value: number | string | null) => {
    if (value !== null) query[name] = String(value);
  };
  for (const [range, [low, high]] of Object.entries(RANGE_PARAMS) as [
    keyof typeof RANGE_PARAMS,
    readonly [FilterParam, FilterParam],
  ][]) {
    put(low, form[range][0]);
    put(high, form[range][1]);
  }
  put("roomsNumber", form.rooms);
  put("floor", form.floor);
  put("finishing", form.finishing);
  put("downPayment_lte", form.downPayment);
  put("monthlyInstalment_lte", form.monthly);
  put("delivery", form.delivery);
  return query;
}

/** The filter panel as a URL describes it; what the URL leaves out is "any". */
export function formFromParams(params: URLSearchParams): FilterForm {
  const whole = (name: FilterParam) => (params.has(name) ? parseWhole(params.get(name) ?? "") : null);
  const bounds = (range: keyof typeof RANGE_PARAMS): Bounds => [
    whole(RANGE_PARAMS[range][0]),
    whole(RANGE_PARAMS[range][1]),
  ];
  const finishing = params.get("finishing");
  const delivery = params.get("delivery") ?? "";
  return {
    years: bounds("years"),
    rooms: whole("roomsNumber"),
    floor: whole("floor"),
    price: bounds("price"),
    area: bounds("area"),
    deposit: bounds("deposit"),
    finishing: FINISHINGS.includes(finishing as Finishing) ? (finishing as Finishing) : null,
    downPayment: whole("downPayment_lte"),
    monthly: whole("monthlyInstalment_lte"),
    delivery: DELIVERY_PATTERN.test(delivery) ? (delivery as Delivery) : null,
  };
}

/** The years a delivery filter offers after "ready now": this one and the next four. */
export function deliveryYears(today: Date): number[] {
  const year = today.getFullYear();
  return [0, 1, 2, 3, 4].map((offset) => year + offset);
}

export function sortFromParams(params: URLSearchParams): UnitSort {
  const sort = params.get("sort");
  return UNIT_SORTS.includes(sort as UnitSort) ? (sort as UnitSort) : "price";
}

/** The filters and order of a unit search's query, as the API's route declares them. */
type UnitSearchFilters = Pick<
  NonNullable<RouteInput<ApiRouteAt<"GET", "/search-residential-unit/">>["query"]>,
  FilterParam | "sort"
>;

/**
 * The API query of a search page's URL: only the parameters the API knows, the filters passed as
 * they are. Their text is not checked here: the API validates it and says what is wrong.
 */
export function apiQueryFromParams(params: URLSearchParams): UnitSearchFilters {
  const query: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  // An order this site no longer offers (an old or hand-made link) shows the default one, as the
  // sort menu does, rather than no results.
  if (params.has("sort")) query.sort = sortFromParams(params);
  return query as UnitSearchFilters;
}
