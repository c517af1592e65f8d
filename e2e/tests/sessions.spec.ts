import type { Page } from "@playwright/test";
import { useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    accountMenu: "Account menu: Nour Hany",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    accountMenu: "قائمة الحساب: Nour Hany",
  },
} as const;

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

for (const language of ["ar", "en"] as const) {
  test(
    `two tabs of one session refresh its token at once and both stay signed in, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, browser, baseURL }) => {
      // Two browser contexts and six hydrated page loads: about 20 s beside another worker, 30 s once on CI.
      test.setTimeout(90_000);
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      await signedInBuyer(page, l.signIn);
      await expect(page.getByRole("button", { name: l.accountMenu })).toBeVisible();

      // A second tab: the same stored session (refresh token, language flag and cookies).
      const otherContext = await browser.newContext({ storageState: await context.storageState(), baseURL });
      const other = await otherContext.newPage();
      const signedIn = (tab: Page) => expect(tab.getByRole("button", { name: l.accountMenu })).toBeVisible();

      // Both open at once, each refreshing the same token: the slower must not look like a thief.
      await Promise.all([page.reload(), other.goto("/").then(() => hydrated(other))]);
      await signedIn(page);
      await signedIn(other);

      // And both go on: each refreshes again with the token it was given.
      await page.reload();
      await signedIn(page);
      await other.reload();
      await hydrated(other);
      await signedIn(other);
      await otherContext.close();
    },
  );
}
