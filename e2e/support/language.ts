import type { BrowserContext } from "@playwright/test";

export type Language = "ar" | "en";

let choice = 0;

/**
 * Chooses the language as a returning visitor would have it: the storage flag and its cookie
 * mirror. The flag is written once per choice, so a switch made in the page survives reloads.
 */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language) {
  const english = language === "en" ? "true" : "false";
  choice += 1;
  await context.addCookies([{ name: "english", value: english, url: baseURL }]);
  await context.addInitScript(
    ({ value, token }) => {
      if (sessionStorage.getItem("e2eLanguageChoice") === token) return;
      localStorage.setItem("english", value);
      sessionStorage.setItem("e2eLanguageChoice", token);
    },
    { value: english, token: `${process.pid}-${choice}-${language}` },
  );
}
