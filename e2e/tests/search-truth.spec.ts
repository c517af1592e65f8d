import { useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

/** Issue 19 points 1-3: filters that tell the truth, money as buyers count it, Arabic text search. */

const texts = {
  en: {
    found: /([\d,]+) units found/,
    filters: "Filters",
    rooms: "Rooms",
    monthly: "Most monthly instalment (EGP)",
    apply: "Show results",
    noFilters: "No filters: every unit of this category",
    roomsChip: "Rooms: 3",
    monthlyChip: /Most monthly instalment \(EGP\): 60,000/,
    sort: "Sort by",
    units: "Units for sale",
    apartments: /Apartments/,
    from: /from/,
    monthlyFigure: "Monthly",
  },
  ar: {
    // Any plural form: other journeys hold and add units meanwhile, so the count is not fixed.
    found: /([٠-٩٬]+) (?:وحدة|وحدات|وحدتان) متاحة/,
    filters: "التصفية",
    rooms: "عدد الغرف",
    monthly: "أقصى قسط شهري (جنيه)",
    apply: "عرض النتائج",
    noFilters: "بلا تصفية: كل وحدات هذه الفئة",
    roomsChip: "عدد الغرف: ٣",
    monthlyChip: /أقصى قسط شهري \(جنيه\): ٦٠٬٠٠٠/,
    sort: "الترتيب حسب",
    units: "وحدات للبيع",
    apartments: /شقق/,
    from: /من/,
    monthlyFigure: "القسط الشهري",
  },
} as const;

const toNumber = (text: string) =>
  Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ""));

const apiCount = async (request: import("@playwright/test").APIRequestContext, query: string) =>
  (await (await request.get(`/api/v1/search-residential-unit/?category=apartment&${query}`)).json())
    .count as number;

for (const language of ["en", "ar"] as const) {
  test(
    `a search with no filters shows every apartment, and each filter set is exactly the query, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      // Other journeys hold and add apartments while this one runs: the page's count is the API's
      // just before or just after the page was made.
      const before = await apiCount(request, "");
      await page.goto("/residential/search/apartments");
      const count = page.getByText(l.found);
      const shown = toNumber((await count.textContent()) ?? "");
      expect([before, await apiCount(request, "")]).toContain(shown);
      await expect(page.getByText(l.noFilters)).toBeVisible();

      const toggle = page.getByRole("button", { name: l.filters, exact: true });
      // Folded on a phone only; on a desktop the toggle is a heading and the fields are shown.
      if (!(await page.getByLabel(l.rooms).isVisible())) await toggle.click();
      await page.getByLabel(l.rooms).fill("3");
      await page.getByRole("button", { name: l.apply }).click();
      // Only what the buyer set reaches the URL: no price, area, deposit or finishing behind their back.
      await expect(page).toHaveURL(/\?roomsNumber=3$/);
      await expect(page.getByRole("button", { name: new RegExp(l.roomsChip) })).toBeVisible();
      await expect
        .poll(async () => toNumber((await count.textContent()) ?? ""))
        .toBe(await apiCount(request, "roomsNumber=3"));

      // Removing the chip is the search without it.
      await page.getByRole("button", { name: new RegExp(l.roomsChip) }).click();
      await expect(page).toHaveURL(/\/residential\/search\/apartments$/);
      await expect(page.getByText(l.noFilters)).toBeVisible();
      await expect
        .poll(async () => toNumber((await count.textContent()) ?? ""))
        .toBe(await apiCount(request, ""));
    },
  );

  test(
    `the most monthly instalment filters, and the cards show the money buyers count, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      await page.goto("/residential/search/apartments?sort=monthly_instalment");
      const toggle = page.getByRole("button", { name: l.filters, exact: true });
      if (!(await page.getByLabel(l.monthly).isVisible())) await toggle.click();
      await page.getByLabel(l.monthly).fill("60000");
      await page.getByRole("button", { name: l.apply }).click();
      await expect(page).toHaveURL(/monthlyInstalment_lte=60000/);
      await expect(page).toHaveURL(/sort=monthly_instalment/);
      await expect(page.getByRole("button", { name: l.monthlyChip })).toBeVisible();
      const expected = await apiCount(request, "monthlyInstalment_lte=60000&sort=monthly_instalment");
      expect(expected).toBeGreaterThan(0);
      await expect
        .poll(async () => toNumber((await page.getByText(l.found).textContent()) ?? ""))
        .toBe(expected);
      await expect(page.getByLabel(l.sort)).toHaveValue("monthly_instalment");
      // The first card is the smallest monthly instalment, and says so.
      const first = page.getByRole("article").first();
      await expect(first.getByText(l.monthlyFigure, { exact: true })).toBeVisible();
      const api = await (
        await request.get(
          "/api/v1/search-residential-unit/?category=apartment&monthlyInstalment_lte=60000&sort=monthly_instalment&page_size=1",
        )
      ).json();
      const smallest = Math.min(
        ...api.results[0].plans.map((p: { monthInstallment: number }) => p.monthInstallment),
      );
      expect(smallest).toBeLessThanOrEqual(60_000);
      const figure = new Intl.NumberFormat(language === "ar" ? "ar-EG" : "en-EG").format(smallest);
      await expect(first).toContainText(figure);
    },
  );

  for (const q of ["شقق", "شقة", "٣ غرف", "apartments"]) {
    test(
      `"${q}" finds apartments, grouped and ranked, in ${language}`,
      onThePhoneInArabic(language),
      async ({ page, context, baseURL }) => {
        await useLanguage(context, baseURL ?? "", language);
        const l = texts[language];
        await page.goto(`/search?q=${encodeURIComponent(q)}`);
        const units = page.getByRole("region", { name: l.units });
        await expect(units).toBeVisible();
        const lines = units.getByRole("link");
        expect(await lines.count()).toBeGreaterThan(1);
        await expect(lines.first()).toContainText(l.apartments);
        await expect(lines.first()).toContainText(l.from);
        await expect(lines.first().locator("img")).toHaveCount(1);
        // No two lines alike.
        const all = await lines.allTextContents();
        expect(new Set(all).size).toBe(all.length);
      },
    );
  }
}
