import type { Language } from "./language";

/** Keep a test to one of the config's two projects: the other greps it out (playwright.config.ts). */
export const DESKTOP_ONLY = { tag: "@desktop-only" };
export const PHONE_ONLY = { tag: "@phone-only" };

/**
 * A journey in both languages runs on the phone in Arabic, the first language and the one most
 * phone visitors use; its English texts are proven on the desktop, and the English phone layouts
 * by phone-screens.spec.ts and the accessibility audit, which run in both (decision 28).
 */
export function onThePhoneInArabic(language: Language) {
  return language === "en" ? DESKTOP_ONLY : {};
}
