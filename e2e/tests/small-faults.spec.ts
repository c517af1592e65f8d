import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { firstOf } from "../support/catalogue";
import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { E2E_STORES } from "../support/stores";
import { expect, test } from "../support/test";

/**
 * Issue 19 point 9 (store badges, maps without tiles, the focus ring on cards, the reviews grid)
 * and point 5's demo numbers, in both languages on the desktop and the phone.
 */
const texts = {
  en: {
    stores: "Get the app",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play",
    reviews: "Best client reviews",
    malls: "Available malls",
    location: "Location",
    openInMaps: "Open in maps",
    chat: "Chat with us on WhatsApp",
    chatDialog: "New Capital",
    whatsapp: "010 0123 4567",
    callNumber: "02 2345 6789",
    demo: "demo",
  },
  ar: {
    stores: "حمّل التطبيق",
    appStore: "حمّله من App Store",
    googlePlay: "احصل عليه من Google Play",
    reviews: "أفضل آراء العملاء",
    malls: "المولات المتاحة",
    location: "الموقع",
    openInMaps: "افتح في الخرائط",
    chat: "تحدث معنا على واتساب",
    chatDialog: "العاصمة الجديدة",
    whatsapp: "٠١٠ ٠١٢٣ ٤٥٦٧",
    callNumber: "٠٢ ٢٣٤٥ ٦٧٨٩",
    demo: "تجريبي",
  },
} as const;

/** The focus colour (#a87f22), at least 3:1 against every background a ring sits on. */
const FOCUS = "rgb(168, 127, 34)";

/**
 * Where the focused control's ring is drawn (the control or, for a card's stretched link, the
 * card), its colour, and which of its clipping ancestors, if any, cut the ring off.
 */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    let ringed = document.activeElement as HTMLElement | null;
    while (ringed && getComputedStyle(ringed).outlineStyle === "none") ringed = ringed.parentElement;
    if (!ringed) return { color: "none", clippedBy: [] as string[] };
    const style = getComputedStyle(ringed);
    const reach = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
    const box = ringed.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      right: box.right + reach,
      top: box.top - reach,
      bottom: box.bottom + reach,
    };
    const clippedBy: string[] = [];
    for (let up = ringed.parentElement; up; up = up.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(up);
      if (overflowX === "visible" && overflowY === "visible") continue;
      const edge = up.getBoundingClientRect();
      const tolerance = 0.5;
      if (
        ring.left < edge.left - tolerance ||
        ring.right > edge.right + tolerance ||
        ring.top < edge.top - tolerance ||
        ring.bottom > edge.bottom + tolerance
      )
        clippedBy.push(`${up.tagName.toLowerCase()}.${up.className}`);
    }
    return { color: style.outlineColor, clippedBy };
  });
}

/** The list's rows, each as wide as the list: no hole at the end of a row. */
async function rowWidths(list: Locator) {
  return list.evaluate((element) => {
    const width = element.getBoundingClientRect().width;
    const rows = new Map<number, { left: number; right: number }>();
    for (const item of Array.from(element.children)) {
      const box = item.getBoundingClientRect();
      const top = Math.round(box.top);
      const row = rows.get(top) ?? { left: box.left, right: box.right };
      rows.set(top, { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
    }
    return [...rows.values()].map((row) => Math.round(((row.right - row.left) / width) * 100));
  });
}

for (const language of ["ar", "en"] as Language[]) {
  const l = texts[language];

  test.describe(`in ${language}`, onThePhoneInArabic(language), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
    });

    test("the home page's store badges open the configured stores, and its reviews fill their rows", async ({
      page,
    }) => {
      await page.goto("/");
      const stores = page.getByRole("list", { name: l.stores });
      await expect(stores.getByRole("link", { name: l.appStore })).toHaveAttribute(
        "href",
        E2E_STORES.appStore,
      );
      await expect(stores.getByRole("link", { name: l.googlePlay })).toHaveAttribute(
        "href",
        E2E_STORES.googlePlay,
      );

      const reviews = page.getByRole("region", { name: l.reviews }).getByRole("list");
      await reviews.scrollIntoViewIfNeeded();
      const rows = await rowWidths(reviews);
      expect(rows.length).toBeGreaterThan(0);
      for (const width of rows) expect(width, `rows ${rows.join("%, ")}%`).toBe(100);
      await expectAccessible(page, "home page with the store badges");
    });

    test("a card's focus ring is whole, and in a colour that stands out", async ({ page }) => {
      await page.goto("/");
      const card = page.getByRole("region", { name: l.malls }).getByRole("article").first();
      const link = card.getByRole("link").first();
      // Reached by the keyboard, as a person tabbing through the page does.
      await link.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      expect(await focusRing(page)).toEqual({ color: FOCUS, clippedBy: [] });
    });

    test("a map that cannot load shows the address and a link to open it in maps", async ({
      page,
      request,
    }) => {
      const mall = await firstOf(request, "malls");
      const detail = await (await request.get(`/api/v1/malls/${mall.id}/`)).json();
      await page.goto(`/mall/info/${mall.id}`);
      // This machine's network reaches no tile server: the address and the link are what a buyer has.
      const section = page.getByRole("region", { name: l.location, exact: true });
      await section.scrollIntoViewIfNeeded();
      await expect(
        section.getByText(language === "ar" ? detail.addressArabic : detail.address),
      ).toBeVisible();
      const open = section.getByRole("link", { name: l.openInMaps });
      await expect(open).toBeVisible();
      const marker = new URL(detail.location.map).searchParams.get("marker")?.split(",") ?? [];
      await expect(open).toHaveAttribute(
        "href",
        `https://www.openstreetmap.org/?mlat=${Number(marker[0])}&mlon=${Number(marker[1])}#map=16/${Number(marker[0])}/${Number(marker[1])}`,
      );
      await expectAccessible(page, "mall page with the map's address and link");
    });

    test("the demo contact numbers are in Egypt's formats and say they are demo ones", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: l.chat }).click();
      const chat = page.getByRole("dialog", { name: l.chatDialog });
      await expect(chat.getByText(l.whatsapp, { exact: true })).toBeVisible();
      await expect(chat.getByText(l.demo, { exact: true })).toBeVisible();

      // The units pages' call link shows its number with the same tag.
      const compound = await firstOf(page.request, "compounds");
      await page.goto(`/compound/apartments/${compound.id}`);
      const call = page.getByRole("link", { name: new RegExp(`${l.callNumber}`) });
      await expect(call).toHaveAttribute("href", "tel:+20223456789");
      await expect(call.getByText(l.demo, { exact: true })).toBeVisible();
      // Left to right in either language: "02" (or "٠٢") is drawn left of the last group.
      const leftToRight = await call.locator("bdi").evaluate((element) => {
        const text = element.firstChild as Text;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 2);
        const first = range.getBoundingClientRect().left;
        range.setStart(text, text.length - 4);
        range.setEnd(text, text.length);
        return first < range.getBoundingClientRect().left;
      });
      expect(leftToRight).toBe(true);
    });
  });
}
