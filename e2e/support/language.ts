import type { Browser, BrowserContext, Page } from "@playwright/test";

export type Language = "ar" | "en";

let choice = 0;

/** Starts as a visitor who closed the chat earlier in the visit, so it does not open over the page. */
export async function dismissChat(target: BrowserContext | Page) {
  await target.addInitScript(() => sessionStorage.setItem("capitalChatDismissed", "1"));
}

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

/**
 * A second visitor in a browser context of their own, in `language`, whose `goto` returns once
 * the page has hydrated (so a click is never lost to server-rendered markup).
 */
export async function visitorPage(
  browser: Browser,
  baseURL: string,
  language: Language,
  { chatDismissed = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useLanguage(context, baseURL, language);
  if (chatDismissed) await dismissChat(context);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    return response;
  };
  return page;
}
