import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectArabicDigits } from "../support/arabic-digits";
import { expectAccessible } from "../support/axe";
import { firstOf } from "../support/catalogue";
import { type Language, useLanguage } from "../support/language";
import { latestResetLink } from "../support/outbox";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { onThePhoneInArabic } from "../support/projects";
import { registeredBuyer, signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

/**
 * axe on every page of the app and on the open states a visitor reaches (dialogs, menus, panels,
 * a toast), in both languages, on the desktop and the phone project. Each test walks through
 * several pages; a soft assertion per page names the page, so one run lists every page that has
 * violations. Both languages share every colour, so colour contrast is checked in English only
 * (support/axe.ts).
 */

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    chat: "Chat with us on WhatsApp",
    chatDialog: "New Capital",
    newPassword: "New password",
    filters: "Filters",
    finishing: "Finishing",
    details: /^View details: /,
    detailsDialog: "Unit details",
    addFavourite: /^Add to favourites: /,
    signInPrompt: "Sign in to continue",
    bookNow: /^Book Now: /,
    favouriteAdded: "Unit added to your favourite list",
    booked: "The unit is held for you",
    holdTitle: "Hold this unit",
    phone: "Mobile number for the call",
    holdButton: "Hold the unit",
    confirm: "Confirm",
    selectUnit: "Select unit",
    building: "Building",
    floor: "Floor",
    unit: "Unit",
    calculator: "Payment calculator",
    plans: "Payment plans",
    residentialTab: "Residential Properties",
    investmentTab: "Investment Properties",
    callAbout: "Call us",
    cancelHold: /^Cancel reservation: /,
    cancelHoldTitle: "Cancel reservation",
    keep: "Keep it",
    tabs: { personal: "Personal Details", preferences: "Preferences", security: "Security" },
    editName: "Edit Name",
    name: "Name",
    sendEmail: "Send Email",
    accountMenu: /^Account menu: /,
    bell: /^Notifications, /,
    notifications: "Notifications",
    delete: "Delete",
    deleteAccount: "Delete Account",
    confirmDelete: "Are you sure, you want to delete this account ?",
    compare: /^Compare /,
    compareTray: "Units to compare",
    compareNow: "Compare now",
    compareTitle: "Compare units",
    fullScreen: "Full screen",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    chat: "تحدث معنا على واتساب",
    chatDialog: "العاصمة الجديدة",
    newPassword: "كلمة المرور الجديدة",
    filters: "التصفية",
    finishing: "التشطيب",
    details: /^عرض التفاصيل: /,
    detailsDialog: "تفاصيل الوحدة",
    addFavourite: /^أضف إلى المفضلة: /,
    signInPrompt: "سجّل الدخول للمتابعة",
    bookNow: /^احجز الآن: /,
    favouriteAdded: "تمت إضافة الوحدة إلى المفضلة",
    booked: "الوحدة محجوزة لك مؤقتًا",
    holdTitle: "احجز هذه الوحدة مؤقتًا",
    phone: "رقم الموبايل للاتصال",
    holdButton: "احجز الوحدة مؤقتًا",
    confirm: "تأكيد",
    selectUnit: "اختر الوحدة",
    building: "المبنى",
    floor: "الدور",
    unit: "الوحدة",
    calculator: "حاسبة الأقساط",
    plans: "أنظمة السداد",
    residentialTab: "العقارات السكنية",
    investmentTab: "العقارات الاستثمارية",
    callAbout: "اتصل بنا",
    cancelHold: /^إلغاء الحجز: /,
    cancelHoldTitle: "إلغاء الحجز",
    keep: "الإبقاء عليه",
    tabs: { personal: "البيانات الشخصية", preferences: "التفضيلات", security: "الأمان" },
    editName: "تعديل الاسم",
    name: "الاسم",
    sendEmail: "إرسال البريد",
    accountMenu: /^قائمة الحساب: /,
    bell: /^الإشعارات، /,
    notifications: "الإشعارات",
    delete: "حذف",
    deleteAccount: "حذف الحساب",
    confirmDelete: "هل أنت متأكد أنك تريد حذف هذا الحساب؟",
    compare: /^أضف .+ إلى المقارنة$/,
    compareTray: "وحدات للمقارنة",
    compareNow: "قارن الآن",
    compareTitle: "مقارنة الوحدات",
    fullScreen: "ملء الشاشة",
  },
} as const;

