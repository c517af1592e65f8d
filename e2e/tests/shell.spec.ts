import { useLanguage } from "../support/language";
import { expect, test } from "../support/test";

test("the first HTML is already Arabic and right to left, before any script runs", async ({ request }) => {
  const response = await request.get("/");
  const html = await response.text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
});

test("a visitor who chose English gets English HTML from the server", async ({ request }) => {
  const response = await request.get("/", { headers: { cookie: "english=true" } });
  expect(await response.text()).toMatch(/<html lang="en" dir="ltr">/);
});

for (const path of ["/", "/en/residential/search/apartments"]) {
  test(`${path}: scripts start only after the first content is painted, then the page hydrates`, async ({
    page,
  }) => {
    // page.goto returns once React has hydrated the page (support/test.ts).
    await page.goto(path);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted);
  });
}

const notFound = {
  ar: {
    title: "عذرًا! الصفحة غير موجودة.",
    body: "الصفحة التي تبحث عنها غير موجودة.",
    home: "العودة للرئيسية",
  },
  en: { title: "Opps! Page not found.", body: "The page you're looking for doesn't exist.", home: "Go Home" },
} as const;

for (const language of ["ar", "en"] as const) {
  test(`an unknown path shows the 404 page in ${language} with status 404`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL ?? "", language);
    const response = await page.goto("/this/path/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(
      language === "en" ? /\/en\/this\/path\/does-not-exist$/ : /\/this\/path\/does-not-exist$/,
    );
    const texts = notFound[language];
    await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { name: texts.title })).toBeVisible();
    await expect(page.getByText(texts.body)).toBeVisible();
    const goHome = page.getByRole("link", { name: texts.home });
    // The way home stays in the page's language: English lives under /en (decision 22).
    await expect(goHome).toHaveAttribute("href", language === "en" ? "/en/home" : "/home");
  });
}
