import { firstOf } from "../support/catalogue";
import { useLanguage } from "../support/language";
import { expect, test } from "../support/test";

/** Decision 22: the language is in the URL (/en/… English, Arabic at the root); the cookie is only the default. */

test("a shared English link opens in English for a visitor who chose Arabic, and stays English", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "ar");
  const mall = await firstOf(request, "malls");
  await page.goto(`/en/mall/info/${mall.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: mall.name })).toBeVisible();
  // Its links stay in English.
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The visitor's own choice is untouched: a URL without a language is still Arabic for them.
  await page.goto(`/mall/info/${mall.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: mall.nameArabic })).toBeVisible();
});

test("on an English link, the top-bar search answers in English and keeps the text, whatever the visitor chose", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL ?? "", "ar");
  await page.goto("/en");
  const box = page.getByRole("searchbox", { name: "Search projects, developers, locations and units" });
  await box.locator("visible=true").fill("mall");
  await box.locator("visible=true").press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=mall$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “mall”" })).toBeVisible();
  await expect(box.locator("visible=true")).toHaveValue("mall");
});

test("each page names its canonical URL and its twin in the other language", async ({ page, request }) => {
  const compound = await firstOf(request, "compounds");
  for (const [path, language] of [
    [`/compound/info/${compound.id}`, "ar"],
    [`/en/compound/info/${compound.id}`, "en"],
  ] as const) {
    await page.goto(path);
    // Built on PUBLIC_BASE_URL (here the default, localhost on the app's port).
    const origin = `http://localhost:${new URL(page.url()).port}`;
    const arabic = `${origin}/compound/info/${compound.id}`;
    const english = `${origin}/en/compound/info/${compound.id}`;
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      language === "ar" ? arabic : english,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", arabic);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", english);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", arabic);
  }
});

test("a comparison names its canonical URL once, after the page comes alive too", async ({
  page,
  request,
}) => {
  const found = await request.get("/api/v1/search-residential-unit/?status=free&page_size=2");
  const ids = ((await found.json()) as { results: { id: number }[] }).results.map((unit) => unit.id);
  // The server reads the commas percent-encoded, the browser as typed: one page all the same.
  await page.goto(`/compare?units=${ids.join(",")}`);
  const origin = `http://localhost:${new URL(page.url()).port}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/compare?units=${ids.join(",")}`,
  );
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(3);
});

test("a URL without a language follows the visitor's choice; old ?lang= links find their language", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const company = await firstOf(request, "companies");
  // A first visit, no choice yet: Arabic at the root.
  await page.goto(`/company/profile/${company.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page).toHaveURL(new RegExp(`/company/profile/${company.id}$`));

  await page.goto(`/company/profile/${company.id}?lang=en`);
  await expect(page).toHaveURL(new RegExp(`/en/company/profile/${company.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await useLanguage(context, baseURL ?? "", "en");
  await page.goto(`/company/profile/${company.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/company/profile/${company.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

for (const [from, to] of [
  ["ar", "en"],
  ["en", "ar"],
] as const) {
  test(`switching from ${from} to ${to} moves to the page's ${to} URL and keeps the malls Show More loaded`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL ?? "", from);
    await page.goto(from === "en" ? "/en" : "/");
    const malls = page.locator("#malls li");
    const shown = await malls.count();
    await page.getByRole("button", { name: from === "en" ? "Show More" : "عرض المزيد" }).click();
    await expect.poll(() => malls.count()).toBeGreaterThan(shown);
    const loaded = await malls.count();
    await page.getByRole("link", { name: to === "en" ? "English" : "العربية", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", to);
    await expect(page).toHaveURL(to === "en" ? /\/en$/ : /:\d+\/$/);
    await expect(
      page.getByRole("heading", { name: to === "en" ? "Available malls" : "المولات المتاحة" }),
    ).toBeVisible();
    expect(await malls.count()).toBe(loaded);
    // The choice is remembered: the root opens in the new language.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", to);
  });
}
