import { useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

const texts = {
  en: {
    found: /(\d[\d,]*) units found/,
    filters: "Filters",
    priceMax: "Highest price",
    finishing: "Finishing",
    apply: "Show results",
    details: "View details",
    dialog: "Unit details",
    next: "Next floor",
    previous: "Previous floor",
    floorPlan: /Floor plan of/,
    signInPrompt: "Sign in to continue",
    favourite: /Add to favourites/,
  },
  ar: {
    found: /([٠-٩٬]+) (?:وحدة|وحدات) متاحة/,
    filters: "التصفية",
    priceMax: "أعلى سعر",
    finishing: "التشطيب",
    apply: "عرض النتائج",
    details: "عرض التفاصيل",
    dialog: "تفاصيل الوحدة",
    next: "الدور التالي",
    previous: "الدور السابق",
    floorPlan: /مسقط/,
    signInPrompt: "سجّل الدخول للمتابعة",
    favourite: /أضف إلى المفضلة/,
  },
} as const;

const toNumber = (text: string) =>
  Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ""));

for (const language of ["en", "ar"] as const) {
  test(
    `narrowing a search by price and finishing, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      await page.goto("/residential/search/apartments");
      const count = page.getByText(l.found);
      const before = toNumber((await count.textContent()) ?? "");
      expect(before).toBeGreaterThan(0);

      const filtersToggle = page.getByRole("button", { name: l.filters, exact: true });
      // Folded on a phone only; on a desktop the toggle is a heading and the fields are shown.
      if (!(await page.getByLabel(l.finishing, { exact: true }).isVisible())) await filtersToggle.click();
      await page.getByLabel(l.priceMax).fill("5000000");
      await page.getByLabel(l.finishing, { exact: true }).selectOption("half");
      await page.getByRole("button", { name: l.apply }).click();

      await expect(page).toHaveURL(/price_lte=5000000/);
      await expect(page).toHaveURL(/finishing=half/);
      await expect.poll(async () => toNumber((await count.textContent()) ?? "")).toBeLessThan(before);
      const after = toNumber((await count.textContent()) ?? "");

      await page.reload();
      await expect(page).toHaveURL(/finishing=half/);
      expect(toNumber((await page.getByText(l.found).textContent()) ?? "")).toBe(after);
      await expect(page.getByLabel(l.finishing, { exact: true })).toHaveValue("half");

      // Signed out, favouriting asks to sign in, with a way on (sign-in-return.spec.ts follows it).
      await page.getByRole("button", { name: l.favourite }).first().click();
      await expect(page.getByRole("dialog", { name: l.signInPrompt })).toBeVisible();
    },
  );
}

const typed = {
  en: {
    rooms: "Rooms",
    whole: "Digits only: a whole number, without a point or a sign.",
    atMost20: "At most 20.",
    results: "Units",
    showMore: "Show more",
    secondDot: { phone: "Company 2", desktop: "Companies 5 to 8" },
  },
  ar: {
    rooms: "عدد الغرف",
    whole: "أرقام فقط: عدد صحيح بلا فاصلة أو إشارة.",
    atMost20: "لا يزيد عن ٢٠.",
    results: "الوحدات",
    showMore: "عرض المزيد",
    secondDot: { phone: "الشركة ٢", desktop: "الشركات من ٥ إلى ٨" },
  },
} as const;

for (const language of ["en", "ar"] as const) {
  test(
    `a figure the search cannot take is named on its field and nothing is searched, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, isMobile }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = { ...texts[language], ...typed[language] };
      await page.goto("/residential/search/apartments");
      const rooms = page.getByLabel(l.rooms, { exact: true });
      if (!(await rooms.isVisible()))
        await page.getByRole("button", { name: l.filters, exact: true }).click();
      const priceMax = page.getByLabel(l.priceMax);
      await priceMax.fill("1.5");
      await rooms.fill("99");
      await page.getByRole("button", { name: l.apply }).click();
      // Nothing searched: the first wrong field has the focus and says what is wrong.
      await expect(priceMax).toBeFocused();
      await expect(priceMax).toHaveAttribute("aria-invalid", "true");
      await expect(priceMax).toHaveAccessibleDescription(l.whole);
      await expect(rooms).toHaveAccessibleDescription(l.atMost20);
      expect(new URL(page.url()).search).toBe("");

      await priceMax.fill(language === "ar" ? "٥٠٠٠٠٠٠" : "5000000");
      await priceMax.blur();
      await expect(priceMax).toHaveValue(language === "ar" ? "٥٬٠٠٠٬٠٠٠" : "5,000,000");
      await page.getByRole("button", { name: l.apply }).click();
      await expect(rooms).toBeFocused();
      await rooms.fill("3");
      await page.getByRole("button", { name: l.apply }).click();
      await expect(page).toHaveURL(/price_lte=5000000/);
      await expect(page).toHaveURL(/roomsNumber=3/);
      // The panel that had the focus folded away: the results take it, in view.
      const results = page.getByRole("heading", { name: l.results, exact: true });
      await expect(results).toBeFocused();
      await expect(results).toBeInViewport();

      // Show More keeps the keyboard's place: the first new unit takes the focus.
      await page.goto("/residential/search/apartments");
      const cards = page.getByRole("main").locator("section[aria-labelledby=results-heading] li");
      await expect(cards).toHaveCount(12);
      await page.getByRole("button", { name: l.showMore }).press("Enter");
      await expect(cards).toHaveCount(24);
      await expect(cards.nth(12).getByRole("button").first()).toBeFocused();

      // A carousel's dot names the companies it shows: one at a time on a phone, four on a desktop.
      const dot = l.secondDot[isMobile ? "phone" : "desktop"];
      await expect(page.getByRole("button", { name: dot, exact: true })).toHaveCount(1);
    },
  );
}

