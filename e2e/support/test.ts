import { test as base, expect } from "@playwright/test";
import { dismissChat } from "./language";

type Options = {
  /** Start as a visitor who closed the chat earlier in the visit, so it does not open over the page. */
  chatDismissed: boolean;
};
type Guards = {
  /** Fails the test on any Content-Security-Policy violation the browser reports, in any of its pages. */
  contentSecurityPolicy: undefined;
};

/**
 * Playwright's test, where `page.goto` and `page.reload` return once React has hydrated the page
 * (root.tsx marks <html data-hydrated>), as a person waits for a page to respond before tapping.
 */
export const test = base.extend<Options & Guards>({
  chatDismissed: [true, { option: true }],
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Chromium reports each blocked script, style, frame or font on the console.
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      // And to the page itself, as an event a script can hear.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : "";
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}${where}`,
          );
        });
      });
      await use(undefined);
      expect(violations, "the browser reported Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, chatDismissed }, use) => {
    if (chatDismissed) await dismissChat(page);
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
