import type { Language } from "@capital/contract/catalogue";
import { arabicWritten } from "@capital/contract/digits";
import type { EnrichedUnit } from "@capital/contract/projects";
import { formattersFor, toLocalDigits } from "../../i18n/format";
import { localized } from "../../lib/localized";

type Named = { name: string; nameArabic: string };

/**
 * A unit's name in the page's language and digits: "محل ٢-٠٣" in Arabic, "Shop 2-03" in English. A
 * code with Latin letters ("G-08") keeps its digits and is isolated left to right, so an Arabic
 * line does not turn it into "08-G".
 */
export function unitName(unit: Named, language: Language) {
  const name = localized(unit, "name", language);
  return language === "ar" ? arabicWritten(name) : name;
}

/** A unit's block ("Block 4", "عمارة ٤") in the page's digits, or "" when it has none. */
export function blockName(unit: EnrichedUnit, language: Language) {
  return toLocalDigits(localized(unit, "blockNumber", language) ?? "", language);
}

/**
 * A unit's name with its block and project: names repeat between buildings ("Studio 0-03"), so a
 * button that says only the name would not tell a screen-reader user which unit it acts on.
 */
export function unitLabel(unit: EnrichedUnit, language: Language) {
  return formattersFor(language === "ar" ? "ar-EG" : "en-EG").list([
    unitName(unit, language),
    blockName(unit, language),
    localized(unit, "projectName", language),
  ]);
}
