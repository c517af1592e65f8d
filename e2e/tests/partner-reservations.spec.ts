import { type Language, useLanguage } from "../support/language";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    title: "Reservations",
    held: /^Held \(\d+\)$/,
    confirm: "Confirm",
    decline: "Decline",
    reason: "Reason",
    send: "Decline the reservation",
    confirmed: "Confirmed",
    declined: "Declined",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    title: "الحجوزات",
    held: /^محجوز مؤقتًا: [٠-٩]+$/,
    confirm: "تأكيد",
    decline: "رفض",
    reason: "السبب",
    send: "رفض الحجز",
    confirmed: "مؤكد",
    declined: "مرفوض",
  },
} satisfies Record<Language, unknown>;

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(`an operator confirms one hold and declines another with a reason (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Each language takes its own demo holds; the phone project would take the same ones at once.
    test.skip(test.info().project.name === "phone", "desktop only: the demo holds are shared");
    test.setTimeout(90_000);
    await useLanguage(context, baseURL ?? "", language);
    await page.goto("/signin?next=%2Fpartner%2Freservations");
    await signInThroughPage(page, E2E_OPERATOR, t.signIn);
    await expect(page).toHaveURL(/\/partner\/reservations$/);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole("button", { name: t.held })).toBeVisible();

    // Each language's test takes its own two holds, so the two can run side by side.
    const holds = page
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: t.confirm, exact: true }) });
    const offset = language === "ar" ? 0 : 2;
    await expect(holds.nth(offset + 1)).toBeVisible();
    const statusOf = async (n: number) =>
      (await holds.nth(n).locator('[data-testid^="status-"]').getAttribute("data-testid")) ?? "";
    const first = await statusOf(offset);
    const secondId = await statusOf(offset + 1);
    const rowOf = (id: string) => page.getByRole("row").filter({ has: page.getByTestId(id) });

    await rowOf(first).getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(page.getByTestId(first)).toHaveText(t.confirmed);

    await rowOf(secondId).getByRole("button", { name: t.decline, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel(t.reason)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await rowOf(secondId).getByRole("button", { name: t.decline, exact: true }).click();
    await dialog.getByLabel(t.reason).fill(`The unit went to another buyer (${language})`);
    await dialog.getByRole("button", { name: t.send }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId(secondId)).toHaveText(t.declined);
  });
}
