import { useLanguage } from "../support/language";
import { E2E_OPERATOR } from "../support/partner";
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

const signInLabels = {
  ar: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
  en: { email: "Email", password: "Password", button: "Sign In" },
} as const;

for (const language of ["ar", "en"] as const) {
  test(`a sign-in sent before the page is interactive keeps the password out of the address and signs in, in ${language}`, async ({
    browser,
    baseURL,
  }) => {
    // A page of its own, not the fixture's: that one waits for hydration, which this holds back.
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      let releaseScripts = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        releaseScripts = resolve;
      });
      await page.route("**/assets/entry.client-*.js", async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(language === "en" ? "/en/signin" : "/signin");
      const labels = signInLabels[language];
      await page.getByLabel(labels.email).fill(E2E_OPERATOR.email);
      await page.getByLabel(labels.password, { exact: true }).fill(E2E_OPERATOR.password);
      await page.getByRole("button", { name: labels.button, exact: true }).click();
      await page.waitForTimeout(300);
      expect(page.url()).not.toContain("password");
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
      releaseScripts();
      await expect(page).not.toHaveURL(/signin/);
      expect(page.url()).not.toContain("password");
    } finally {
      await context.close();
    }
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
