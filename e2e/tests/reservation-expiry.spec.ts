import type { Browser, BrowserContext } from "@playwright/test";
import { type RunningApp, startBuiltApp } from "../support/app-process";
import { type Language, useLanguage } from "../support/language";
import { mailsTo } from "../support/outbox";
import { signInThroughPage } from "../support/partner";
import { DESKTOP_ONLY } from "../support/projects";
import { expect, test } from "../support/test";

/**
 * Issue 18's second journey: with a short hold (its own app, RESERVATION_HOLD_SECONDS=20, so the
 * other journeys keep the 48-hour default), nobody confirms a buyer's hold; the job runner ends it
 * while no page is reading (the buyer is reminded, then told), and another buyer books the unit.
 */
const HOLD_SECONDS = 20;

const texts = {
  en: {
    prefix: "/en",
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    bookNow: /^Book Now: /,
    step: "Hold this unit",
    phone: "Mobile number for the call",
    hold: "Hold the unit",
    held: "The unit is held for you",
    clock: /^00:00:[0-2]\d$/,
    close: "Confirm",
    residential: "Residential Properties",
    heldStatus: "Held",
    expiredStatus: "Expired",
    reminder: (reference: string) => `Your hold ${reference} ends soon`,
    ended: (reference: string) => `Your hold ${reference} has ended`,
  },
  ar: {
    prefix: "",
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    bookNow: /^احجز الآن: /,
    step: "احجز هذه الوحدة مؤقتًا",
    phone: "رقم الموبايل للاتصال",
    hold: "احجز الوحدة مؤقتًا",
    held: "الوحدة محجوزة لك مؤقتًا",
    clock: /^٠٠:٠٠:[٠-٢][٠-٩]$/,
    close: "تأكيد",
    residential: "العقارات السكنية",
    heldStatus: "محجوزة مؤقتًا",
    expiredStatus: "منتهٍ",
    reminder: (reference: string) => `حجزك المؤقت ${reference} ينتهي قريبًا`,
    ended: (reference: string) => `انتهى حجزك المؤقت ${reference}`,
  },
} satisfies Record<Language, unknown>;

test.describe.configure({ mode: "serial" });

let app: RunningApp;
test.beforeAll(async () => {
  // As long as the global setup's start may take on a busy machine (app-process.ts waits 3 minutes).
  test.setTimeout(180_000);
  app = await startBuiltApp(
    {
      RESERVATION_HOLD_SECONDS: String(HOLD_SECONDS),
      AUTH_RATE_LIMIT: "1000/60",
      REFRESH_RATE_LIMIT: "1000/60",
      BOOKING_RATE_LIMIT: "1000/60",
    },
    { quiet: true },
  );
});
test.afterAll(() => app?.stop());

/** A buyer of the short-hold app, signed up from a page in `language`, in a browser of their own. */
async function buyerIn(browser: Browser, language: Language, name: string) {
  const context = await browser.newContext({ baseURL: app.baseUrl });
  await useLanguage(context, app.baseUrl, language);
  const email = `expiry.${language}.${name.split(" ")[0]?.toLowerCase()}.${process.pid}.${Date.now()}@example.com`;
  const password = "Nile-sunset-R7-balcony";
  const created = await context.request.post("/api/v1/users/create/", {
    headers: { "accept-language": language },
    multipart: { name, email, password },
  });
  expect(created.status()).toBe(201);
  return { context, email, password };
}

async function open(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return page;
}

/** Signs in, books the unit called `unitName` from the studio search, and returns the reference. */
async function book(
  context: BrowserContext,
  language: Language,
  account: { email: string; password: string },
  unitName: string,
) {
  const t = texts[language];
  const page = await open(context, `${t.prefix}/signin`);
  await signInThroughPage(page, account, t.signIn);
  await page.goto(`${t.prefix}/residential/search/studio?sort=price`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: unitName, exact: true }) })
    .first();
  await card.getByRole("button", { name: t.bookNow }).click();
  const step = page.getByRole("dialog", { name: t.step });
  await step.getByLabel(t.phone).fill("011 2345 6789");
  await step.getByRole("button", { name: t.hold }).click();
  const held = page.getByRole("dialog", { name: t.held });
  const reference = (await held.getByTestId("reservation-reference").textContent()) ?? "";
  expect(reference).toMatch(/^NC-[2-9A-Z]{6}$/);
  return { page, held, reference };
}

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  // On the desktop only: it runs once per language; the phone layout is in the screenshots.
  test(
    `a hold nobody confirms runs out on its own and another buyer books the unit (${language})`,
    DESKTOP_ONLY,
    async ({ browser }) => {
      test.setTimeout(150_000);
      const search = await fetch(
        `${app.baseUrl}/api/v1/search-residential-unit/?category=studio&sort=price&page_size=20`,
      );
      const free = (
        (await search.json()) as { results: { name: string; nameArabic: string; status: string }[] }
      ).results.filter((u) => u.status === "free");
      const unit = free[language === "ar" ? 0 : 1];
      if (!unit) throw new Error("fewer than two free studios");
      const unitName = language === "ar" ? unit.nameArabic : unit.name;

      const first = await buyerIn(browser, language, "Amr Fathy");
      const { page, held, reference } = await book(first.context, language, first, unitName);
      await expect(held.getByTestId("reservation-time-left")).toHaveText(t.clock);
      await held.getByRole("button", { name: t.close }).click();
      await page.goto(`${t.prefix}/booking`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.getByRole("tab", { name: t.residential }).click();
      const card = page.getByRole("article").filter({ hasText: reference });
      await expect(card.getByTestId("reservation-status")).toHaveText(t.heldStatus);
      await expect(card.getByTestId("reservation-time-left")).toBeVisible();
      // Nobody reads anything from here on: only the job runner can end the hold.
      await page.close();

      await expect
        .poll(() => mailsTo(first.email, app.dataDir).map((m) => m.subject), {
          timeout: (HOLD_SECONDS + 40) * 1000,
          intervals: [1000],
        })
        .toEqual(expect.arrayContaining([t.reminder(reference), t.ended(reference)]));

      // The unit is on the market again: another buyer holds it.
      const second = await buyerIn(browser, language, "Rana Said");
      const again = await book(second.context, language, second, unitName);
      expect(again.reference).not.toBe(reference);
      await second.context.close();

      // The first buyer's booked list says the hold ran out.
      const back = await open(first.context, `${t.prefix}/booking`);
      await back.getByRole("tab", { name: t.residential }).click();
      const ended = back.getByRole("article").filter({ hasText: reference });
      await expect(ended.getByTestId("reservation-status")).toHaveText(t.expiredStatus);
      await expect(ended.getByTestId("reservation-time-left")).toHaveCount(0);
      await first.context.close();
    },
  );
}