/** Picks one compound with apartment blocks, for the units page and the text search. */
async function compoundWithBlocks(request: APIRequestContext) {
  const compounds = (await (await request.get("/api/v1/compounds/?page_size=20")).json()).results as {
    id: number;
  }[];
  for (const { id } of compounds) {
    const compound = await (await request.get(`/api/v1/compounds/${id}/`)).json();
    if (compound.blocks.length > 0)
      return compound as { id: number; name: string; nameArabic: string; blocks: { id: number }[] };
  }
  throw new Error("no compound with apartment blocks in the demo catalogue");
}

async function mallWithCommercialFloor(request: APIRequestContext) {
  const malls = (await (await request.get("/api/v1/malls/?page_size=20")).json()).results as { id: number }[];
  for (const { id } of malls) {
    const mall = await (await request.get(`/api/v1/malls/${id}/`)).json();
    const floor = (mall.floorsFeatures as { number: number; tag: string; freeUnitsCount: number }[]).find(
      (f) => f.tag === "commercial" && f.freeUnitsCount > 0,
    );
    if (floor) return { id: id as number, floor: floor.number };
  }
  throw new Error("no mall with a free commercial unit in the demo catalogue");
}

/** A person picks the first option that is not the placeholder nor disabled. */
async function chooseFirstFree(select: Locator) {
  await expect(select).toBeEnabled();
  const option = select.locator("option:not([disabled]):not([value=''])").first();
  await select.selectOption((await option.getAttribute("value")) ?? "");
}

/** Each language and viewport books at its own end of its own lists, so parallel runs don't collide. */
const BOOKING_CATEGORIES = {
  en: { residential: "twin-house", investment: "restaurants" },
  ar: { residential: "detached-villas", investment: "shops" },
} as const;

