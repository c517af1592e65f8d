/** How unit search results may be ordered; each order ends on the id so pages are stable. */
export const UNIT_SORTS = [
  "price",
  "-price",
  "price_per_meter",
  "-price_per_meter",
  "area",
  "-area",
  "newest",
  "monthly_instalment",
  "delivery",
] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];

/** The most a typed search filter takes: rooms, a floor, and any sum of money in EGP. */
export const SEARCH_FILTER_MAX = { rooms: 20, floor: 200, money: 2_000_000_000 } as const;

/** A delivery filter: "ready" (handed over by today) or a year, handed over by its end. */
export const DELIVERY_PATTERN = /^(ready|20[2-9][0-9])$/;
export type DeliveryFilter = "ready" | `${number}`;

/** The filter parameters a unit search page keeps in its URL (the API's names), in the order it writes them. */
export const SEARCH_FILTER_PARAMS = [
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
  "downPayment_lte",
  "monthlyInstalment_lte",
  "delivery",
] as const;
export type SearchFilterParam = (typeof SEARCH_FILTER_PARAMS)[number];
