import { SEARCH_FILTER_MAX } from "@capital/contract/search-options";
import { toWesternDigits } from "../../i18n/format";
import type { FilterForm } from "../../lib/search-filters";

/** The filters typed as figures, each with the most the search takes. */
export const TYPED_FILTERS = {
  priceMin: SEARCH_FILTER_MAX.money,
  priceMax: SEARCH_FILTER_MAX.money,
  downPayment: SEARCH_FILTER_MAX.money,
  monthly: SEARCH_FILTER_MAX.money,
  rooms: SEARCH_FILTER_MAX.rooms,
  floor: SEARCH_FILTER_MAX.floor,
} as const;
export type TypedFilter = keyof typeof TYPED_FILTERS;
export type TypedTexts = Record<TypedFilter, string>;
export const TYPED_NAMES = Object.keys(TYPED_FILTERS) as TypedFilter[];

/**
 * What is wrong with a typed figure: not a whole number (a point, a sign, letters), more than the
 * search takes, or a highest price under the lowest. The panel says so rather than guess.
 */
export type TypedProblem = "whole" | "max" | "belowMin";

/** A typed figure with Arabic-Indic digits, group separators and spaces read as plain digits. */
export function typedDigits(text: string) {
  return toWesternDigits(text).replace(/[٬,\s]/g, "");
}

/** A typed figure's value once it has no problem: empty is "any". */
export function typedValue(text: string): number | null {
  const digits = typedDigits(text);
  return digits === "" ? null : Number(digits);
}

/** A figure as typed, or grouped in the page's digits once it is a whole number the search takes. */
export function tidyTyped(name: TypedFilter, text: string, integer: (value: number) => string) {
  const digits = typedDigits(text);
  return /^\d+$/.test(digits) && Number(digits) <= TYPED_FILTERS[name] ? integer(Number(digits)) : text;
}

/** The typed filters' texts for a form, in the page's digits; "any" is empty. */
export function typedTexts(form: FilterForm, integer: (value: number) => string): TypedTexts {
  const { price, downPayment, monthly, rooms, floor } = form;
  const values = { priceMin: price[0], priceMax: price[1], downPayment, monthly, rooms, floor };
  return Object.fromEntries(
    TYPED_NAMES.map((name) => [name, values[name] === null ? "" : integer(values[name])]),
  ) as TypedTexts;
}

export function typedProblems(texts: TypedTexts): Partial<Record<TypedFilter, TypedProblem>> {
  const problems: Partial<Record<TypedFilter, TypedProblem>> = {};
  for (const name of TYPED_NAMES) {
    const digits = typedDigits(texts[name]);
    if (digits === "") continue;
    if (!/^\d+$/.test(digits)) problems[name] = "whole";
    else if (Number(digits) > TYPED_FILTERS[name]) problems[name] = "max";
  }
  const [low, high] = [typedValue(texts.priceMin), typedValue(texts.priceMax)];
  if (!problems.priceMin && !problems.priceMax && low !== null && high !== null && high < low)
    problems.priceMax = "belowMin";
  return problems;
}

/** The form with the typed filters' values; call it once they have no problems. */
export function withTyped(form: FilterForm, texts: TypedTexts): FilterForm {
  const value = (name: TypedFilter) => typedValue(texts[name]);
  return {
    ...form,
    price: [value("priceMin"), value("priceMax")],
    downPayment: value("downPayment"),
    monthly: value("monthly"),
    rooms: value("rooms"),
    floor: value("floor"),
  };
}
