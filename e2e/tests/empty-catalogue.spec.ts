import { type RunningApp, startBuiltApp } from "../support/app-process";
import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

/** What a buyer reads on the first day of a deployment, before anything is in the catalogue. */
const ENGLISH = {
  malls: "Available malls",
  noMalls: "No Malls found",
  noProjects: "No projects found",
  noReviews: "No reviews found",
  apartments: "Apartments",
  zeroUnits: "0 units",
  shopsTitle: "Shops for investment in the New Capital",
  noUnits: "No units found",
  noCompanies: "No Companies found",
  noMatch:
    "Nothing matches this search. Try a property kind (apartments, shops), a number of rooms or a project's name.",
};

const EMPTY: Record<Language, typeof ENGLISH> = {
  en: ENGLISH,
  ar: {
    malls: "المولات المتاحة",
    noMalls: "لا توجد مولات",
    noProjects: "لا توجد مشروعات",
    noReviews: "لا توجد آراء",
    apartments: "شقق",
    zeroUnits: "لا وحدات",
    shopsTitle: "محلات تجارية للاستثمار في العاصمة الجديدة",
    noUnits: "لا توجد وحدات",
    noCompanies: "لا توجد شركات",
    noMatch: "لا نتائج لهذا البحث. جرّب نوع وحدة (شقق، محلات) أو عدد غرف أو اسم مشروع.",
  },
};

// A production start (SEED_DEMO off): its own app, on its own empty database.
test.describe.configure({ mode: "serial" });

let app: RunningApp;
test.beforeAll(async () => {
  // As long as the global setup's start may take on a busy machine (app-process.ts waits 3 minutes).
  test.setTimeout(180_000);
  app = await startBuiltApp({ SEED_DEMO: "false" }, { quiet: true });
});
test.afterAll(() => app?.stop());

for (const language of ["ar", "en"] as const) {
  test(
    `with no catalogue yet, home, search and text search show their empty states in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context }) => {
      const text = EMPTY[language];
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await useLanguage(context, app.baseUrl, language);

      await page.goto(`${app.baseUrl}/`);
      await expect(page.getByRole("region", { name: text.malls }).getByText(text.noMalls)).toBeVisible();
      await expect(page.getByText(text.noProjects, { exact: true })).toBeVisible();
      await expect(page.getByText(text.noReviews, { exact: true })).toBeVisible();
      // No store pages configured: no badge that leads nowhere.
      await expect(page.getByRole("link", { name: /App Store|Google Play/ })).toHaveCount(0);
      await expect(page.getByRole("link", { name: `${text.apartments} ${text.zeroUnits}` })).toBeVisible();

      await page.goto(`${app.baseUrl}/investment/search/shops`);
      await expect(page.getByRole("heading", { level: 1, name: text.shopsTitle })).toBeVisible();
      await expect(page.getByText(text.noUnits, { exact: true })).toBeVisible();
      await expect(page.getByText(text.noCompanies, { exact: true })).toBeVisible();

      await page.goto(`${app.baseUrl}/search?q=mall`);
      await expect(page.getByText(text.noMatch, { exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
}
