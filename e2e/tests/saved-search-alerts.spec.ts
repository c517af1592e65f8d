import type { APIRequestContext } from "@playwright/test";
import { type Language, useLanguage } from "../support/language";
import { mailsTo } from "../support/outbox";
import { E2E_OPERATOR, signInThroughPage } from "../support/partner";
import { onThePhoneInArabic } from "../support/projects";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    save: "Save this search",
    name: "Name",
    submit: "Save the search",
    saved: "Search saved. We will let you know when units match.",
    changePrice: "Change the price of",
    unitSearch: "Code or name",
    filter: "Filter",
    newPrice: (code: string) => `New price of \u2068${code}\u2069 (EGP)`,
    partnerSave: "Save",
    subject: (name: string) => `A unit for your search “${name}”`,
    dropped: "Price dropped",
    unsubscribed: (name: string) =>
      `You will no longer get alerts for your saved search “${name}”. The search stays in your profile, paused.`,
    undo: "Undo: turn them back on",
    on: (name: string) => `Alerts for your saved search “${name}” are on again.`,
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    save: "احفظ هذا البحث",
    name: "الاسم",
    submit: "احفظ البحث",
    saved: "تم حفظ البحث. سنخبرك عندما تظهر وحدات مطابقة.",
    changePrice: "تغيير سعر",
    unitSearch: "الكود أو الاسم",
    filter: "تصفية",
    newPrice: (code: string) => `السعر الجديد للوحدة \u2068${code}\u2069 (جنيه)`,
    partnerSave: "حفظ",
    subject: (name: string) => `وحدة واحدة لبحثك «${name}»`,
    dropped: "انخفض السعر",
    unsubscribed: (name: string) =>
      `لن تصلك بعد الآن تنبيهات بحثك المحفوظ «${name}». يبقى البحث في ملفك الشخصي متوقفًا مؤقتًا.`,
    undo: "تراجع: أعد تشغيلها",
    on: (name: string) => `عادت تنبيهات بحثك المحفوظ «${name}».`,
  },
} satisfies Record<Language, unknown>;

/** The search page's word for each residential category a compound sells. */
const SLUGS: Record<string, string> = {
  apartment: "apartments",
  studio: "studio",
  "duplex-villas": "duplex-villas",
  "detached-villas": "detached-villas",
  "twin-house": "twin-house",
};

type PartnerUnit = {
  id: number;
  code: string;
  category: string;
  status: string;
  totalPrice: number;
  name: string;
};

/** A free unit of a demo compound as the operator's portal lists it: its own for each language and project. */
async function unitToReprice(request: APIRequestContext, slot: number) {
  const signIn = await request.post("/api/v1/token/", {
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).access}` };
  const compounds = (await (await request.get("/api/v1/compounds/?page_size=12")).json()).results as {
    id: number;
  }[];
  for (const compound of compounds.slice(slot).concat(compounds.slice(0, slot))) {
    const listed = await request.get(`/api/v1/partner/projects/${compound.id}/units/?page_size=100`, {
      headers,
    });
    const units = (await listed.json()).results as PartnerUnit[];
    // From the end of the list, so the other journeys' units (the first ones) are left alone.
    const unit = units.reverse().find((u) => u.status === "free" && SLUGS[u.category]);
    if (unit) return { projectId: compound.id, unit };
  }
  throw new Error("no free residential unit in the demo compounds");
}

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(
    `a buyer saves a search, a price cut in the portal reaches them by mail, and the mail's link unsubscribes without signing in (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, browser, baseURL }) => {
      test.setTimeout(120_000);
      const slot = (language === "ar" ? 0 : 1) + (test.info().project.name === "phone" ? 2 : 0);
      const { projectId, unit } = await unitToReprice(page.request, slot);
      // A price no unit has: after the cut, the search matches this unit alone.
      const newPrice = unit.totalPrice - 12_347;
      const searchName = `${language === "ar" ? "تنبيه" : "Alert"} ${unit.code} ${Date.now() % 100_000}`;

      await useLanguage(context, baseURL ?? "", language);
      const buyer = await signedInBuyer(page, t.signIn);
      if (language === "en") {
        // Mails go out in the buyer's language, which their profile keeps.
        const token = await page.request.post("/api/v1/token/", { data: buyer });
        const { access, user_profile } = await token.json();
        const changed = await page.request.put(`/api/v1/users/${user_profile.id}/update/`, {
          headers: { authorization: `Bearer ${access}` },
          data: { preferedLanguage: "en" },
        });
        expect(changed.status()).toBe(200);
      }

      await page.goto(
        `/residential/search/${SLUGS[unit.category]}?price_gte=${newPrice}&price_lte=${newPrice}`,
      );
      await page.getByRole("button", { name: t.save }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(t.name).fill(searchName);
      await dialog.getByRole("button", { name: t.submit }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // The company's side: the operator lowers the unit's price in the portal.
      const comma = language === "ar" ? "، " : ", ";
      const priceButton = new RegExp(`${comma}${t.changePrice} \u2068${unit.code}\u2069$`);
      const portal = await browser.newContext();
      try {
        await useLanguage(portal, baseURL ?? "", language);
        const partnerPage = await portal.newPage();
        await partnerPage.goto(`/signin?next=${encodeURIComponent(`/partner/projects/${projectId}`)}`);
        await signInThroughPage(partnerPage, E2E_OPERATOR, t.signIn);
        // The portal lists the units a page at a time: find this one by its code.
        await partnerPage.getByLabel(t.unitSearch).fill(unit.code);
        await partnerPage.getByRole("button", { name: t.filter, exact: true }).click();
        await partnerPage.getByRole("button", { name: priceButton }).click();
        await partnerPage.getByLabel(t.newPrice(unit.code)).fill(String(newPrice));
        await partnerPage.getByRole("button", { name: t.partnerSave, exact: true }).click();
        await expect(
          partnerPage.getByRole("button", {
            name: priceButton,
          }),
        ).toBeVisible();
      } finally {
        await portal.close();
      }

      // Within one job interval (the matcher is woken by the change, the mail job polls every 2 s).
      await expect.poll(() => mailsTo(buyer.email).length, { timeout: 20_000 }).toBe(1);
      const [mail] = mailsTo(buyer.email);
      expect(mail?.subject).toBe(t.subject(searchName));
      expect(mail?.text).toContain(t.dropped);
      expect(mail?.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
      const link = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/)?.[0] ?? "";
      expect(link).toContain(language === "en" ? "/en/unsubscribe?token=" : "/unsubscribe?token=");

      // The link, opened where nobody is signed in.
      const stranger = await browser.newContext();
      try {
        const opened = await stranger.newPage();
        await opened.goto(new URL(link).pathname + new URL(link).search);
        await expect(opened.getByText(t.unsubscribed(searchName))).toBeVisible();
        await expect(opened.locator("html")).toHaveAttribute("lang", language);
        await opened.getByRole("button", { name: t.undo }).click();
        await expect(opened.getByText(t.on(searchName))).toBeVisible();
      } finally {
        await stranger.close();
      }
    },
  );
}
