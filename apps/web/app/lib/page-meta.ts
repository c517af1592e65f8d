import type { Language } from "@capital/contract/catalogue";
import { messagesByLanguage } from "../i18n/messages";

/** The root loader's language, read from a route's meta `matches`. */
export function metaLanguage(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Language {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: Language } | undefined;
  return root?.language ?? "ar";
}

/** A page title in the site's pattern, in the page's language. */
export function pageTitle(
  matches: Parameters<typeof metaLanguage>[0],
  pick: (t: (typeof messagesByLanguage)["en"]) => string,
) {
  const t = messagesByLanguage[metaLanguage(matches)];
  return `${pick(t)} | ${t.meta.siteName}`;
}
