import { arabicDigits } from "@capital/contract/digits";

/** Parameters of a message that are amounts (a limit, a bound, a count), grouped as the reader groups them. */
const AMOUNTS = new Set(["min", "max", "count"]);

/**
 * A message's parameter in the reader's figures: Arabic-Indic digits in Arabic; an amount also
 * grouped ("10,000", "١٠٬٠٠٠"). Ids and references keep their digits ungrouped.
 */
export function localFigure(name: string, value: string, language: "ar" | "en"): string {
  if (AMOUNTS.has(name) && /^-?\d+(\.\d+)?$/.test(value))
    return new Intl.NumberFormat(language === "ar" ? "ar-EG" : "en-US", { maximumFractionDigits: 20 }).format(
      Number(value),
    );
  return language === "ar" && /^\d+$/.test(value) ? arabicDigits(value) : value;
}
