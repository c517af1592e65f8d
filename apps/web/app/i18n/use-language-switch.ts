import type { Language } from "@capital/contract/catalogue";
import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { persistEnglishFlag, storedEnglishFlag } from "../lib/browser-storage";
import { languageFromFlag } from "./language";
import { useI18n } from "./language-context";
import { localizePath, pathHasLanguage } from "./language-path";

/** This page in the other language (or `next`): the same path, parameters and anchor. */
export function useLanguageHref(next?: Language) {
  const { language } = useI18n();
  const { pathname, search, hash } = useLocation();
  return `${localizePath(pathname, next ?? (language === "ar" ? "en" : "ar"))}${search}${hash}`;
}

/**
 * Switches language at once, without a reload (decision 22): remembers the choice (the `english`
 * flag and its cookie) and goes to this page's URL in that language; the page keeps its state.
 */
export function useLanguageSwitch() {
  const { language } = useI18n();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (next: Language = language === "ar" ? "en" : "ar") => {
      persistEnglishFlag(next === "en");
      if (next !== language)
        void navigate(`${localizePath(pathname, next)}${search}${hash}`, { preventScrollReset: true });
    },
    [language, navigate, pathname, search, hash],
  );
}

/**
 * The storage flag is the visitor's choice (SPEC.md) and the cookie mirrors it for the server; the
 * URL says the page's language (decision 22). A first visit adopts the page's language; an Arabic
 * URL (no language in it) opened by a visitor who chose English goes to its English URL.
 */
export function useLanguageFlagSync() {
  const { language } = useI18n();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const stored = storedEnglishFlag();
    if (stored === null) return persistEnglishFlag(language === "en");
    const chosen = languageFromFlag(stored);
    persistEnglishFlag(chosen === "en");
    if (!pathHasLanguage(pathname) && chosen !== language)
      void navigate(`${localizePath(pathname, chosen)}${search}${hash}`, { replace: true });
  }, [language, navigate, pathname, search, hash]);
}
