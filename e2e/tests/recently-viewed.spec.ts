import { firstOf } from "../support/catalogue";
import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    title: "Recently viewed",
    units: "Units",
    projects: "Projects",
    empty: "Units and projects you open will appear here.",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    title: "شاهدتها مؤخرًا",
    units: "الوحدات",
    projects: "المشروعات",
    empty: "ستظهر هنا الوحدات والمشروعات التي تفتحها.",
  },
} as const;

for (const language of ["ar", "en"] as Language[]) {
  test(
    `recently viewed follows a visitor from the browser to their account at sign-in, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      const name = (thing: { name: string; nameArabic: string }) =>
        language === "ar" ? thing.nameArabic : thing.name;
      // A link's name starts with what it is (a unit's then names its project too).
      const startsWith = (thing: { name: string; nameArabic: string }) =>
        new RegExp(`^${name(thing).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
      const compound = await firstOf(page.request, "compounds");
      const [first, second] = (await (await page.request.get("/api/v1/compare/?units=3,4")).json()).units;

      // Signed out: the home page has no such section until something is opened.
      await page.goto("/");
      await expect(page.getByRole("heading", { name: l.title })).toHaveCount(0);
      await page.goto(`/compound/info/${compound.id}`);
      await page.goto(first.page);
      await page.goto("/");
      const section = page.locator("section", { has: page.getByRole("heading", { name: l.title }) });
      await expect(section.getByRole("link", { name: startsWith(first) })).toBeVisible();
      await expect(section.getByRole("link", { name: startsWith(compound) })).toBeVisible();

      // Signing in hands the browser's list to the account.
      const merged = page.waitForResponse(
        (r) => r.url().endsWith("/api/v1/recently-viewed/") && r.request().method() === "POST",
      );
      await signedInBuyer(page, l.signIn);
      await merged;
      // The answer that records this unit: sign-in may post the browser's list a second time.
      const recorded = page.waitForResponse(
        (r) =>
          r.url().endsWith("/api/v1/recently-viewed/") &&
          r.request().method() === "POST" &&
          (r.request().postDataJSON() as { items: { kind: string; id: number }[] }).items.some(
            (item) => item.kind === "unit" && item.id === second.id,
          ),
      );
      await page.goto(second.page);
      await recorded;
      await page.goto("/me");
      await page.getByRole("tab", { name: l.title }).click();
      const panel = page.getByRole("tabpanel");
      const unitLinks = panel.locator("ul").first().getByRole("link");
      await expect(unitLinks).toHaveCount(2);
      await expect(unitLinks.nth(0)).toContainText(name(second));
      await expect(unitLinks.nth(1)).toContainText(name(first));
      // Project and area are joined by the language's comma, not a "·" that reads as an Arabic zero.
      await expect(unitLinks.nth(0)).not.toContainText("·");
      await expect(panel.getByRole("link", { name: startsWith(compound) })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("capitalRecentlyViewed"))).toBe("[]");

      // On the server now: another browser signed in to the same account would see it; the link opens the unit.
      await unitLinks.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`unit=${first.id}#unit$`));
      await expect(page.locator("#unit")).toBeInViewport();
    },
  );

  test(
    `the profile says when nothing was viewed yet, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      await signedInBuyer(page, l.signIn);
      await page.goto("/me");
      await page.getByRole("tab", { name: l.title }).click();
      await expect(page.getByRole("tabpanel").getByText(l.empty)).toBeVisible();
    },
  );
}
