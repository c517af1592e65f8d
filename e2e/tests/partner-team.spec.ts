import { expectAccessible } from "../support/axe";
import { type Language, useLanguage } from "../support/language";
import { latestInvitationPath } from "../support/outbox";
import { E2E_OPERATOR, joinedStaff, operatorAccess, signInThroughPage } from "../support/partner";
import { DESKTOP_ONLY, onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

/**
 * Removing someone from a company's team ends their access at once, so the portal asks first, in
 * its own dialog and the page's language (the browser's confirm box spoke the browser's), and a
 * name in the other script keeps its place in the question.
 */
const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    member: "Rania Staff",
    removeButton: "Remove Rania Staff",
    question: "Remove \u2068Rania Staff\u2069 from the team?",
    keep: "Cancel",
    remove: "Remove",
    removed: "\u2068Rania Staff\u2069 was removed from the team and signed out.",
    team: "Staff",
    face: /^"?Inter"?,/,
    inviteEmail: "Their email",
    send: "Send the invitation",
    withdrawButton: (email: string) => `Withdraw the invitation to ${email}`,
    withdrawQuestion: (email: string) => `Withdraw the invitation to \u2068${email}\u2069?`,
    withdraw: "Withdraw",
    sent: (email: string) => `Invitation sent to \u2068${email}\u2069.`,
    withdrawn: (email: string) => `The invitation to \u2068${email}\u2069 was withdrawn.`,
    pending: "Pending invitations",
    linkInvalid:
      "This invitation link is not valid: it was used, withdrawn or has expired. Ask for a new one.",
    notPending: "This invitation is no longer pending: it was accepted, withdrawn or has expired.",
    companyMissing: "Company not found",
    allCompanies: "All companies",
    companies: "Companies",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    member: "Rania Staff",
    removeButton: "إزالة Rania Staff",
    question: "إزالة \u2068Rania Staff\u2069 من الفريق؟",
    keep: "إلغاء",
    remove: "إزالة",
    removed: "أُزيل \u2068Rania Staff\u2069 من الفريق وخرج من جلساته.",
    team: "الفريق",
    face: /^"?Cairo"?,/,
    inviteEmail: "بريده الإلكتروني",
    send: "إرسال الدعوة",
    withdrawButton: (email: string) => `سحب الدعوة المرسلة إلى ${email}`,
    withdrawQuestion: (email: string) => `سحب الدعوة المرسلة إلى \u2068${email}\u2069؟`,
    withdraw: "سحب",
    sent: (email: string) => `أُرسلت الدعوة إلى \u2068${email}\u2069.`,
    withdrawn: (email: string) => `سُحبت الدعوة المرسلة إلى \u2068${email}\u2069.`,
    pending: "دعوات لم تُقبل بعد",
    linkInvalid: "رابط الدعوة غير صالح: استُخدم أو سُحب أو انتهت صلاحيته. اطلب دعوة جديدة.",
    notPending: "هذه الدعوة لم تعد معلّقة: قُبلت أو سُحبت أو انتهت صلاحيتها",
    companyMissing: "الشركة غير موجودة",
    allCompanies: "كل الشركات",
    companies: "الشركات",
  },
} satisfies Record<Language, unknown>;

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(
    `an operator removes a sales person from a company's team after a question in the page's language (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      const companies = (await (await request.get("/api/v1/companies/?page_size=1")).json()).results;
      const companyId = (companies as { id: number }[])[0]?.id ?? 0;
      const member = await joinedStaff(request, companyId, language, t.member);
      await useLanguage(context, baseURL ?? "", language);
      await page.goto(`${language === "en" ? "/en" : ""}/partner/companies/${companyId}`);
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);

      const removeButton = page.getByRole("row", { name: new RegExp(member.email) }).getByRole("button", {
        name: t.removeButton,
      });
      await removeButton.click();
      const dialog = page.getByRole("dialog", { name: t.question });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: t.keep })).toBeFocused();

      // Escape keeps them, and gives focus back to the button that asked.
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(removeButton).toBeFocused();

      await removeButton.click();
      await dialog.getByRole("button", { name: t.remove, exact: true }).click();
      const told = page.getByText(t.removed);
      await expect(told).toBeVisible();
      // In the page's face, not react-toastify's own `sans-serif`.
      expect(await told.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(t.face);
      // Its countdown is drawn, not announced in English ("notification timer"), and still closes it.
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(told).toBeHidden({ timeout: 10_000 });
      await expect(page.getByRole("row", { name: new RegExp(member.email) })).toHaveCount(0);
      // Their button is gone with their row: focus is on the team's heading, not lost to the page.
      await expect(page.getByRole("heading", { level: 2, name: t.team, exact: true })).toBeFocused();

      const signedIn = await request.post("/api/v1/token/", {
        data: { email: member.email, password: member.password },
      });
      const { access } = (await signedIn.json()) as { access: string };
      const portal = await request.get("/api/v1/partner/me/", {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(portal.status()).toBe(403);
    },
  );
}

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(
    `an operator withdraws an invitation sent by mistake, and its link stops working (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      const companies = (await (await request.get("/api/v1/companies/?page_size=1")).json()).results;
      const companyId = (companies as { id: number }[])[0]?.id ?? 0;
      // As long as real addresses get: on a phone it must not cover the row's Withdraw button.
      const email = `mohamed.abdelrahman.${language}.${process.pid}.${Date.now()}@example.com`;
      await useLanguage(context, baseURL ?? "", language);
      await page.goto(`${language === "en" ? "/en" : ""}/partner/companies/${companyId}`);
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);

      await page.getByLabel(t.inviteEmail).fill(email);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByText(t.sent(email))).toBeVisible();
      const withdrawButton = page.getByRole("button", { name: t.withdrawButton(email) });
      await expect(withdrawButton).toBeVisible();
      await expect.poll(() => latestInvitationPath(email)).toBeDefined();
      const link = latestInvitationPath(email) ?? "";

      await expectAccessible(page, `the team with a pending invitation (${language})`);

      await withdrawButton.click();
      const dialog = page.getByRole("dialog", { name: t.withdrawQuestion(email) });
      await expect(dialog.getByRole("button", { name: t.keep })).toBeFocused();
      await expectAccessible(page, `the withdrawal question (${language})`);
      await dialog.getByRole("button", { name: t.withdraw, exact: true }).click();
      await expect(page.getByText(t.withdrawn(email))).toBeVisible();
      await expect(withdrawButton).toHaveCount(0);
      await expect(page.getByText(t.sent(email))).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 3, name: t.pending, exact: true })).toBeFocused();

      await page.goto(link);
      await expect(page.getByText(t.linkInvalid)).toBeVisible();
    },
  );
}

