import type { Page } from "@playwright/test";
import { type Language, useLanguage } from "../support/language";
import { latestInvitationPath } from "../support/outbox";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { expect, test } from "../support/test";

/** A page of a second browser context, opened once React has hydrated it (as the test's own page does). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
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
    invited: (email: string) => `Invitation sent to ${email}.`,
    yourName: "Your full name",
    password: "Password",
    accept: "Accept the invitation",
    staffIntro: (company: string) => `You are Manager at ${company}.`,
    noAccess: "No access to the partner portal",
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
    invited: (email: string) => `أُرسلت الدعوة إلى ${email}.`,
    yourName: "اسمك الكامل",
    password: "كلمة المرور",
    accept: "قبول الدعوة",
    staffIntro: (company: string) => `أنت مدير في ${company}.`,
    noAccess: "لا تملك صلاحية دخول بوابة الشركاء",
  },
} satisfies Record<Language, unknown>;

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(`an operator adds a company and invites its manager, who joins through the mailed link (${language})`, async ({
    browser,
    baseURL,
    page,
    context,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === "phone",
      "the journey runs once per language; the phone layout is in the screenshots",
    );
    test.setTimeout(90_000);
    await useLanguage(context, baseURL ?? "", language);
    const stamp = `${language}${Date.now()}`;
    const company = { en: `Delta Heights ${stamp}`, ar: `دلتا هايتس ${stamp}` };
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
    await managerContext.close();

    const buyerContext = await browser.newContext();
    await useLanguage(buyerContext, baseURL ?? "", language);
    const buyerPage = await buyerContext.newPage();
    const buyer = { email: `buyer.${stamp}@example.com`, password: "Nile-sunset-R7-balcony" };
    const signedUp = await buyerPage.request.post("/api/v1/users/create/", {
      multipart: { name: "Nour Hany", ...buyer },
    });
    expect(signedUp.status()).toBe(201);
    await open(buyerPage, "/partner");
    await expect(buyerPage).toHaveURL(/\/signin\?next=%2Fpartner$/);
    await signInThroughPage(buyerPage, buyer, t.signIn);
    await expect(buyerPage.getByRole("heading", { level: 1, name: t.noAccess })).toBeVisible();
    await buyerContext.close();
  });
}
