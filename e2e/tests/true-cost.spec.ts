import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

const texts = {
  en: {
    section: "True cost in today's money",
    rate: "Yearly rate money loses value at (%)",
    source: /^Default 12\.5%: CAPMAS, annual urban headline inflation, October 2025\.$/,
    cheapest: "Cheapest in today's money",
    cash: "Cash",
    why: "Why can a longer plan cost less?",
    planWins: /yet all its payments are worth .+ today: .+ less than Cash/,
    cashWins: /paying cash \(.+\) still costs the least today/,
    invalid: /^Enter a rate from 0 to 100/,
    fees: /has not stated a maintenance deposit, club or parking fee/,
  },
  ar: {
    section: "التكلفة الحقيقية بقيمة اليوم",
    rate: "المعدل السنوي لتراجع قيمة النقود (٪)",
    source:
      /^القيمة الافتراضية ١٢٫٥٪\u061c?: الجهاز المركزي للتعبئة العامة والإحصاء، التضخم السنوي العام في الحضر، أكتوبر ٢٠٢٥\.$/,
    cheapest: "الأرخص بقيمة اليوم",
    cash: "كاش",
    why: "لماذا قد تكلّف الخطة الأطول أقل؟",
    planWins: /لكن كل دفعاتها تساوي اليوم .+: أي أقل بـ .+ من كاش/,
    cashWins: /الدفع كاش \(.+\) يبقى الأرخص اليوم/,
    invalid: /^أدخل معدلًا من ٠ إلى ١٠٠/,
    fees: /لم يذكر المطوّر وديعة صيانة/,
  },
} as const;

for (const language of ["ar", "en"] as Language[]) {
  test(
    `compare a unit's plans and cash in today's money, changing the rate, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      // Unit 1 of the demo catalogue has three plans (5% over 9 years, 15% over 7, 25% over 4).
      const answer = await page.request.get("/api/v1/compare/?units=1,2");
      const unit = (await answer.json()).units[0];
      await page.goto(unit.page);

      const section = page.locator("section", { has: page.getByRole("heading", { name: l.section }) });
      await expect(section.getByText(l.source)).toBeVisible();
      await expect(section.getByText(l.fees)).toBeVisible();
      const rows = section.getByRole("table").getByRole("row");
      await expect(rows).toHaveCount(1 + 1 + unit.plans.length);

      // At the default rate (12.5%) spreading the price over nine years wins.
      const cheapestRow = section.getByRole("row", { name: new RegExp(l.cheapest) });
      await expect(cheapestRow).toHaveCount(1);
      await expect(cheapestRow).not.toContainText(l.cash);
      await expect(section.getByRole("heading", { name: l.why })).toBeVisible();
      await expect(section.getByText(l.planWins)).toBeVisible();

      // At 0% money keeps its value: today's money is the total and paying cash is cheapest.
      // The rate is written in the page's digits, and the buyer types it in either.
      const rate = section.getByLabel(l.rate);
      await expect(rate).toHaveValue(language === "ar" ? "١٢٫٥" : "12.5");
      await rate.fill(language === "ar" ? "٠" : "0");
      await expect(section.getByRole("row", { name: new RegExp(l.cheapest) })).toContainText(l.cash);
      await expect(section.getByText(l.cashWins)).toBeVisible();
      for (const row of await rows.all()) {
        const cells = row.getByRole("cell");
        if ((await cells.count()) === 0) continue;
        const total = (await cells.nth(0).innerText()).split("\n")[0];
        await expect(cells.nth(1)).toHaveText(total ?? "");
      }

      await rate.fill("7.5");
      await expect(rate).toHaveValue(language === "ar" ? "٧٫٥" : "7.5");
      await expect(rate).toHaveAttribute("aria-invalid", "false");

      await rate.fill("-5");
      await expect(section.getByText(l.invalid)).toBeVisible();
      await expect(rate).toHaveAttribute("aria-invalid", "true");
    },
  );
}
