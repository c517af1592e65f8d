import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic, PHONE_ONLY } from "../support/projects";
import { expect, test } from "../support/test";

const texts = {
  en: {
    compare: /^Compare /,
    trayLabel: "Units to compare",
    pictures: "Pictures of the units",
    chat: "Chat with us on WhatsApp",
    two: "2 of 4 units",
    one: "1 of 4 units",
    open: "Compare now",
    title: "Compare units",
    price: "Price",
    best: "Best",
    remove: /^Remove .+ from the comparison$/,
    pressed: /^Comparing .+$/,
    oneLeft: "One unit left: add another to compare them side by side.",
    unknown: "These units were not found: 999999.",
    comparing: "Comparing",
    differs: "differs",
  },
  ar: {
    compare: /^أضف .+ إلى المقارنة$/,
    trayLabel: "وحدات للمقارنة",
    pictures: "صور الوحدات",
    chat: "تحدث معنا على واتساب",
    two: "وحدتان من ٤",
    one: "وحدة واحدة من ٤",
    open: "قارن الآن",
    title: "مقارنة الوحدات",
    price: "السعر",
    best: "الأفضل",
    remove: /^احذف .+ من المقارنة$/,
    pressed: /^.+ في المقارنة$/,
    oneLeft: "بقيت وحدة واحدة: أضف وحدة أخرى لتقارن بينهما جنبًا إلى جنب.",
    unknown: "هذه الوحدات غير موجودة: ٩٩٩٩٩٩",
    comparing: "في المقارنة",
    differs: "مختلف",
  },
} as const;

for (const language of ["ar", "en"] as Language[]) {
  test(
    `pick two units from search, keep them in the tray across pages, compare and share the link, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, browser }) => {
      test.setTimeout(90_000);
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      const sort = test.info().project.name === "phone" ? "-price" : "price";
      await page.goto(`/residential/search/apartments?sort=${sort}`);

      const buttons = page.getByRole("button", { name: l.compare });
      await buttons.nth(0).click();
      await buttons.nth(1).click();
      const tray = page.getByRole("region", { name: l.trayLabel });
      await expect(tray).toContainText(l.two);

      // The tray follows the buyer: another page, and a reload, keep it.
      await page.goto("/");
      await page.reload();
      await expect(tray).toContainText(l.two);
      if (test.info().project.name === "phone") {
        // On a phone the pictures fold away, leaving the count and the way to the comparison.
        const pictures = tray.getByRole("button", { name: l.pictures });
        const open = (await tray.boundingBox())?.height ?? 0;
        await pictures.click();
        await expect(pictures).toHaveAttribute("aria-expanded", "false");
        await expect(tray.getByRole("listitem")).toHaveCount(0);
        await expect.poll(async () => (await tray.boundingBox())?.height ?? 0).toBeLessThan(open - 20);
        await expect(tray.getByRole("link", { name: l.open })).toBeVisible();
        await pictures.click();
        await expect(tray.getByRole("listitem").first()).toBeVisible();
      }
      await tray.getByRole("link", { name: l.open }).click();

      // The comparison opens in the page's language: English under /en (decision 22).
      await expect(page).toHaveURL(
        new RegExp(`:\\d+${language === "en" ? "/en" : ""}/compare\\?units=\\d+,\\d+$`),
      );
      await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveCount(3);
      await expect(
        table.getByRole("rowheader", { name: new RegExp(`^${l.price}( ${l.differs})?$`) }),
      ).toBeVisible();
      await expect(table.getByText(l.best).first()).toBeVisible();
      const link = page.url();

      // /compare on its own, where the tray is hidden, compares the picks rather than saying "nothing".
      await page.goto(language === "en" ? "/en/compare" : "/compare");
      await expect(page).toHaveURL(link);
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);

      // Anyone with the link, signed out in another browser, sees the same comparison.
      const stranger = await browser.newContext({ baseURL });
      const strangerPage = await stranger.newPage();
      await useLanguage(stranger, baseURL ?? "", language);
      await strangerPage.goto(link);
      // A page of its own context is not the fixture's: wait for hydration before pressing anything.
      await strangerPage.waitForSelector("html[data-hydrated]", { state: "attached" });
      await expect(strangerPage.getByRole("table").getByRole("columnheader")).toHaveCount(3);
      // Opening it leaves their tray alone; taking a unit out puts the one left in it, to add others to.
      const trayOf = () =>
        strangerPage.evaluate(() => JSON.parse(localStorage.getItem("capitalCompareTray") ?? "[]").length);
      expect(await trayOf()).toBe(0);
      await strangerPage.getByRole("table").getByRole("button", { name: l.remove }).first().click();
      await expect(strangerPage.getByText(l.oneLeft)).toBeVisible();
      expect(await trayOf()).toBe(1);
      await stranger.close();

      // From the comparison to a unit's own page: its Compare button is pressed there.
      const firstUnit = table.getByRole("columnheader").nth(1).getByRole("link");
      await firstUnit.click();
      await expect(page).toHaveURL(/unit=\d+#unit$/);
      // Opened at the unit, not at the project's plan above it.
      await expect(page.locator("#unit")).toBeInViewport();
      // Pressed, it is named by the text it shows (WCAG 2.5.3).
      await expect(page.getByRole("button", { name: l.pressed, pressed: true })).toHaveText(l.comparing);
      await page.goBack();

      // Taking a unit out leaves one: it stays on the page, which asks for another.
      await page.getByRole("table").getByRole("button", { name: l.remove }).first().click();
      await expect(page.getByText(l.oneLeft)).toBeVisible();
      // The pressed button went with its column: focus is on what the page says now.
      await expect(page.locator("[tabindex='-1']", { hasText: l.oneLeft })).toBeFocused();
      await expect(page).toHaveURL(/compare\?units=\d+$/);
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
      await page.goto("/");
      await expect(tray).toContainText(l.one);
      // The chat's button stands above the tray, not on it.
      const chat = page.getByRole("button", { name: l.chat });
      await expect
        .poll(async () => {
          const [button, bar] = await Promise.all([chat.boundingBox(), tray.boundingBox()]);
          return (button?.y ?? 0) + (button?.height ?? 0) <= (bar?.y ?? 0);
        })
        .toBe(true);
    },
  );

  test(
    `a link with an unknown unit says which, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const response = await page.goto("/compare?units=1,999999");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("alert")).toHaveText(texts[language].unknown);
    },
  );
}

test(
  "on a phone the columns swipe while the row names stay in view",
  PHONE_ONLY,
  async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL ?? "", "ar");
    await page.goto("/compare?units=1,2,3,4");
    const scroller = page.getByRole("region", { name: "مقارنة الوحدات" });
    const rowName = page.getByRole("rowheader", { name: /^السعر( مختلف)?$/ });
    const before = await rowName.boundingBox();
    // RTL: scrolling towards the end is a negative scrollLeft.
    await scroller.evaluate((el) => el.scrollTo({ left: -el.scrollWidth }));
    await expect.poll(() => scroller.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(100);
    const after = await rowName.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? 0, 0);
    const viewport = page.viewportSize();
    expect((after?.x ?? 0) + (after?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
    // The last unit has come into view.
    await expect(page.getByRole("columnheader").nth(4)).toBeInViewport();
  },
);
