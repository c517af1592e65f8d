import { SAVED_SEARCH_NAME_MAX } from "@capital/contract/saved-search-options";
import type { FilterChip } from "../../lib/filter-chips";

/**
 * A name to start from: the kind of unit and the first filters, as the chips say them, joined by
 * the language's list (`format.list`: "·" reads as an Arabic zero), within the limit.
 */
export function suggestedSearchName(
  kind: string,
  chips: readonly FilterChip[],
  list: (parts: readonly string[]) => string,
): string {
  let name = kind;
  for (const chip of chips.slice(0, 2)) {
    const next = list([name, chip.text]);
    if (next.length > SAVED_SEARCH_NAME_MAX) break;
    name = next;
  }
  return name.slice(0, SAVED_SEARCH_NAME_MAX);
}
