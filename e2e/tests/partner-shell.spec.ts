import { type Language, useLanguage } from "../support/language";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { onThePhoneInArabic } from "../support/projects";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    overview: "Overview",
    navigation: "Partner portal navigation",
    welcome: `Welcome, ${E2E_OPERATOR.name}`,
    noAccess: "No access to the partner portal",
    switchAccount: "Sign in with another account",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    overview: "نظرة عامة",
    navigation: "تنقّل بوابة الشركاء",
    welcome: `أهلًا، ${E2E_OPERATOR.name}`,
    noAccess: "لا تملك صلاحية دخول بوابة الشركاء",
    switchAccount: "تسجيل الدخول بحساب آخر",
  },
} satisfies Record<Language, unknown>;

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  // The portal's pages are in the visitor's language: English under /en (decision 22); `next` names
  // the page without its language, so the return stays in the language of the sign-in page.
  const at = (path: string) => new RegExp(`:\\d+${language === "en" ? "/en" : ""}${path}$`);
  const signInToPartner = at("/signin\\?next=%2Fpartner");
  test.describe(`partner portal shell (${language})`, onThePhoneInArabic(language), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
    });

    test("a signed-out operator is sent to sign in and comes back to /partner", async ({ page }) => {
      await page.goto("/partner");
      await expect(page).toHaveURL(signInToPartner);
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);
      await expect(page).toHaveURL(at("/partner"));
      await expect(page.getByRole("heading", { level: 1, name: t.overview })).toBeVisible();
      await expect(page.getByText(t.welcome)).toBeVisible();
      const nav = page.getByRole("navigation", { name: t.navigation });
      await expect(nav.getByRole("link", { name: t.overview })).toHaveAttribute("aria-current", "page");
    });

    test("a sign-in link with ?next= opened directly comes back to that page", async ({ page }) => {
      await page.goto("/signin?next=%2Fpartner%2Faudit");
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);
      await expect(page).toHaveURL(at("/partner/audit"));
    });

    test("a buyer sees that the portal is not for them", async ({ page }) => {
      await signedInBuyer(page, t.signIn);
      await page.goto("/partner");
      await expect(page.getByRole("heading", { level: 1, name: t.noAccess })).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.navigation })).toHaveCount(0);
      await page.getByRole("button", { name: t.switchAccount }).click();
      await expect(page).toHaveURL(signInToPartner);
    });
  });
}