test(
  "a withdrawal that someone else made first says so and the team list catches up",
  DESKTOP_ONLY,
  async ({ page, context, baseURL, request }) => {
    const t = texts.en;
    const companies = (await (await request.get("/api/v1/companies/?page_size=1")).json()).results;
    const companyId = (companies as { id: number }[])[0]?.id ?? 0;
    const email = `withdrawn.elsewhere.${process.pid}.${Date.now()}@example.com`;
    const authorization = `Bearer ${await operatorAccess(request)}`;
    const invited = await request.post(`/api/v1/partner/companies/${companyId}/invitations/`, {
      headers: { authorization },
      data: { email, role: "sales" },
    });
    const { id } = (await invited.json()) as { id: number };
    await useLanguage(context, baseURL ?? "", "en");
    await page.goto(`/en/partner/companies/${companyId}`);
    await signInThroughPage(page, E2E_OPERATOR, t.signIn);

    const withdrawButton = page.getByRole("button", { name: t.withdrawButton(email) });
    await withdrawButton.click();
    const dialog = page.getByRole("dialog", { name: t.withdrawQuestion(email) });
    await expect(dialog).toBeVisible();
    // A colleague withdraws it at another desk while the question is open.
    const elsewhere = await request.delete(`/api/v1/partner/staff/invitations/${id}/`, {
      headers: { authorization },
    });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByRole("button", { name: t.withdraw, exact: true }).click();

    await expect(page.getByText(t.notPending)).toBeVisible();
    await expect(withdrawButton).toHaveCount(0);
  },
);

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(
    `a company address that leads nowhere says so as its heading and leads back (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      const prefix = language === "en" ? "/en" : "";
      await useLanguage(context, baseURL ?? "", language);
      // "new" is what someone looking for an "add a company" page types.
      await page.goto(`${prefix}/partner/companies/new`);
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);
      await expect(page.getByRole("heading", { level: 1, name: t.companyMissing })).toBeVisible();
      await page.getByRole("link", { name: t.allCompanies }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/partner/companies$`));
      await expect(page.getByRole("heading", { level: 1, name: t.companies })).toBeVisible();
    },
  );
}
