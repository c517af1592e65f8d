import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { type Language, useLanguage, visitorPage } from "../support/language";
import { mailsTo } from "../support/outbox";
import { joinedStaff, signInThroughPage } from "../support/partner";
import { DESKTOP_ONLY } from "../support/projects";
import { expect, test } from "../support/test";

/**
 * Issue 18's journey, in each language: a signed-out buyer presses Book Now, signs in, comes back
 * to the same search with the confirmation step open, holds the unit with a phone number and sees
 * its reference and the time left; the company's sales person finds the hold in the portal's inbox
 * and confirms it; the buyer's booked list says confirmed, and both mails are in the outbox, in the
 * language of the pages the buyer used.
 */
const texts = {
  en: {
    prefix: "/en",
    signUp: { fullName: "Full name", email: "Email", password: "Password", agree: /I agree to the/ },
    signUpButton: "Sign up",
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    prompt: "Sign in to continue",
    promptSignIn: "Sign in",
    bookNow: /^Book Now: /,
    step: "Hold this unit",
    stepUnit: "Unit",
    phone: "Mobile number for the call",
    hold: "Hold the unit",
    held: "The unit is held for you",
    clock: /^1 day 23:[0-5]\d:[0-5]\d$/,
    close: "Confirm",
    inbox: "Reservations",
    confirm: "Confirm",
    confirmedInPortal: "Confirmed",
    downloadCsv: "Download as CSV",
    csvHeader: "Reference,Status,Made on,",
    confirmed: "Confirmed",
    residential: "Residential Properties",
    heldMail: (reference: string) => new RegExp(`^Your hold ${reference} on `),
    confirmedMail: (reference: string) => `Reservation ${reference} confirmed`,
    staffMail: (reference: string) => new RegExp(`^New hold ${reference} on `),
  },
  ar: {
    prefix: "",
    signUp: {
      fullName: "الاسم بالكامل",
      email: "البريد الإلكتروني",
      password: "كلمة المرور",
      agree: /أوافق على/,
    },
    signUpButton: "إنشاء حساب",
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    prompt: "سجّل الدخول للمتابعة",
    promptSignIn: "تسجيل الدخول",
    bookNow: /^احجز الآن: /,
    step: "احجز هذه الوحدة مؤقتًا",
    stepUnit: "الوحدة",
    phone: "رقم الموبايل للاتصال",
    hold: "احجز الوحدة مؤقتًا",
    held: "الوحدة محجوزة لك مؤقتًا",
    // Arabic-Indic digits; the clock itself is written left to right.
    clock: /^يوم واحد ٢٣:[٠-٥][٠-٩]:[٠-٥][٠-٩]$/,
    close: "تأكيد",
    inbox: "الحجوزات",
    confirm: "تأكيد",
    confirmedInPortal: "مؤكد",
    downloadCsv: "تنزيل بصيغة CSV",
    csvHeader: "المرجع,الحالة,تاريخ الحجز,",
    confirmed: "مؤكد",
    residential: "العقارات السكنية",
    heldMail: (reference: string) => new RegExp(`^حجزك المؤقت ${reference} للوحدة `),
    confirmedMail: (reference: string) => `تم تأكيد الحجز ${reference}`,
    staffMail: (reference: string) => new RegExp(`^حجز مؤقت جديد ${reference} للوحدة `),
  },
} satisfies Record<Language, unknown>;

type FoundUnit = { id: number; name: string; nameArabic: string; projectId: number };

/**
 * A free studio on the first page of the search for this language (each language works on its own
 * one, past the first two the favourites journey takes from the same list, and named like no other
 * card on the page), and its company.
 */
