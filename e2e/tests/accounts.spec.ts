import type { Page } from "@playwright/test";
import { type Language, useLanguage } from "../support/language";
import { latestResetLink } from "../support/outbox";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

const texts = {
  en: {
    fullName: "Full name",
    email: "Email",
    password: "Password",
    agree: /I agree to the/,
    signUp: "Sign up",
    signIn: "Sign In",
    signInIcon: "Sign in",
    created: "User created successfully",
    wrong: "No active account found with the given credentials",
    manage: "Manage Account",
    personal: "Personal Details",
    preferences: "Preferences",
    security: "Security",
    edit: (field: string) => `Edit ${field}`,
    name: "Name",
    phone: "Phone",
    phoneShown: "010 1234 5678",
    gender: "Gender",
    currency: "Currency",
    save: "Save",
    female: "Female",
    usd: "US dollar (USD)",
    updated: "User updated successfully",
    signOut: "Sign Out",
    sendEmail: "Send Email",
    resetSent: /a reset link is on its way/,
    newPassword: "New password",
    saveNew: "Save the new password",
    changed: "Your password has been changed. Sign in with the new one.",
    delete: "Delete",
    deleteAccount: "Delete Account",
    confirm: "Are you sure, you want to delete this account ?",
    yesRemove: "Yes, Remove",
    deleted: "User deleted successfully",
    favourite: "Favourite",
  },
  ar: {
    fullName: "الاسم بالكامل",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    agree: /أوافق على/,
    signUp: "إنشاء حساب",
    signIn: "تسجيل الدخول",
    signInIcon: "تسجيل الدخول",
    created: "تم إنشاء الحساب بنجاح",
    wrong: "المستخدم غير موجود",
    manage: "إدارة الحساب",
    personal: "البيانات الشخصية",
    preferences: "التفضيلات",
    security: "الأمان",
    edit: (field: string) => `تعديل ${field}`,
    name: "الاسم",
    phone: "رقم الهاتف",
    phoneShown: "٠١٠ ١٢٣٤ ٥٦٧٨",
    gender: "النوع",
    currency: "العملة",
    save: "حفظ",
    female: "أنثى",
    usd: "الدولار الأمريكي (USD)",
    updated: "تم تحديث البيانات بنجاح",
    signOut: "تسجيل الخروج",
    sendEmail: "إرسال البريد",
    resetSent: /رابط إعادة التعيين/,
    newPassword: "كلمة المرور الجديدة",
    saveNew: "حفظ كلمة المرور الجديدة",
    changed: "تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة",
    delete: "حذف",
    deleteAccount: "حذف الحساب",
    confirm: "هل أنت متأكد أنك تريد حذف هذا الحساب؟",
    yesRemove: "نعم، احذف",
    deleted: "تم حذف الحساب بنجاح",
    favourite: "المفضلة",
  },
} as const;

async function signIn(page: Page, l: (typeof texts)[Language], email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel(l.email).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: l.signIn, exact: true }).click();
}

