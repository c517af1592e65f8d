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

/** The unit type with the lowest starting price, for a banner's "from" figure. */
export function lowestPrice(prices: readonly UnitsPrice[]) {
  const pounds = (p: UnitsPrice) => p.min * (POUNDS_PER[p.type] ?? 1);
  return [...prices].sort((a, b) => pounds(a) - pounds(b))[0];
}
