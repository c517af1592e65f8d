import { firstOf } from "../support/catalogue";
import { useLanguage } from "../support/language";
import { PHONE_ONLY } from "../support/projects";
import { expect, test } from "../support/test";

const ARABIC_DIGIT = /[٠-٩]/;
const WESTERN_DIGIT = /[0-9]/;

test.describe("home page", () => {
  test.describe("for a visitor who has not asked for less motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("the hero carousel advances by itself, stops on request and its dots pick a slide", async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL ?? "", "en");
      await page.goto("/");
      const carousel = page.getByRole("region", { name: "Featured projects" });
      const dot = (n: number) => carousel.getByRole("button", { name: `Slide ${n}` });
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await expect(dot(2)).toHaveAttribute("aria-current", "true", { timeout: 8000 });
      // The moving track is a layer of its own, so a slide is painted once, not on every frame.
      const track = carousel.getByRole("group", { name: "Slide 1", includeHidden: true }).locator("..");
      await expect(track).toHaveCSS("will-change", "transform");
      await expect(track).toHaveAttribute("aria-live", "off");
      // The stop button comes first in the carousel's tab order, before the slides' own links.
      await expect(carousel.locator("a, button").first()).toHaveAccessibleName("Stop the slide show");
      await carousel.getByRole("button", { name: "Stop the slide show" }).click();
      await expect(carousel.getByRole("button", { name: "Play the slide show" })).toBeFocused();
      await expect(track).toHaveAttribute("aria-live", "polite");
      await dot(4).click();
      await expect(dot(4)).toHaveAttribute("aria-current", "true");
      await expect(carousel.getByRole("heading", { name: "Book online in minutes" })).toBeVisible();
    });
  });

  test(
    "the hero carousel stays on its slide for a visitor who asked for less motion, until asked to play",
    PHONE_ONLY,
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", "ar");
      await page.goto("/");
      const carousel = page.getByRole("region", { name: "مشروعات مميزة" });
      const dot = (n: number) =>
        carousel.getByRole("button", { name: `الشريحة ${n.toLocaleString("ar-EG")}` });
      const play = carousel.getByRole("button", { name: "تشغيل العرض التلقائي" });
      await expect(play).toBeVisible();
      // Longer than a slide's 5 s: the carousel has had time to move, and has not.
      await page.waitForTimeout(6000);
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await play.click();
      await expect(carousel.getByRole("button", { name: "إيقاف العرض التلقائي" })).toBeVisible();
      await expect(dot(2)).toHaveAttribute("aria-current", "true", { timeout: 8000 });
    },
  );

  test("Show More adds the next malls", async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL ?? "", "ar");
    await page.goto("/");
    const malls = page.getByRole("region", { name: "المولات المتاحة" }).getByRole("listitem");
    const before = await malls.count();
    await page.getByRole("button", { name: "عرض المزيد" }).click();
    await expect.poll(() => malls.count()).toBeGreaterThan(before);
  });

  test("a category tile opens its search page", async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL ?? "", "ar");
    await page.goto("/");
    await page.getByRole("link", { name: /^مكاتب إدارية/ }).click();
    await expect(page).toHaveURL(/\/investment\/search\/offices$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "مكاتب إدارية للاستثمار في العاصمة الجديدة" }),
    ).toBeVisible();
  });

  test("the contact form refuses a 26-character name and accepts a valid message", async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL ?? "", "en");
    await page.goto("/");
    const form = page.getByRole("region", { name: "Contact us" });
    const name = form.getByLabel("Full name");
    await name.pressSequentially("x".repeat(26));
    await expect(name).toHaveValue("x".repeat(25));
    await expect(form.getByText("0 characters left", { exact: true })).toBeVisible();

    await name.fill("Salma Hassan");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Message").fill("Please call me about studios in R7.");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("Please call me about studios in R7.");

    await form.getByLabel("Email").fill("buyer@example.com");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/Your message has reached us/)).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("");
  });

  test("switching language mirrors the layout and changes the digits, without a reload", async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL ?? "", "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const tile = page.getByRole("link", { name: /Coffee Shops/ });
    await expect(tile).toContainText(WESTERN_DIGIT);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    // The language button is a link to this page in the other language (decision 22).
    await page.getByRole("link", { name: "العربية", exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const arabicTile = page.getByRole("link", { name: /كافيهات/ });
    await expect(arabicTile).toContainText(ARABIC_DIGIT);
    await expect(arabicTile).not.toContainText(WESTERN_DIGIT);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("english"))).toBe("false");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test.describe("detail pages", () => {
  test.use({ chatDismissed: false });

  test("a mall shows its sections, and its chat opens with the mall's name", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await useLanguage(context, baseURL ?? "", "ar");
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const mall = await firstOf(request, "malls");
    await page.goto(`/mall/info/${mall.id}`);
    await expect(page.getByRole("heading", { level: 1, name: mall.nameArabic })).toBeVisible();
    for (const section of ["أسعار الوحدات", "نبذة وتاريخ", "أشهر العلامات التجارية", "الموقع"]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    const priceLink = page.getByRole("link", { name: /الأسعار تبدأ من/ }).first();
    await expect(priceLink).toHaveAttribute(
      "href",
      new RegExp(`^/mall/(commercial|medical|administrative|hotel)/${mall.id}$`),
    );
    await expect(page.locator("iframe[loading=lazy]")).toHaveCount(1);

    const chat = page.getByRole("dialog", { name: "العاصمة الجديدة" });
    // Wide screens open the chat by itself; a phone waits for a tap (DECISIONS.md), and
    // phone-screens.spec.ts shows it stays closed until then.
    if (test.info().project.name === "phone")
      await page.getByRole("button", { name: "تحدث معنا على واتساب" }).tap();
    await expect(chat).toBeVisible({ timeout: 8000 });
    // Opening, the chat moves nothing on the page.
    const shifted = await page.evaluate(
      () => (window as unknown as { shifts: { total: number } }).shifts.total,
    );
    expect(shifted).toBeLessThan(0.01);
    const start = chat.getByRole("link", { name: "ابدأ المحادثة" });
    await expect(start).toBeVisible({ timeout: 5000 });
    const href = decodeURIComponent((await start.getAttribute("href")) ?? "");
    expect(href).toContain("https://wa.me/");
    expect(href).toContain(`مرحبًا، أود معرفة المزيد عن ${mall.nameArabic}.`);
    const button = page.getByRole("button", { name: "إغلاق المحادثة" }).last();
    const box = await button.boundingBox();
    expect(box?.x ?? 999).toBeLessThan(200);
  });

  test("a compound, a company and a location show their sections in English", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await useLanguage(context, baseURL ?? "", "en");
    const compound = await firstOf(request, "compounds");
    await page.goto(`/compound/info/${compound.id}`);
    await expect(page).toHaveURL(new RegExp(`/en/compound/info/${compound.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: compound.name })).toBeVisible();
    await expect(page.getByRole("link", { name: /Prices start from .* To .* EGP/ }).first()).toHaveAttribute(
      "href",
      new RegExp(`^/en/compound/(apartments|duplex|detached|twin|studio|hotel)/${compound.id}$`),
    );

    const company = await firstOf(request, "companies");
    await page.goto(`/company/profile/${company.id}`);
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    await expect(page.getByRole("img", { name: /Rated .* out of 5/ })).toBeVisible();
    for (const section of ["About", "Projects", "Feedback"]) {
      await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }

    const location = await firstOf(request, "locations");
    await page.goto(`/location/info/${location.id}`);
    await expect(page.getByRole("heading", { level: 1, name: location.name })).toBeVisible();
    for (const section of ["About the location", "Future vision", "Main features", "Compounds in the site"]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
  });

  for (const [language, message, goBack] of [
    ["en", "Mall not found", "Go back"],
    ["ar", "المول غير موجود", "رجوع"],
  ] as const) {
    test(`a missing mall shows the error page in ${language} with status 404`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL ?? "", language);
      const response = await page.goto("/mall/info/987654");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: message })).toBeVisible();
      await expect(page.getByRole("button", { name: goBack })).toBeVisible();
    });
  }

  test("a shared link carries the project's name and picture", async ({ request }) => {
    const mall = await firstOf(request, "malls");
    // An English link is shared as its /en URL (decision 22).
    const html = await (await request.get(`/en/mall/info/${mall.id}`)).text();
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain(`<meta property="og:title" content="${mall.name}"/>`);
    expect(html).toMatch(/<meta property="og:description" content="Prices start from [^"]+EGP/);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    const picture = await request.get(new URL(image).pathname);
    expect(picture.headers()["content-type"]).toBe("image/png");
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]+/en/mall/info/${mall.id}"/>`));
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="ar" href="http[^"]+:\\d+/mall/info/${mall.id}"/>`),
    );
  });
});
