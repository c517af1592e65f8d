import type { APIRequestContext, Page } from "@playwright/test";
import { firstOf } from "../support/catalogue";
import { dismissChat, type Language, useLanguage } from "../support/language";
import { latestInvitationPath } from "../support/outbox";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { DESKTOP_ONLY } from "../support/projects";
import { registeredBuyer } from "../support/session";
import { expect, test } from "../support/test";

/** A page of a second browser context, opened once React has hydrated it (as the test's own page does). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** The import's header: the template's columns, the new plan fields last. */
const HEADER =
  "code,building,floor,name,name_ar,category,rooms,area,price,finishing,status,deposit_percent,years,delivery_date,maintenance_deposit_percent,club_fee,parking_fee,cash_discount_percent";

/** A word of letters only, unique to this run: unit names the search page shows as they are. */
function lettersOf(stamp: number, alphabet: string) {
  return String(stamp)
    .split("")
    .map((digit) => alphabet[Number(digit)])
    .join("");
}

/** Three apartments of block B1: `price` is the first one's, a price no demo unit has. */
function cleanCsv(names: { en: string; ar: string }, price: number) {
  const row = (code: string, floor: number, n: [string, string], p: number) =>
    `${code},B1,${floor},${names.en} ${n[0]},${names.ar} ${n[1]},apartment,3,140,${p},full,free,10,8,2029-06-30,8,50000,150000,15`;
  return [
    HEADER,
    row("B1-101", 1, ["one", "واحد"], price),
    row("B1-102", 1, ["two", "اثنان"], price + 1),
    row("B1-201", 2, ["three", "ثلاثة"], price + 2),
  ].join("\n");
}

/** The same file with a negative area, a deposit over 100 % and Arabic words for a price. */
function badCsv(names: { en: string; ar: string }, price: number) {
  const [header, one, two, three] = cleanCsv(names, price).split("\n");
  return [
    header,
    one?.replace(",140,", ",-140,"),
    two?.replace(",full,free,10,", ",full,free,120,"),
    three?.replace(`,${price + 2},`, ",ثلاثة ملايين,"),
  ].join("\n");
}

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post("/api/v1/token/", { data: account });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

/** The manager of another company (a demo one), invited by the operator and joined by the link. */
async function otherCompanysManager(request: APIRequestContext, stamp: string) {
  const operator = await tokenOf(request, E2E_OPERATOR);
  const company = await firstOf(request, "companies");
  const manager = { email: `other.${stamp}@example.com`, password: "Nile-sunset-R7-balcony" };
  const invited = await request.post(`/api/v1/partner/companies/${company.id}/invitations/`, {
    headers: { authorization: `Bearer ${operator}` },
    data: { email: manager.email, role: "manager" },
  });
  expect(invited.status()).toBe(201);
  const token = latestInvitationPath(manager.email)?.split("/").at(-1) ?? "";
  const accepted = await request.post(`/api/v1/partner/invitations/${token}/accept/`, {
    data: { name: "Omar Other", password: manager.password },
  });
  expect(accepted.ok()).toBe(true);
  return manager;
}

