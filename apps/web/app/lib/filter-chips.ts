import type { Formatters } from "../i18n/format";
import type { Messages } from "../locales/en";
import { fill } from "./fill";
import type { Bounds, FilterForm, FilterParam } from "./search-filters";

export type FilterChip = { params: FilterParam[]; text: string };

/** "from 3", "up to 8", "3 – 8": a range as its open or closed ends say. */
function rangeText(t: Messages, [low, high]: Bounds, show: (value: number) => string) {
  if (low !== null && high !== null)
    return fill(t.searchFilters.between, { low: show(low), high: show(high) });
  if (low !== null) return fill(t.searchFilters.from, { value: show(low) });
  return fill(t.searchFilters.upTo, { value: show(high ?? 0) });
}

/**
 * One chip per filter the search holds, in the reader's words and digits: together they say
 * exactly what the URL asks the API, and nothing for a filter left at "any".
 */
export function filterChips(form: FilterForm, t: Messages, format: Formatters): FilterChip[] {
  const chips: FilterChip[] = [];
  const chip = (params: FilterParam[], filter: string, value: string) =>
    chips.push({ params, text: `${filter}: ${value}` });
  const range = (
    bounds: Bounds,
    params: [FilterParam, FilterParam],
    label: string,
    show: (v: number) => string,
  ) => {
    if (bounds[0] !== null || bounds[1] !== null) chip(params, label, rangeText(t, bounds, show));
  };
  range(form.years, ["installmentYears_gte", "installmentYears_lte"], t.search.installmentYears, (n) =>
    format.plural(n, t.searchFilters.years),
  );
  if (form.rooms !== null) chip(["roomsNumber"], t.search.rooms, format.integer(form.rooms));
  if (form.floor !== null) chip(["floor"], t.search.floor, format.integer(form.floor));
  range(form.price, ["price_gte", "price_lte"], t.search.price, format.integer);
  range(form.area, ["minArea", "maxArea"], t.search.area, format.integer);
  range(form.deposit, ["deposit_gte", "deposit_lte"], t.search.deposit, format.integer);
  if (form.finishing !== null) chip(["finishing"], t.search.finishing, t.search.finishings[form.finishing]);
  if (form.downPayment !== null)
    chip(["downPayment_lte"], t.searchFilters.downPayment, format.integer(form.downPayment));
  if (form.monthly !== null)
    chip(["monthlyInstalment_lte"], t.searchFilters.monthly, format.integer(form.monthly));
  if (form.delivery !== null) {
    const value =
      form.delivery === "ready"
        ? t.searchFilters.ready
        : fill(t.searchFilters.deliveryBy, { year: format.year(Number(form.delivery)) });
    chip(["delivery"], t.searchFilters.delivery, value);
  }
  return chips;
}