test("a unit's details show its fields and step through its floor plans", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "ar");
  // The demo's largest apartments are drawn over two floors.
  const body = await (
    await request.get("/api/v1/search-residential-unit/?category=apartment&page_size=1&sort=-area")
  ).json();
  expect(body.results[0].propertyCAD.length).toBeGreaterThan(1);
  await page.goto("/residential/search/apartments?sort=-area");
  const opener = page.getByRole("button", { name: /عرض التفاصيل/ }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "تفاصيل الوحدة" });
  for (const field of [
    "المشروع",
    "رقم الوحدة",
    "مساحة الوحدة",
    "عدد الغرف",
    "التشطيب",
    "سعر المتر",
    "السعر الإجمالي",
  ]) {
    await expect(dialog.getByText(field, { exact: true })).toBeVisible();
  }
  // The actions stay at the dialog's foot, in reach before the floor plans and figures are scrolled.
  const bookNow = dialog.getByRole("button", { name: /احجز الآن/ });
  await expect(bookNow).toBeInViewport();
  // So does the close button at its head once the figures are scrolled to.
  await dialog.getByText("السعر الإجمالي", { exact: true }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "إغلاق", exact: true })).toBeInViewport();
  await expect(bookNow).toBeInViewport();
  const previous = dialog.getByRole("button", { name: "الدور السابق" });
  const next = dialog.getByRole("button", { name: "الدور التالي" });
  await expect(previous).toBeDisabled();
  const first = await dialog.getByRole("img", { name: /مسقط/ }).getAttribute("src");
  await next.click();
  await expect(previous).toBeEnabled();
  await expect(dialog.getByRole("img", { name: /مسقط/ })).not.toHaveAttribute("src", first ?? "");
  await expect(next).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it, not to the start of the page.
  await expect(opener).toBeFocused();
});

test("typing part of a compound's Arabic name in the top-bar box finds it", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "ar");
  const compound = (await (await request.get("/api/v1/compounds/?page_size=1")).json()).results[0];
  const words = (compound.nameArabic as string).split(" ");
  const part = (words.at(-1) ?? "").replace(/^ال/, "").replace(/ة$/, "ه").replace(/[أإآ]/g, "ا");
  await page.goto("/");
  const box = page
    .getByRole("searchbox", { name: "ابحث في المشروعات والشركات والمواقع والوحدات" })
    .locator("visible=true");
  await box.fill(part);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await page
    .getByRole("link", { name: new RegExp(compound.nameArabic) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/compound/info/${compound.id}$`));
});

test("an empty top-bar search opens the coffee-shops investment search", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL ?? "", "en");
  await page.goto("/");
  const box = page.getByRole("searchbox").locator("visible=true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/investment\/search\/coffee-shops$/);
});

test("a search category that does not exist is the 404 page, inside the site and with its title", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL ?? "", "ar");
  const response = await page.goto("/residential/search/apartment");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "عذرًا! الصفحة غير موجودة." })).toBeVisible();
  await expect(page).toHaveTitle(/^الصفحة غير موجودة/);
  await expect(page.getByRole("searchbox").locator("visible=true")).toBeVisible();
});

for (const [language, tooLong] of [
  ["en", "This text is too long."],
  ["ar", "هذا النص أطول من المسموح"],
] as const) {
  test(
    `a search text past the box's limit is refused on the page and kept, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      await page.goto("/");
      const box = page.getByRole("searchbox").locator("visible=true");
      await expect(box).toHaveAttribute("maxlength", "100");

      const text = "مول ".repeat(40).trim();
      const response = await page.goto(`/search?q=${encodeURIComponent(text)}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("alert").filter({ hasText: tooLong })).toBeVisible();
      await expect(box).toHaveValue(text);
    },
  );
}