for (const language of ["ar", "en"] as const) {
  test(
    `an account's whole life, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      const email = `buyer.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
      const password = "Nile-sunset-R7-balcony";

      // Sign up: the button waits for the agreement.
      await page.goto("/signup");
      await page.getByLabel(l.fullName).fill("Mona Adel");
      await page.getByLabel(l.email).fill(email);
      await page.getByLabel(l.password, { exact: true }).fill(password);
      const submit = page.getByRole("button", { name: l.signUp, exact: true });
      await expect(submit).toBeDisabled();
      await page.getByLabel(l.agree).check();
      await submit.click();
      await expect(page.getByText(l.created)).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
      // The new account's address is filled in: the password is what is left to type.
      await expect(page.getByLabel(l.email)).toHaveValue(email);
      await expect(page.getByLabel(l.password, { exact: true })).toBeFocused();

      // A wrong password is refused in the page's language.
      await signIn(page, l, email, "not-my-password");
      await expect(page.getByText(l.wrong)).toBeVisible();

      // Sign in; a reload keeps the session.
      await signIn(page, l, email, password);
      await expect(page).not.toHaveURL(/signin/);
      // The wrong password's message went away with the sign-in that worked.
      await expect(page.getByText(l.wrong)).toHaveCount(0);
      await page.goto("/me");
      await expect(page.getByRole("tab", { name: l.personal })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("tab", { name: l.personal })).toBeVisible();
      await expect(page.getByRole("link", { name: l.favourite })).toBeVisible();

      // Edit name, gender and currency.
      const editName = page.getByRole("button", { name: l.edit(l.name) });
      await editName.click();
      // The field takes the keyboard, and Save gives it back to Edit.
      await expect(page.getByLabel(l.name, { exact: true })).toBeFocused();
      await page.getByLabel(l.name, { exact: true }).fill("Mona A. Adel");
      await page.getByRole("button", { name: l.save }).click();
      await expect(page.getByText(l.updated).first()).toBeVisible();
      await expect(page.locator("output", { hasText: "Mona A. Adel" })).toBeVisible();
      await expect(editName).toBeFocused();

      // A phone typed in Arabic-Indic digits reads back in the page's digits, in its groups.
      await page.getByRole("button", { name: l.edit(l.phone) }).click();
      await page.getByLabel(l.phone, { exact: true }).fill("٠١٠١٢٣٤٥٦٧٨");
      await page.getByRole("button", { name: l.save }).click();
      await expect(page.locator("output", { hasText: l.phoneShown })).toBeVisible();

      await page.getByRole("button", { name: l.edit(l.gender) }).click();
      await page.getByLabel(l.gender).selectOption("female");
      await page.getByRole("button", { name: l.save }).click();
      await expect(page.locator("output", { hasText: l.female })).toBeVisible();

      await page.getByRole("tab", { name: l.preferences }).click();
      await page.getByRole("button", { name: l.edit(l.currency) }).click();
      await page.getByLabel(l.currency).selectOption("usd");
      await page.getByRole("button", { name: l.save }).click();
      await expect(page.locator("output", { hasText: l.usd })).toBeVisible();

      // Ask for a reset link from the Security tab.
      await page.getByRole("tab", { name: l.security }).click();
      await page.getByRole("button", { name: l.sendEmail }).click();
      await expect(page.getByText(l.resetSent)).toBeVisible();

      // Sign out from the account menu.
      await page.getByRole("button", { name: /Mona A\. Adel/ }).click();
      await page.getByRole("menuitem", { name: l.signOut }).click();
      await expect(page.getByRole("link", { name: l.signInIcon })).toBeVisible();

      // Reset the password through the mailed link (it leaves just after the answer).
      await expect.poll(() => latestResetLink(email)).toBeTruthy();
      const link = latestResetLink(email);
      await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
      const newPassword = "Green-River-view-2026";
      await page.getByLabel(l.newPassword).fill(newPassword);
      await page.getByRole("button", { name: l.saveNew }).click();
      await expect(page.getByText(l.changed)).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);

      // The new password works; delete the account.
      await signIn(page, l, email, newPassword);
      await expect(page).not.toHaveURL(/signin/);
      await page.goto("/me");
      await page.getByRole("tab", { name: l.security }).click();
      await page.getByRole("button", { name: l.delete, exact: true }).click();
      await page.getByRole("button", { name: l.deleteAccount, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: l.confirm });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: l.yesRemove }).click();
      await expect(page.getByText(l.deleted)).toBeVisible();

      // The deleted account cannot sign in.
      await signIn(page, l, email, newPassword);
      await expect(page.getByText(l.wrong)).toBeVisible();
    },
  );
}

test("the delete confirmation traps focus and closes on Escape", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL ?? "", "en");
  const email = `escape.${Date.now()}@example.com`;
  const response = await page.request.post("/api/v1/users/create/", {
    multipart: { name: "Omar", email, password: "Nile-sunset-R7-balcony" },
  });
  expect(response.status()).toBe(201);
  await signIn(page, texts.en, email, "Nile-sunset-R7-balcony");
  await expect(page).not.toHaveURL(/signin/);
  await page.goto("/me");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("/me without a session warns and goes home", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL ?? "", "en");
  await page.goto("/me");
  await expect(page.getByText("You must login first")).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});
