import type { Language } from "@capital/contract/catalogue";
import { languageFromCookieHeader } from "./language";

/** `?lang=ar|en` (the hreflang alternates) wins; otherwise the cookie mirror of the `english` flag. */
export function requestLanguage(request: Request): Language {
  const lang = new URL(request.url).searchParams.get("lang");
  if (lang === "ar" || lang === "en") return lang;
  return languageFromCookieHeader(request.headers.get("cookie"));
}
