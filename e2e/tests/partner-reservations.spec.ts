import { type APIRequestContext, expect as expectAnswer } from "@playwright/test";
import { type Language, useLanguage } from "../support/language";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    title: "Reservations",
    navigation: "Partner portal navigation",
    held: /^Held \(\d+\)$/,
    confirm: "Confirm",
    decline: "Decline",
    reason: "Reason",
    send: "Decline the reservation",
    confirmed: "Confirmed",
    declined: "Declined",
    sell: "Mark sold",
    sellTitle: (reference: string) => `Mark reservation ${reference} as sold?`,
    sold: "Sold",
    cancel: "Cancel",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    title: "الحجوزات",
    navigation: "تنقّل بوابة الشركاء",
    held: /^محجوز مؤقتًا: [٠-٩]+$/,
    confirm: "تأكيد",
    decline: "رفض",
    reason: "السبب",
    send: "رفض الحجز",
    confirmed: "مؤكد",
    declined: "مرفوض",
    sell: "تم البيع",
    sellTitle: (reference: string) => `تسجيل بيع الحجز ${reference}؟`,
    sold: "مباع",
    cancel: "إلغاء",
  },
} satisfies Record<Language, unknown>;

/**
 * Two holds made for this run by a buyer of its own, through the API as Book Now makes them, so
 * each language and project decides on its own holds. A unit someone else took meanwhile (409) is
 * passed over. Returns their references.
 */
async function twoNewHolds(request: APIRequestContext) {
  codes.clear();
  const buyer = {
    name: "Salma Hassan",
    email: `holds.${test.info().project.name}.${process.pid}.${Date.now()}@example.com`,
    password: "Nile-sunset-R7-balcony",
  };
  expectAnswer((await request.post("/api/v1/users/create/", { multipart: buyer })).status()).toBe(201);
  const signedIn = await request.post("/api/v1/token/", {
    data: { email: buyer.email, password: buyer.password },
  });
  const { access } = (await signedIn.json()) as { access: string };
  const search = await request.get(
    "/api/v1/search-residential-unit/?category=apartment&sort=-area&page_size=20",
  );
  const free = ((await search.json()) as { results: { id: number; code: string }[] }).results;
  const references: string[] = [];
  for (const unit of free) {
    const held = await request.post("/api/v1/bookings/", {
      headers: { authorization: `Bearer ${access}` },
      data: { units: [unit.id], phone: "010 1234 5678" },
    });
    if (held.status() === 409) continue;
    expectAnswer(held.status()).toBe(201);
    const { bookings } = (await held.json()) as { bookings: { reference: string }[] };
    references.push(bookings[0]?.reference ?? "");
    codes.set(bookings[0]?.reference ?? "", unit.code);
    if (references.length === 2) return references as [string, string];
  }
  throw new Error("fewer than two free apartments to hold");
}

/** The unit code of each hold `twoNewHolds` made, by reference. */
const codes = new Map<string, string>();

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(
    `an operator confirms one hold and declines another with a reason (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      test.setTimeout(90_000);
      const [first, second] = await twoNewHolds(request);
      await useLanguage(context, baseURL ?? "", language);
      await page.goto("/signin?next=%2Fpartner%2Freservations");
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);
      await expect(page).toHaveURL(/\/partner\/reservations$/);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      // The current section is in sight, also where the sections are a row that scrolls sideways.
      const section = page
        .getByRole("navigation", { name: t.navigation })
        .getByRole("link", { name: t.title });
      await expect(section).toHaveAttribute("aria-current", "page");
      await expect(section).toBeInViewport({ ratio: 0.9 });
      await expect(page.getByRole("button", { name: t.held })).toBeVisible();
      // Every reservation, newest first: this run's two holds are at the top of the first page.
      const rowOf = (reference: string) =>
        page.getByRole("row").filter({ has: page.getByTestId(`status-${reference}`) });
      await expect(rowOf(first)).toBeVisible();
      await expect(rowOf(second)).toBeVisible();
      // Unit names repeat between buildings: each row names its unit's code too.
      await expect(page.getByTestId(`unit-code-${first}`)).toHaveText(codes.get(first) ?? "?");

      await rowOf(first)
        .getByRole("button", { name: `${t.confirm} ${first}`, exact: true })
        .click();
      await expect(page.getByTestId(`status-${first}`)).toHaveText(t.confirmed);

      // A sale cannot be undone: it is asked about first, and a "no" changes nothing.
      const sell = rowOf(first).getByRole("button", { name: `${t.sell} ${first}`, exact: true });
      await sell.click();
      const question = page.getByRole("dialog", { name: t.sellTitle(first) });
      await question.getByRole("button", { name: t.cancel, exact: true }).click();
      await expect(question).toHaveCount(0);
      await expect(sell).toBeFocused();
      await expect(page.getByTestId(`status-${first}`)).toHaveText(t.confirmed);
      await sell.click();
      await question.getByRole("button", { name: t.sell, exact: true }).click();
      await expect(question).toHaveCount(0);
      await expect(page.getByTestId(`status-${first}`)).toHaveText(t.sold);
      // The sale took the Sell button away: the keyboard waits on the page's heading.
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

      await rowOf(second)
        .getByRole("button", { name: `${t.decline} ${second}`, exact: true })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel(t.reason)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await rowOf(second)
        .getByRole("button", { name: `${t.decline} ${second}`, exact: true })
        .click();
      await dialog.getByLabel(t.reason).fill(`The unit went to another buyer (${language})`);
      await dialog.getByRole("button", { name: t.send }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId(`status-${second}`)).toHaveText(t.declined);
      // The row's buttons went with the decision: focus waits on the page's heading, not the page's start.
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    },
  );
}
