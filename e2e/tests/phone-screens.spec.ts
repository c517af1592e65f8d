import type { APIRequestContext } from "@playwright/test";
import { type Language, useLanguage } from "../support/language";
import { PHONE_ONLY } from "../support/projects";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

/** Issue 19 point 6, on a phone: the chat waits to be tapped, nothing is cut off, floor plans zoom. */
const texts = {
  en: {
    chat: "Chat with us on WhatsApp",
    chatDialog: "New Capital",
    plans: "Payment plans",
    fullScreen: "Full screen",
    zoomIn: "Zoom in",
    selectUnit: "Select unit",
    monthly: "Monthly",
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    account: "Manage account",
  },
  ar: {
    chat: "تحدث معنا على واتساب",
    chatDialog: "العاصمة الجديدة",
    plans: "أنظمة السداد",
    fullScreen: "ملء الشاشة",
    zoomIn: "تكبير",
    selectUnit: "اختر الوحدة",
    monthly: "شهريًا",
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    account: "إدارة الحساب",
  },
} as const;

async function mallUnit(request: APIRequestContext) {
  const malls = (await (await request.get("/api/v1/malls/?page_size=20")).json()).results as { id: number }[];
  for (const { id } of malls) {
    const mall = await (await request.get(`/api/v1/malls/${id}/`)).json();
    for (const floor of mall.floorsFeatures as { id: number; number: number; tag: string }[]) {
      if (floor.tag !== "commercial") continue;
      const units = await (await request.get(`/api/v1/mall-floors/${floor.id}/units/`)).json();
      const unit = (units as { id: number; plans: unknown[] }[]).find((u) => u.plans.length > 0);
      if (unit) return `/mall/commercial/${id}?floor=${floor.number}&unit=${unit.id}`;
    }
  }
  throw new Error("no mall unit with payment plans in the demo catalogue");
}

test.use({ chatDismissed: false });

for (const language of ["ar", "en"] as Language[]) {
  const l = texts[language];
  test(
    `on a phone, in ${language}: the chat opens only when tapped and closes on Escape`,
    PHONE_ONLY,
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      await page.goto(language === "en" ? "/en" : "/");
      const button = page.getByRole("button", { name: l.chat });
      await expect(button).toBeVisible();
      // SPEC.md's 3 s and more: still closed.
      await page.waitForTimeout(4500);
      await expect(page.getByRole("dialog", { name: l.chatDialog })).toHaveCount(0);
      await button.tap();
      await expect(page.getByRole("dialog", { name: l.chatDialog })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: l.chatDialog })).toHaveCount(0);
      await expect(page.getByRole("button", { name: l.chat })).toBeFocused();
      // Scrolled to the end, the floating button covers none of the footer's links.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chat = await button.boundingBox();
      for (const link of await page.locator("footer a").all()) {
        const box = await link.boundingBox();
        if (!box || !chat) continue;
        const overlaps =
          box.x < chat.x + chat.width &&
          chat.x < box.x + box.width &&
          box.y < chat.y + chat.height &&
          chat.y < box.y + box.height;
        expect(overlaps, `the chat button covers ${await link.textContent()}`).toBe(false);
      }
    },
  );

  test(
    `on a phone, in ${language}: payment plans stack, nothing overflows, the floor plan zooms full screen`,
    PHONE_ONLY,
    async ({ page, context, baseURL, request }) => {
      await useLanguage(context, baseURL ?? "", language);
      await page.goto(await mallUnit(request));
      const plans = page.getByRole("region", { name: l.plans });
      await expect(plans.getByRole("listitem").first()).toBeVisible();
      // The monthly figure, last of the plan's columns, is whole on screen, not cut off.
      const monthly = plans.getByRole("listitem").first().locator("dd").last();
      await monthly.scrollIntoViewIfNeeded();
      await expect(monthly).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);

      const open = page.getByRole("button", { name: l.fullScreen }).first();
      await open.click();
      const viewer = page.getByRole("dialog");
      await expect(viewer).toBeVisible();
      const box = await viewer.boundingBox();
      const viewport = page.viewportSize();
      expect(box?.width).toBe(viewport?.width);
      const image = viewer.getByRole("img");
      const before = (await image.boundingBox())?.width ?? 0;
      await page.keyboard.press("+");
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(before);
      await viewer.getByRole("button", { name: l.zoomIn }).click();
      await expect(viewer.locator("output")).toHaveText(language === "ar" ? /٢٠٠/ : /200/);
      await page.keyboard.press("0");
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeCloseTo(before, 0);
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(open).toBeFocused();
    },
  );

  test(
    `on a phone, in ${language}: every tab of the account page is on screen`,
    PHONE_ONLY,
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      await signedInBuyer(page, l.signIn);
      await page.goto(language === "en" ? "/en/me" : "/me");
      const tabs = page.getByRole("tablist", { name: l.account }).getByRole("tab");
      await expect(tabs).toHaveCount(5);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    },
  );
}
