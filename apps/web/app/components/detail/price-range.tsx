import type { Language } from "@capital/contract/catalogue";
import type { UnitsPrice } from "@capital/contract/projects";
import { formattersFor } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import type { Messages } from "../../locales/en";

/** 'Prices start from {min}{type} To {max}{type} EGP', with the language's digits and unit word. */
export function priceRangeText(price: UnitsPrice, { language, t }: { language: Language; t: Messages }) {
  const format = formattersFor(t.locale);
  const type = language === "ar" ? price.typeArabic : price.type;
  return fill(t.detail.pricesFrom, { min: format.decimal(price.min), max: format.decimal(price.max), type });
}

export function usePriceRange() {
  const i18n = useI18n();
  return (price: UnitsPrice) => priceRangeText(price, i18n);
}

const POUNDS_PER: Record<string, number> = { K: 1_000, M: 1_000_000 };

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The price range over every unit type, for a banner: from the lowest starting price of any type
 * to the highest price of any type, in millions when the top reaches one, else in thousands.
 */
export function overallPriceRange(prices: readonly UnitsPrice[]): UnitsPrice | undefined {
  if (prices.length === 0) return undefined;
  const pounds = (value: number, type: string) => value * (POUNDS_PER[type] ?? 1);
  const min = Math.min(...prices.map((p) => pounds(p.min, p.type)));
  const max = Math.max(...prices.map((p) => pounds(p.max, p.type)));
  const image = prices[0]?.image ?? "";
  return max >= 1_000_000
    ? {
        tag: "all",
        min: round1(min / 1_000_000),
        max: round1(max / 1_000_000),
        type: "M",
        typeArabic: "مليون",
        image,
      }
    : {
        tag: "all",
        min: Math.round(min / 1000),
        max: Math.round(max / 1000),
        type: "K",
        typeArabic: "ألف",
        image,
      };
}