for (const language of ["ar", "en"] as Language[]) {
  const l = texts[language];
  /** Each page and open state: no accessibility violations, and in Arabic no Western digits. */
  const check = async (page: Page, what: string) => {
    await expectAccessible(page, what);
    if (language === "ar") await expectArabicDigits(page, what);
  };

  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
    });

    test(`home, account, legal and not-found pages have no accessibility violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      for (const path of ["/", "/home"]) {
        await page.goto(path);
        await check(page, `home page ${path}`);
      }
      // The chat widget, opened as a visitor opens it.
      await page.getByRole("button", { name: l.chat }).click();
      await expect(page.getByRole("dialog", { name: l.chatDialog })).toBeVisible();
      await check(page, "home page with the chat open");

      for (const path of ["/signup", "/signin", "/forgot-password", "/terms", "/privacy"]) {
        await page.goto(path);
        await check(page, path);
      }

      // The reset page as the mailed link opens it.
      const { email } = await registeredBuyer(
        page.request,
        `a11y.${language}.${test.info().project.name}.${Date.now()}@example.com`,
      );
      await page.request.post("/api/v1/users/password-reset/", { data: { email } });
      await expect.poll(() => latestResetLink(email)).toBeTruthy();
      const link = new URL(latestResetLink(email) ?? "");
      await page.goto(link.pathname + link.search);
      await expect(page.getByLabel(l.newPassword)).toBeVisible();
      await check(page, "reset-password with a token");

      await page.goto("/this/path/does-not-exist");
      await check(page, "the 404 page");
      await page.goto("/mall/info/987654");
      await check(page, "a missing mall's error page");
      await page.goto(`/compound/penthouses/${(await firstOf(request, "compounds")).id}`);
      await check(page, "an unknown units word, the 404 page");
    });

    test(`search pages and a unit's details have no accessibility violations`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const compound = await firstOf(request, "compounds");
      const words = (language === "ar" ? compound.nameArabic : compound.name).split(" ");
      await page.goto(`/search?q=${encodeURIComponent(words.at(-1) ?? "")}`);
      await check(page, "text search");

      await page.goto("/investment/search/offices");
      await check(page, "investment category search");

      await page.goto("/residential/search/apartments");
      const filtersToggle = page.getByRole("button", { name: l.filters, exact: true });
      if (!(await page.getByLabel(l.finishing).isVisible())) await filtersToggle.click();
      await expect(page.getByLabel(l.finishing)).toBeVisible();
      await check(page, "residential category search, filters open");

      await page.getByRole("button", { name: l.details }).first().click();
      await expect(page.getByRole("dialog", { name: l.detailsDialog })).toBeVisible();
      await check(page, "the unit details dialog");
      await page.keyboard.press("Escape");

      // Signed out, the heart asks to sign in first, in a dialog with a way on.
      await page.getByRole("button", { name: l.addFavourite }).first().click();
      await expect(page.getByRole("dialog", { name: l.signInPrompt })).toBeVisible();
      await check(page, "the sign-in prompt");
    });

    test(`company, location, mall and compound pages have no accessibility violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const company = await firstOf(request, "companies");
      const location = await firstOf(request, "locations");
      const mall = await firstOf(request, "malls");
      const compound = await firstOf(request, "compounds");
      for (const path of [
        `/company/profile/${company.id}`,
        `/location/info/${location.id}`,
        `/mall/info/${mall.id}`,
        `/compound/info/${compound.id}`,
      ]) {
        await page.goto(path);
        await check(page, path);
      }
    });

    test(`mall and compound units pages with a unit selected have no accessibility violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const mall = await mallWithCommercialFloor(request);
      await page.goto(`/mall/commercial/${mall.id}?floor=${mall.floor}`);
      await chooseFirstFree(page.getByLabel(l.selectUnit));
      await expect(page.getByRole("region", { name: l.calculator })).toBeVisible();
      await expect(page.getByRole("region", { name: l.plans, exact: true })).toBeVisible();
      await check(page, "mall units page with a unit selected");

      const compound = await compoundWithBlocks(request);
      await page.goto(`/compound/apartments/${compound.id}`);
      await page.getByLabel(l.building).selectOption(String(compound.blocks[0]?.id));
      await chooseFirstFree(page.getByLabel(l.floor, { exact: true }));
      await chooseFirstFree(page.getByLabel(l.unit, { exact: true }));
      await expect(page.getByRole("region", { name: l.calculator })).toBeVisible();
      await expect(page.getByRole("region", { name: l.plans, exact: true })).toBeVisible();
      await check(page, "compound units page with a unit selected");
    });

    test(`the compare page and the full-screen floor plan have no accessibility violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.goto("/residential/search/apartments");
      const compare = page.getByRole("button", { name: l.compare });
      await compare.nth(0).click();
      await compare.nth(1).click();
      const tray = page.getByRole("region", { name: l.compareTray });
      await check(page, "search with the compare tray");
      await tray.getByRole("link", { name: l.compareNow }).click();
      await expect(page.getByRole("heading", { level: 1, name: l.compareTitle })).toBeVisible();
      await check(page, "the compare page");

      const mall = await mallWithCommercialFloor(request);
      await page.goto(`/mall/commercial/${mall.id}?floor=${mall.floor}`);
      await chooseFirstFree(page.getByLabel(l.selectUnit));
      await page.getByRole("button", { name: l.fullScreen }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(page, "the full-screen floor plan");
    });

    test(`signed-in pages, menus and dialogs have no accessibility violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await signedInBuyer(page, l.signIn);
      const sort = test.info().project.name === "phone" ? "-price" : "price";

      // Favourite one unit and book another, residential and investment, from search.
      for (const [type, category] of Object.entries(BOOKING_CATEGORIES[language])) {
        await page.goto(`/${type}/search/${category}?sort=${sort}`);
        await page.getByRole("button", { name: l.addFavourite }).first().click();
        const favourited = page.getByRole("dialog", { name: l.favouriteAdded });
        await expect(favourited).toBeVisible();
        if (type === "residential") await check(page, "the favourite success dialog");
        await favourited.getByRole("button", { name: l.confirm }).click();
        // The keyboard's place comes back to the heart that was pressed, now saying "remove".
        await expect(page.locator("button[aria-pressed='true']:focus")).toHaveCount(1);
        await page.getByRole("button", { name: l.bookNow }).nth(1).click();
        const step = page.getByRole("dialog", { name: l.holdTitle });
        await step.getByLabel(l.phone).fill("010 1234 5678");
        if (type === "residential") await check(page, "the confirmation step");
        await step.getByRole("button", { name: l.holdButton }).click();
        const booked = page.getByRole("dialog", { name: l.booked });
        await booked.getByRole("button", { name: l.confirm }).click();
        await expect(booked).toBeHidden();
      }

      for (const path of ["/favourite", "/booking"]) {
        await page.goto(path);
        await expect(page.getByRole("button", { name: l.details })).toBeVisible();
        await check(page, `${path}, residential tab`);
        await page.getByRole("tab", { name: l.investmentTab }).click();
        await expect(page.getByRole("button", { name: l.details })).toBeVisible();
        await check(page, `${path}, investment tab`);
      }
      // A hold's View details opens the unit with the call and chat contacts.
      await page.getByRole("button", { name: l.details }).click();
      const details = page.getByRole("dialog", { name: l.detailsDialog });
      await expect(details.getByRole("link", { name: l.callAbout })).toBeVisible();
      await check(page, "a held unit's details with contacts");
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden();
      // Cancelling a hold asks first; keeping it closes the question.
      await page.getByRole("button", { name: l.cancelHold }).click();
      const cancelling = page.getByRole("dialog", { name: l.cancelHoldTitle });
      await expect(cancelling).toBeVisible();
      await check(page, "the question before cancelling a hold");
      await cancelling.getByRole("button", { name: l.keep }).click();
      await expect(cancelling).toBeHidden();

      await page.getByRole("button", { name: l.bell }).click();
      await expect(page.getByRole("dialog", { name: l.notifications })).toBeVisible();
      await check(page, "the notification panel");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: l.accountMenu }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await check(page, "the account menu");
      await page.keyboard.press("Escape");

      await page.goto("/me");
      await expect(page.getByRole("tab", { name: l.tabs.personal })).toBeVisible();
      await check(page, "/me, personal details");
      await page.getByRole("button", { name: l.editName }).click();
      await expect(page.getByLabel(l.name, { exact: true })).toBeVisible();
      await check(page, "/me, editing the name");
      await page.getByRole("tab", { name: l.tabs.preferences }).click();
      await expect(page.getByRole("tab", { name: l.tabs.preferences })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await check(page, "/me, preferences");
      await page.getByRole("tab", { name: l.tabs.security }).click();
      await expect(page.getByRole("button", { name: l.sendEmail })).toBeVisible();
      await check(page, "/me, security");
      await page.getByRole("button", { name: l.delete, exact: true }).click();
      await page.getByRole("button", { name: l.deleteAccount, exact: true }).click();
      await expect(page.getByRole("dialog", { name: l.confirmDelete })).toBeVisible();
      await check(page, "the delete-account confirmation");
    });
  });
}

/** The partner portal's pages as an operator sees them: every list, a company and both kinds of project. */
for (const language of ["ar", "en"] as Language[]) {
  test(
    `the partner portal's pages have no accessibility violations (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      test.setTimeout(120_000);
      await useLanguage(context, baseURL ?? "", language);
      const prefix = language === "en" ? "/en" : "";
      const company = await firstOf(request, "companies");
      const mall = await firstOf(request, "malls");
      const compound = await firstOf(request, "compounds");
      await page.goto(`${prefix}/partner`);
      await signInThroughPage(page, E2E_OPERATOR, texts[language].signIn);
      for (const path of [
        "/partner",
        "/partner/projects",
        `/partner/projects/${mall.id}`,
        `/partner/projects/${compound.id}`,
        "/partner/companies",
        `/partner/companies/${company.id}`,
        "/partner/locations",
        "/partner/operators",
        "/partner/audit",
        "/partner/feedback",
        "/partner/reservations",
      ]) {
        await page.goto(`${prefix}${path}`);
        // The portal reads its lists after the page has loaded.
        await expect(page.getByRole("status")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page, `${path} (${language})`);
        if (language === "ar") await expectArabicDigits(page, path);
      }
    },
  );
}
