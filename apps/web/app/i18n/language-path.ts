import type { Language } from "@capital/contract/catalogue";

/** The path segment of English pages; Arabic, the default, lives at the root (decision 22). */
export const ENGLISH_PREFIX = "/en";

const ENGLISH_PATH = /^\/en(?=\/|$)/;

/** The language a path is in: /en and /en/… are English, everything else Arabic. */
export function pathLanguage(pathname: string): Language {
  return ENGLISH_PATH.test(pathname) ? "en" : "ar";
}

/** Whether a path names its language itself (only English paths do). */
export function pathHasLanguage(pathname: string) {
  return ENGLISH_PATH.test(pathname);
}

/** The path without its language: /en/mall/info/3 → /mall/info/3, /en → /. */
export function stripLanguage(pathname: string) {
  return pathname.replace(ENGLISH_PATH, "") || "/";
}

/** An app path (starting with /) in a language: /mall/info/3 → /en/mall/info/3 in English. */
export function localizePath(path: string, language: Language) {
  const bare = stripLanguage(path);
  if (language === "ar") return bare;
  return bare === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${bare.startsWith("/") ? "" : "/"}${bare}`;
}
