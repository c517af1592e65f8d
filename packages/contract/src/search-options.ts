/** How unit search results may be ordered; each order ends on the id so pages are stable. */
export const UNIT_SORTS = [
  "price",
  "-price",
  "price_per_meter",
  "-price_per_meter",
  "area",
  "-area",
  "newest",
] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];