/** A price as the page writes it, formatted by the page's own Intl (its language, its digits). */
async function shownPrice(page: Page, value: number) {
  return page.evaluate(
    (v) =>
      new Intl.NumberFormat(document.documentElement.lang === "ar" ? "ar-EG" : "en-EG", {
        style: "currency",
        currency: "EGP",
        maximumFractionDigits: 0,
      }).format(v),
    value,
  );
}

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    navigation: "Partner portal navigation",
    companies: "Companies",
    myCompany: "My company",
    fields: {
      name: "Name (English)",
      nameArabic: "Name (Arabic)",
      aboutFirstParagraph: "About, first paragraph (English)",
      aboutFirstParagraphArabic: "About, first paragraph (Arabic)",
      aboutSecondParagraph: "About, second paragraph (English)",
      aboutSecondParagraphArabic: "About, second paragraph (Arabic)",
    },
    facebook: "Facebook link",
    logo: "Logo",
    cover: "Cover image",
    create: "Add the company",
    badLink: "Enter a valid https:// address.",
    created: (name: string) => `${name} was added.`,
    manage: (name: string) => `Manage ${name}`,
    inviteEmail: "Their email",
    role: "Role",
    manager: "Manager",
    invite: "Send the invitation",
    invited: (email: string) => `Invitation sent to \u2068${email}\u2069.`,
    yourName: "Your full name",
    password: "Password",
    accept: "Accept the invitation",
    staffIntro: (company: string) => `You are a manager at ${company}.`,
    noAccess: "No access to the partner portal",
    projects: "Projects",
    project: {
      name: "Name in English",
      nameArabic: "Name in Arabic",
      address: "Address in English",
      addressArabic: "Address in Arabic",
      distance: "Distance from the centre (km)",
      acres: "Acres",
      create: "Create as a draft",
    },
    building: {
      name: "Name in English",
      nameArabic: "Name in Arabic",
      floors: "Floors",
      add: "Add a building",
    },
    buildingAdded: "B1 was added.",
    renameB1: "Rename B1",
    buildingRenamed: "The building is now called B1.",
    buildingsHeading: "Buildings",
    importRegion: "Import units",
    file: "Spreadsheet file",
    dryRun: "Check the file",
    import: "Import",
    problems: "3 problems found. Nothing was written.",
    clean: "No problems: importing will add 3 units.",
    imported: "Imported: 3 units added.",
    onePriceChange: "1 price the file changes",
    halved: "Half the price now or less: check it",
    unitsTable: "The project's units",
    photosRegion: "Photos",
    photosLabel: "Photos (JPEG, PNG or WebP, up to 15 MB each)",
    upload: "Upload",
    uploaded: "2 photos uploaded.",
    publish: "Publish",
    published: "Published: buyers see it now.",
    unpublish: "Unpublish (back to draft)",
    unpublishTitle: (name: string) => `Take \u2068${name}\u2069 off the marketplace?`,
    unpublishConfirm: "Unpublish",
    unpublished: "Back to draft: buyers no longer see it.",
    changePrice: (code: string) => `Change the price of \u2068${code}\u2069`,
    newPrice: (code: string) => `New price of \u2068${code}\u2069 (EGP)`,
    editUnit: (code: string) => `Edit unit \u2068${code}\u2069`,
    cancel: "Cancel",
    save: "Save",
    details: (name: string) => `View details: ${name}`,
    detailsDialog: "Unit details",
    terms: ["Maintenance deposit", "8% of the price", "Club fee", "Parking fee", "Cash discount", "15% off"],
    galleryOpen: /^Open photo 1 of 2 full screen$/,
    notFound: "Project not found",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    navigation: "تنقّل بوابة الشركاء",
    companies: "الشركات",
    myCompany: "شركتي",
    fields: {
      name: "الاسم (بالإنجليزية)",
      nameArabic: "الاسم (بالعربية)",
      aboutFirstParagraph: "نبذة، الفقرة الأولى (بالإنجليزية)",
      aboutFirstParagraphArabic: "نبذة، الفقرة الأولى (بالعربية)",
      aboutSecondParagraph: "نبذة، الفقرة الثانية (بالإنجليزية)",
      aboutSecondParagraphArabic: "نبذة، الفقرة الثانية (بالعربية)",
    },
    facebook: "رابط فيسبوك",
    logo: "الشعار",
    cover: "صورة الغلاف",
    create: "إضافة الشركة",
    badLink: "أدخل رابطًا صحيحًا يبدأ بـ https://",
    created: (name: string) => `أُضيفت ${name}.`,
    manage: (name: string) => `إدارة ${name}`,
    inviteEmail: "بريده الإلكتروني",
    role: "الدور",
    manager: "مدير",
    invite: "إرسال الدعوة",
    invited: (email: string) => `أُرسلت الدعوة إلى \u2068${email}\u2069.`,
    yourName: "اسمك الكامل",
    password: "كلمة المرور",
    accept: "قبول الدعوة",
    staffIntro: (company: string) => `أنت مدير في ${company}.`,
    noAccess: "لا تملك صلاحية دخول بوابة الشركاء",
    projects: "المشروعات",
    project: {
      name: "الاسم بالإنجليزية",
      nameArabic: "الاسم بالعربية",
      address: "العنوان بالإنجليزية",
      addressArabic: "العنوان بالعربية",
      distance: "المسافة من المركز (كم)",
      acres: "المساحة بالفدان",
      create: "إنشاء كمسودة",
    },
    building: {
      name: "الاسم بالإنجليزية",
      nameArabic: "الاسم بالعربية",
      floors: "عدد الأدوار",
      add: "إضافة مبنى",
    },
    buildingAdded: "أُضيف ب١.",
    renameB1: "إعادة تسمية ب١",
    buildingRenamed: "أصبح اسم المبنى عمارة ب١.",
    buildingsHeading: "المباني",
    importRegion: "استيراد الوحدات",
    file: "ملف الجدول",
    dryRun: "فحص الملف",
    import: "استيراد",
    problems: "وُجدت ٣ مشكلات. لم يُكتب شيء.",
    clean: "لا توجد مشكلات: سيضيف الاستيراد ٣ وحدات.",
    imported: "تم الاستيراد: أضاف الملف ٣ وحدات.",
    onePriceChange: "سعر واحد يغيّره الملف",
    halved: "نصف السعر الحالي أو أقل: راجعه",
    unitsTable: "وحدات المشروع",
    photosRegion: "الصور",
    photosLabel: "الصور (JPEG أو PNG أو WebP، حتى ١٥ ميجابايت لكل صورة)",
    upload: "رفع",
    uploaded: "رُفعت صورتان.",
    publish: "نشر",
    published: "تم النشر: يراه المشترون الآن.",
    unpublish: "إلغاء النشر (إرجاع إلى مسودة)",
    unpublishTitle: (name: string) => `إخفاء \u2068${name}\u2069 عن المشترين؟`,
    unpublishConfirm: "إلغاء النشر",
    unpublished: "عاد مسودة: لم يعد المشترون يرونه.",
    changePrice: (code: string) => `تغيير سعر \u2068${code}\u2069`,
    newPrice: (code: string) => `السعر الجديد للوحدة \u2068${code}\u2069 (جنيه)`,
    editUnit: (code: string) => `تعديل الوحدة \u2068${code}\u2069`,
    cancel: "إلغاء",
    save: "حفظ",
    details: (name: string) => `عرض التفاصيل: ${name}`,
    detailsDialog: "تفاصيل الوحدة",
    // Intl writes an Arabic letter mark after "٪": the percent and its words are checked apart.
    terms: ["وديعة الصيانة", "٨٪", "من السعر", "رسوم النادي", "رسوم الجراج", "خصم الدفع النقدي", "خصم ١٥٪"],
    galleryOpen: /^افتح الصورة ١ من ٢ بملء الشاشة$/,
    notFound: "المشروع غير موجود",
  },
} satisfies Record<Language, unknown>;

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  // On the desktop only: it runs once per language; the phone layout is in the screenshots.
  test(
    `an operator adds a company and invites its manager, who joins, fills a compound from a file with photos and publishes it; buyers find it, another company cannot touch it (${language})`,
    DESKTOP_ONLY,
    async ({ browser, baseURL, page, context, request }) => {
      test.setTimeout(240_000);
      await useLanguage(context, baseURL ?? "", language);
      const stamp = `${language}${Date.now()}`;
      // Arabic names in Arabic-Indic digits, as the audit expects of every Arabic page these reach.
      const arabicStamp = stamp.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)] ?? digit);
      const company = { en: `Delta Heights ${stamp}`, ar: `دلتا هايتس ${arabicStamp}` };
      const shown = language === "ar" ? company.ar : company.en;
      const managerEmail = `manager.${stamp}@example.com`;

      await page.goto("/partner/companies");
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);
      await expect(page).toHaveURL(/\/partner\/companies$/);

      await page.getByLabel(t.fields.name).fill(company.en);
      await page.getByLabel(t.fields.nameArabic).fill(company.ar);
      await page.getByLabel(t.fields.aboutFirstParagraph).fill("Homes around the Green River.");
      await page.getByLabel(t.fields.aboutFirstParagraphArabic).fill("بيوت حول النهر الأخضر.");
      await page.getByLabel(t.fields.aboutSecondParagraph).fill("Twenty years of building.");
      await page.getByLabel(t.fields.aboutSecondParagraphArabic).fill("عشرون عامًا من البناء.");
      await page.getByLabel(t.facebook).fill("facebook.com/delta");
      const png = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQz+/GihiGlgQAWF1GQabKXAkAAAAASUVORK5CYII=",
        "base64",
      );
      await page.getByLabel(t.logo).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
      await page.getByLabel(t.cover).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: t.create }).click();
      // The API's field message shows under its input, and the input says it is invalid.
      const facebook = page.getByLabel(t.facebook);
      await expect(facebook).toHaveAttribute("aria-invalid", "true");
      // It takes focus too, so a person sees and hears what to fix, not only the button they pressed.
      await expect(facebook).toBeFocused();
      await expect(page.getByText(t.badLink)).toBeVisible();
      await facebook.fill("https://facebook.com/delta");
      // A failed submission keeps the chosen files; choose them again only if the browser dropped them.
      await page.getByLabel(t.logo).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
      await page.getByLabel(t.cover).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: t.create }).click();
      await expect(page.getByText(t.created(shown))).toBeVisible();

      await page.getByRole("link", { name: t.manage(shown) }).click();
      await expect(page.getByRole("heading", { level: 1, name: shown })).toBeVisible();
      await page.getByLabel(t.inviteEmail).fill(managerEmail);
      await page.getByLabel(t.role).selectOption("manager");
      await page.getByRole("button", { name: t.invite }).click();
      await expect(page.getByText(t.invited(managerEmail))).toBeVisible();

      const link = latestInvitationPath(managerEmail);
      expect(link).toBeDefined();
      const managerContext = await browser.newContext();
      await useLanguage(managerContext, baseURL ?? "", language);
      const managerPage = await managerContext.newPage();
      await open(managerPage, link ?? "");
      await managerPage.getByLabel(t.yourName).fill("Dina Manager");
      await managerPage.getByLabel(t.password, { exact: true }).fill("Nile-sunset-R7-balcony");
      await managerPage.getByRole("button", { name: t.accept }).click();
      await expect(managerPage).toHaveURL(/\/partner$/);
      await expect(managerPage.getByText(t.staffIntro(shown))).toBeVisible();
      const nav = managerPage.getByRole("navigation", { name: t.navigation });
      await expect(nav.getByRole("link", { name: t.myCompany })).toBeVisible();
      await expect(nav.getByRole("link", { name: t.companies, exact: true })).toHaveCount(0);
      // The company's page is titled as the manager's own, and as one of the companies for the operator.
      await nav.getByRole("link", { name: t.myCompany }).click();
      await expect(managerPage).toHaveTitle(new RegExp(`^${t.myCompany} \\|`));
      await expect(page).toHaveTitle(new RegExp(`^${t.companies} \\|`));

      // The manager's compound: a draft with one block, units from a file, photos, then published.
      const compound = { en: `Sky Gardens ${stamp}`, ar: `حدائق السماء ${arabicStamp}` };
      await nav.getByRole("link", { name: t.projects }).click();
      await managerPage.getByLabel(t.project.name).fill(compound.en);
      await managerPage.getByLabel(t.project.nameArabic).fill(compound.ar);
      await managerPage.getByLabel(t.project.address).fill("R7, New Capital");
      await managerPage.getByLabel(t.project.addressArabic).fill("الحي السابع، العاصمة الجديدة");
      await managerPage.getByLabel(t.project.distance).fill("4");
      await managerPage.getByLabel(t.project.acres).fill("25");
      await managerPage.getByRole("button", { name: t.project.create }).click();
      await expect(managerPage).toHaveURL(/\/partner\/projects\/\d+$/);
      const projectId = Number(new URL(managerPage.url()).pathname.split("/").at(-1));
      await expect(
        managerPage.getByRole("heading", { level: 1, name: language === "ar" ? compound.ar : compound.en }),
      ).toBeVisible();

      const buildingForm = managerPage.getByRole("form", { name: t.building.add });
      await buildingForm.getByLabel(t.building.name).fill("B1");
      await buildingForm.getByLabel(t.building.nameArabic).fill("ب١");
      await buildingForm.getByLabel(t.building.floors, { exact: true }).fill("6");
      await buildingForm.getByRole("button", { name: t.building.add }).click();
      await expect(managerPage.getByText(t.buildingAdded)).toBeVisible();

      // A building's names can be put right afterwards; the form takes the keyboard and gives it back.
      await managerPage.getByRole("button", { name: t.renameB1 }).click();
      const renameForm = managerPage.getByRole("form", { name: t.renameB1 });
      await expect(renameForm.getByLabel(t.building.name)).toBeFocused();
      await expect(renameForm.getByLabel(t.building.name)).toHaveValue("B1");
      await renameForm.getByLabel(t.building.nameArabic).fill("عمارة ب١");
      await renameForm.getByRole("button", { name: t.save, exact: true }).click();
      await expect(managerPage.getByText(t.buildingRenamed)).toBeVisible();
      await expect(managerPage.getByRole("heading", { level: 2, name: t.buildingsHeading })).toBeFocused();

      const names = {
        en: `Sky ${lettersOf(Date.now(), "abcdefghij")}`,
        ar: `سماء ${lettersOf(Date.now(), "أبتثجحخدذر")}`,
      };
      const price = 3_000_000 + (Date.now() % 800_000) * 3;
      const importing = managerPage.getByRole("region", { name: t.importRegion });
      const file = importing.getByLabel(t.file);
      await file.setInputFiles({
        name: "units.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(badCsv(names, price)),
      });
      await importing.getByRole("button", { name: t.dryRun }).click();
      await expect(importing.getByText(t.problems)).toBeVisible();
      // Every problem by row and column, in the manager's language.
      for (const column of ["area", "deposit_percent", "price"])
        await expect(importing.getByRole("cell", { name: column, exact: true })).toBeVisible();
      await file.setInputFiles({
        name: "units.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(cleanCsv(names, price)),
      });
      await importing.getByRole("button", { name: t.dryRun }).click();
      await expect(importing.getByText(t.clean)).toBeVisible();
      // The keyboard stays where it was while the file is read, not on the page.
      await expect(importing.getByRole("button", { name: t.dryRun })).toBeFocused();
      await importing.getByRole("button", { name: t.import, exact: true }).click();
      await expect(importing.getByText(t.imported)).toBeVisible();
      await expect(importing.getByRole("button", { name: t.import, exact: true })).toBeFocused();
      const units = managerPage.getByRole("region", { name: t.unitsTable });
      await expect(units.getByRole("row")).toHaveCount(4);

      // Checking the same file with a typo in a price shows that price before and after, marked.
      await file.setInputFiles({
        name: "units.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(cleanCsv(names, price).replace(`,${price},`, ",1,")),
      });
      await importing.getByRole("button", { name: t.dryRun }).click();
      const changes = importing.getByRole("table", { name: t.onePriceChange });
      await expect(changes.getByRole("row", { name: new RegExp(`B1-101.+${t.halved}`) })).toBeVisible();

      const photos = managerPage.getByRole("region", { name: t.photosRegion });
      await photos.getByLabel(t.photosLabel).setInputFiles([
        { name: "front.png", mimeType: "image/png", buffer: png },
        { name: "garden.png", mimeType: "image/png", buffer: png },
      ]);
      await photos.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(photos.getByText(t.uploaded)).toBeVisible();
      await managerPage.getByRole("button", { name: t.publish, exact: true }).click();
      await expect(managerPage.getByText(t.published)).toBeVisible();

      // A signed-out buyer finds the new units in search, with their terms and the gallery.
      const visitor = await browser.newContext();
      await useLanguage(visitor, baseURL ?? "", language);
      await dismissChat(visitor);
      const buyerView = await visitor.newPage();
      const newPrice = price + 7_000;
      const search = `/residential/search/apartments?price_gte=${price}&price_lte=${newPrice}`;
      await open(buyerView, search);
      const unitName = language === "ar" ? `${names.ar} واحد` : `${names.en} one`;
      const card = buyerView.getByRole("article").filter({ hasText: unitName });
      await expect(card).toHaveCount(1);
      await expect(
        buyerView.getByRole("article").filter({ hasText: language === "ar" ? names.ar : names.en }),
      ).toHaveCount(3);
      await expect(card).toContainText(await shownPrice(buyerView, price));
      await card.getByRole("button", { name: t.details(unitName) }).click();
      const dialog = buyerView.getByRole("dialog", { name: t.detailsDialog });
      for (const term of t.terms) await expect(dialog).toContainText(term);
      await buyerView.keyboard.press("Escape");
      await open(buyerView, `/compound/info/${projectId}`);
      await expect(buyerView.getByRole("button", { name: t.galleryOpen })).toBeVisible();

      // The unit's edit form opens below the list: the page takes the manager there, and Cancel
      // brings them back to the unit's row.
      const edit = units.getByRole("button", { name: t.editUnit("B1-101"), exact: true });
      await edit.click();
      const editTitle = managerPage.getByRole("heading", { name: t.editUnit("B1-101"), exact: true });
      await expect(editTitle).toBeFocused();
      await expect(editTitle).toBeInViewport();
      await managerPage
        .getByRole("region", { name: t.editUnit("B1-101") })
        .getByRole("button", { name: t.cancel, exact: true })
        .click();
      await expect(editTitle).toHaveCount(0);
      await expect(edit).toBeFocused();

      // The manager changes a price; the buyer sees it on reload. The field takes the cursor, and
      // Escape leaves the price as it was.
      // Named by the price it shows first, then what it does.
      const changePrice = units.getByRole("button", {
        name: new RegExp(`^.+${language === "ar" ? "، " : ", "}${t.changePrice("B1-101")}$`),
      });
      await changePrice.click();
      await expect(units.getByLabel(t.newPrice("B1-101"))).toBeFocused();
      await managerPage.keyboard.press("Escape");
      await expect(changePrice).toBeFocused();
      await changePrice.click();
      await units.getByLabel(t.newPrice("B1-101")).fill(String(newPrice));
      await units.getByRole("button", { name: t.save, exact: true }).click();
      await expect(changePrice).toBeFocused();
      await open(buyerView, search);
      await expect(card).toContainText(await shownPrice(buyerView, newPrice));

      // Taking the compound off the marketplace is asked first: Escape keeps it, the answer hides it.
      const unpublish = managerPage.getByRole("button", { name: t.unpublish, exact: true });
      await unpublish.click();
      const question = managerPage.getByRole("dialog", {
        name: t.unpublishTitle(compound[language]),
      });
      await expect(question).toBeVisible();
      await managerPage.keyboard.press("Escape");
      await expect(question).toBeHidden();
      await expect(unpublish).toBeFocused();
      await unpublish.click();
      await question.getByRole("button", { name: t.unpublishConfirm, exact: true }).click();
      await expect(managerPage.getByText(t.unpublished)).toBeVisible();
      await open(buyerView, search);
      await expect(card).toHaveCount(0);
      await visitor.close();
      await managerContext.close();

      // Another company's manager neither sees nor touches any of it.
      const other = await otherCompanysManager(request, stamp);
      const otherToken = await tokenOf(request, other);
      const auth = { authorization: `Bearer ${otherToken}` };
      const listed = (await (
        await request.get("/api/v1/partner/projects/?page_size=100", { headers: auth })
      ).json()) as {
        results: { id: number }[];
      };
      expect(listed.results.map((p) => p.id)).not.toContain(projectId);
      expect((await request.get(`/api/v1/partner/projects/${projectId}/`, { headers: auth })).status()).toBe(
        404,
      );
      expect(
        (await request.get(`/api/v1/partner/projects/${projectId}/units/`, { headers: auth })).status(),
      ).toBe(404);
      expect(
        (
          await request.get(`/api/v1/partner/projects/${projectId}/units/export/?format=csv`, {
            headers: auth,
          })
        ).status(),
      ).toBe(404);
      expect(
        (await request.post(`/api/v1/partner/projects/${projectId}/unpublish/`, { headers: auth })).status(),
      ).toBe(404);
      const otherContext = await browser.newContext();
      await useLanguage(otherContext, baseURL ?? "", language);
      const otherPage = await otherContext.newPage();
      await open(otherPage, `/partner/projects/${projectId}`);
      await signInThroughPage(otherPage, other, t.signIn);
      await expect(otherPage.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
      await open(otherPage, "/partner/projects");
      await expect(
        otherPage.getByRole("link", { name: language === "ar" ? compound.ar : compound.en }),
      ).toHaveCount(0);
      await otherContext.close();

      const buyerContext = await browser.newContext();
      await useLanguage(buyerContext, baseURL ?? "", language);
      const buyerPage = await buyerContext.newPage();
      const buyer = await registeredBuyer(buyerPage.request, `buyer.${stamp}@example.com`);
      await open(buyerPage, "/partner");
      await expect(buyerPage).toHaveURL(/\/signin\?next=%2Fpartner$/);
      await signInThroughPage(buyerPage, buyer, t.signIn);
      await expect(buyerPage.getByRole("heading", { level: 1, name: t.noAccess })).toBeVisible();
      await buyerContext.close();
    },
  );
}
