import type { Language } from "@capital/contract/catalogue";
import { redirect } from "react-router";
import { languageFromCookieHeader } from "./language";
import { localizePath, pathHasLanguage, pathLanguage } from "./language-path";

/** The page's language is in its path (decision 22): /en/… is English, the root Arabic. */
export function requestLanguage(request: Request): Language {
  return pathLanguage(new URL(request.url).pathname);
}

/**
 * Where a page request should be in its visitor's language, or null when it is there: a URL
 * without a language follows the cookie that mirrors the `english` flag (an English visitor at
 * /mall/info/3 goes to /en/mall/info/3), and the old `?lang=` links go to their language's path.
 * Only the document is redirected: the data requests of a page in the browser are already in it.
 */
export function languageRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) return null;
  const lang = url.searchParams.get("lang");
  let wanted: Language | null = null;
  if (lang === "ar" || lang === "en") {
    url.searchParams.delete("lang");
    wanted = lang;
  } else if (
    !pathHasLanguage(url.pathname) &&
    languageFromCookieHeader(request.headers.get("cookie")) === "en"
  )
    wanted = "en";
  if (!wanted || (wanted === pathLanguage(url.pathname) && lang === null)) return null;
  return `${localizePath(url.pathname, wanted)}${url.search}${url.hash}`;
}

/** Throws the redirect `languageRedirect` asks for, if any. */
export function redirectToRequestLanguage(request: Request) {
  const to = languageRedirect(request);
  if (to) throw redirect(to);
}
