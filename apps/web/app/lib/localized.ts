import type { Language } from "@capital/contract/catalogue";

/** The Arabic twin of a text field when the page is Arabic (SPEC.md: Arabic twins end in `Arabic`). */
export function localized<T extends Record<string, unknown>, K extends keyof T & string>(
  entity: T,
  field: K,
  language: Language,
): T[K] {
  if (language === "ar") {
    const arabic = entity[`${field}Arabic` as keyof T];
    if (arabic !== undefined && arabic !== null && arabic !== "") return arabic as T[K];
  }
  return entity[field];
}
