import type { Language } from "@capital/contract/catalogue";
import type { PublicConfig } from "@capital/contract/system";
import { messagesOf } from "../i18n/messages";
import type { Messages } from "../locales/en";

export type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The root loader's language, texts and settings, read from a route's meta `matches`. */
export function metaRoot(
  matches: MetaMatches,
): { language: Language; t: Messages; config: PublicConfig } | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as
    | { language: Language; config: PublicConfig }
    | undefined;
  return root && { language: root.language, t: messagesOf(root.language), config: root.config };
}

/** A page title in the site's pattern, in the page's language. */
export function pageTitle(matches: MetaMatches, pick: (t: Messages) => string) {
  const t = metaRoot(matches)?.t;
  return t ? `${pick(t)} | ${t.meta.siteName}` : "";
}
