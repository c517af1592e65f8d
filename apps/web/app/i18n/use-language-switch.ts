import type { Language } from "@capital/contract/catalogue";
import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { persistEnglishFlag, storedEnglishFlag } from "../lib/browser-storage";
import { languageFromFlag } from "./language";
import { useI18n } from "./language-context";

/** Switches language at once, without a reload: persist the flag and its cookie, then re-render from the server data. */
export function useLanguageSwitch() {
  const { language } = useI18n();
  const revalidator = useRevalidator();
  return useCallback(
    (next: Language = language === "ar" ? "en" : "ar") => {
      persistEnglishFlag(next === "en");
      void revalidator.revalidate();
    },
    [language, revalidator],
  );
}

/**
 * The storage flag is the source of truth (SPEC.md); the cookie mirrors it for the server. A page
 * opened with `?lang=` (a shared or hreflang link) makes that language the visitor's choice.
 */
export function useLanguageFlagSync() {
  const { language } = useI18n();
  const switchTo = useLanguageSwitch();
  // Checked when the page's language changes, not again while a switch is loading (that would load it twice).
  const switchToNow = useRef(switchTo);
  switchToNow.current = switchTo;
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get("lang");
    const stored = storedEnglishFlag();
    if (fromLink === "ar" || fromLink === "en" || stored === null) persistEnglishFlag(language === "en");
    else if (languageFromFlag(stored) !== language) switchToNow.current(languageFromFlag(stored));
  }, [language]);
}
