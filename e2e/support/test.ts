import { test as base, expect } from "@playwright/test";

type Options = {
  /** Start as a visitor who closed the chat earlier in the visit, so it does not open over the page. */
  chatDismissed: boolean;
};

/**
 * Playwright's test, where `page.goto` and `page.reload` return once React has hydrated the page
 * (root.tsx marks <html data-hydrated>), as a person waits for a page to respond before tapping.
 */
export const test = base.extend<Options>({
  chatDismissed: [true, { option: true }],
  page: async ({ page, chatDismissed }, use) => {
    if (chatDismissed) await page.addInitScript(() => sessionStorage.setItem("capitalChatDismissed", "1"));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () => page.waitForSelector("html[data-hydrated]", { state: "attached" });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

export { expect };
