import type { BrowserContext } from "@playwright/test";

export type Language = "ar" | "en";

/** Chooses the language as a returning visitor would have it: the storage flag and its cookie mirror. */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language) {
  const english = language === "en" ? "true" : "false";
  await context.addCookies([{ name: "english", value: english, url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("english", value), english);
}
