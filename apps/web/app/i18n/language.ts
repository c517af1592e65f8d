import type { Language } from "@capital/contract/catalogue";
import { LANGUAGE_COOKIE } from "@capital/contract/constants";

/** DECISIONS.md: English only when the stored flag is exactly "true"; everything else is Arabic. */
export function languageFromFlag(flag: string | null | undefined): Language {
  return flag === "true" ? "en" : "ar";
}

export function languageFromCookieHeader(cookieHeader: string | null): Language {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return languageFromFlag(match?.[1]);
}
