import type { Language } from "@capital/contract/catalogue";
import type { EnrichedUnit } from "@capital/contract/projects";
import { localized } from "../../lib/localized";

/**
 * A unit's name with its block and project: names repeat between buildings ("Studio 0-03"), so a
 * button that says only the name would not tell a screen-reader user which unit it acts on.
 */
export function unitLabel(unit: EnrichedUnit, language: Language) {
  return [
    localized(unit, "name", language),
    localized(unit, "blockNumber", language),
    localized(unit, "projectName", language),
  ]
    .filter(Boolean)
    .join(" · ");
}
