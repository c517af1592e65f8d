import { chromium } from "@playwright/test";

const base = "http://127.0.0.1:3917";
const out = "/work/wt/notes/screens/track-record";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const pages: [string, string][] = [
  ["company-9", "/company/profile/9#track-record"],
  ["company-11", "/company/profile/11#track-record"],
  ["compound-5", "/compound/info/5#progress"],
  ["mall-16", "/mall/info/16#progress"],
];
for (const width of [390, 1366]) {
  for (const language of ["ar", "en"] as const) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 900 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript(() => sessionStorage.setItem("capitalChatDismissed", "1"));
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${base}${language === "en" ? "/en" : ""}${path}`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      const id = path.split("#")[1] ?? "";
      const section = page.locator(`#${id}`);
      await section.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await section.screenshot({ path: `${out}/${name}-${language}-${width}.png` });
    }
    await context.close();
  }
}
await browser.close();