async function freeStudio(request: APIRequestContext, language: Language) {
  const search = await request.get(
    "/api/v1/search-residential-unit/?category=studio&sort=price&page_size=12",
  );
  expect(search.status()).toBe(200);
  const results = ((await search.json()) as { results: (FoundUnit & { status: string })[] }).results;
  // The journey finds its card by the unit's name, so a name another card on the page shares
  // ("Studio 0-05" in two compounds) would book the wrong company's unit.
  const named = (u: FoundUnit) =>
    results.filter((v) => v.name === u.name || v.nameArabic === u.nameArabic).length === 1;
  const free = results.filter((u) => u.status === "free");
  const unit = free.slice(2).filter(named)[language === "ar" ? 0 : 1];
  if (!unit) throw new Error("fewer than two free studios of their own name on the search's first page");
  const compound = await request.get(`/api/v1/compounds/${unit.projectId}/`);
  expect(compound.status()).toBe(200);
  const { implementingCompany } = (await compound.json()) as { implementingCompany: { companyId: number } };
  return { unit, companyId: implementingCompany.companyId };
}

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  // On the desktop only: it runs once per language; the phone layout is in the screenshots.
  test(
    `a buyer holds a unit with a phone, the company's sales person confirms it, the buyer sees it confirmed and has the mails (${language})`,
    DESKTOP_ONLY,
    async ({ page, context, baseURL, browser, request }) => {
      test.setTimeout(120_000);
      const { unit, companyId } = await freeStudio(request, language);
      const sales = await joinedStaff(request, companyId, language, "Karim Sales");
      await useLanguage(context, baseURL ?? "", language);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));

      // The buyer signs up on a page in their language, and is left signed out on the sign-in page.
      const buyer = {
        email: `lifecycle.${language}.${process.pid}.${Date.now()}@example.com`,
        password: "Nile-sunset-R7-balcony",
      };
      await page.goto(`${t.prefix}/signup`);
      await page.getByLabel(t.signUp.fullName).fill("Hala Mansour");
      await page.getByLabel(t.signUp.email).fill(buyer.email);
      await page.getByLabel(t.signUp.password, { exact: true }).fill(buyer.password);
      await page.getByLabel(t.signUp.agree).check();
      await page.getByRole("button", { name: t.signUpButton, exact: true }).click();
      await expect(page).toHaveURL(/\/signin$/);

      // Signed out, Book Now asks to sign in, then leads to signing in and back to the same search,
      // the step open.
      const search = `${t.prefix}/residential/search/studio?sort=price`;
      await page.goto(search);
      const name = language === "ar" ? unit.nameArabic : unit.name;
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      await card.first().getByRole("button", { name: t.bookNow }).click();
      await page
        .getByRole("dialog", { name: t.prompt })
        .getByRole("link", { name: t.promptSignIn, exact: true })
        .click();
      await expect(page).toHaveURL(/\/signin\?next=.*book%3D/);
      await signInThroughPage(page, buyer, t.signIn);
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/residential/search/studio\\?sort=price$`));

      const step = page.getByRole("dialog", { name: t.step });
      await expect(step).toBeVisible();
      // The unit, its building and its project, each named once.
      const unitLine = (await step.getByRole("region", { name: t.stepUnit }).locator("p").first().innerText())
        .split(/[،,] /)
        .map((part) => part.trim());
      expect(unitLine).toHaveLength(3);
      expect(new Set(unitLine).size, unitLine.join(" | ")).toBe(3);
      await step.getByLabel(t.phone).fill("010 1234 5678");
      await step.getByRole("button", { name: t.hold }).click();
      const held = page.getByRole("dialog", { name: t.held });
      const reference = (await held.getByTestId("reservation-reference").textContent()) ?? "";
      expect(reference).toMatch(/^NC-[2-9A-Z]{6}$/);
      // The time left counts down, a second at a time.
      const clock = held.getByTestId("reservation-time-left");
      await expect(clock).toHaveText(t.clock);
      const before = await clock.textContent();
      await expect(clock).not.toHaveText(before ?? "");
      await held.getByRole("button", { name: t.close }).click();
      await expect(held).toHaveCount(0);
      await expect(step).toHaveCount(0);

      // The company's sales person sees the hold in the portal's inbox and confirms it.
      const portal = await visitorPage(browser, baseURL ?? "", language);
      await portal.goto(`${t.prefix}/signin?next=%2Fpartner%2Freservations`);
      await signInThroughPage(portal, sales, t.signIn);
      await expect(portal).toHaveURL(/\/partner\/reservations$/);
      await expect(portal.getByRole("heading", { level: 1, name: t.inbox })).toBeVisible();
      const row = portal.getByRole("row").filter({ has: portal.getByTestId(`status-${reference}`) });
      await expect(row).toContainText("Hala Mansour");
      await row.getByRole("button", { name: new RegExp(`^${t.confirm} `) }).click();
      await expect(portal.getByTestId(`status-${reference}`)).toHaveText(t.confirmedInPortal);

      // The list goes to the sales team's spreadsheet in the page's language, a header row first.
      const downloading = portal.waitForEvent("download");
      await portal.getByRole("button", { name: t.downloadCsv }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe("reservations.csv");
      const csv = readFileSync((await file.path()) ?? "", "utf8");
      expect(csv.startsWith(`\uFEFF${t.csvHeader}`)).toBe(true);
      expect(csv).toContain(`${reference},${t.confirmedInPortal},`);
      await portal.context().close();

      // The buyer's booked list says confirmed.
      await page.goto(`${t.prefix}/booking`);
      await expect(page).toHaveURL(
        new RegExp(`^[^?]*${language === "en" ? "/en/booking" : "(?<!/en)/booking"}$`),
      );
      await page.getByRole("tab", { name: t.residential }).click();
      const reservation = page.getByRole("article").filter({ hasText: reference });
      await expect(reservation.getByTestId("reservation-status")).toHaveText(t.confirmed);
      await expect(reservation.getByTestId("reservation-time-left")).toHaveCount(0);

      // And the mails, in the language of the pages the buyer used.
      await expect
        .poll(() => mailsTo(buyer.email).map((m) => m.subject), { timeout: 20_000 })
        .toEqual(
          expect.arrayContaining([expect.stringMatching(t.heldMail(reference)), t.confirmedMail(reference)]),
        );
      // The sales person was told of the hold by mail too, in the language of the page they joined on.
      await expect
        .poll(() => mailsTo(sales.email).map((m) => m.subject), { timeout: 20_000 })
        .toEqual(expect.arrayContaining([expect.stringMatching(t.staffMail(reference))]));
      expect(errors).toEqual([]);
    },
  );
}
