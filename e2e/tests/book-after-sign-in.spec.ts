import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { registeredBuyer, signInFromPrompt } from "../support/session";
import { expect, test } from "../support/test";

/**
 * Issue 19 point 7: a signed-out Book Now asks to sign in (the prompt, with a way on), and the
 * buyer comes back to the very unit with its booking step open, and finishes holding it.
 */
const texts = {
  en: {
    prompt: "Sign in to continue",
    promptBody: "Sign in to book this unit. You will come back to this page to finish booking it.",
    signIn: "Sign in",
    signUp: "Create an account",
    email: "Email",
    password: "Password",
    submit: "Sign In",
    bookNow: "Book Now",
    held: "Held",
    holdTitle: "Hold this unit",
    phone: "Mobile number for the call",
    holdButton: "Hold the unit",
    booked: "The unit is held for you",
    confirm: "Confirm",
  },
  ar: {
    prompt: "سجّل الدخول للمتابعة",
    promptBody: "سجّل الدخول لحجز هذه الوحدة. ستعود إلى هذه الصفحة لإتمام الحجز.",
    signIn: "تسجيل الدخول",
    signUp: "أنشئ حسابًا",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submit: "تسجيل الدخول",
    bookNow: "احجز الآن",
    held: "محجوزة مؤقتًا",
    holdTitle: "احجز هذه الوحدة مؤقتًا",
    phone: "رقم الموبايل للاتصال",
    holdButton: "احجز الوحدة مؤقتًا",
    booked: "الوحدة محجوزة لك مؤقتًا",
    confirm: "تأكيد",
  },
} as const;

/** Each language and viewport books at its own end of its own list, so runs don't collide. */
const CATEGORY: Record<Language, string> = { ar: "pharmacies", en: "coffee-shops" };

for (const language of ["ar", "en"] as Language[]) {
  const l = texts[language];
  test(
    `a signed-out Book Now signs in and comes back to the same unit to hold it, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const { email, password } = await registeredBuyer(
        page.request,
        `book.${language}.${test.info().project.name}.${Date.now()}@example.com`,
      );

      const sort = test.info().project.name === "phone" ? "-price" : "price";
      await page.goto(`/investment/search/${CATEGORY[language]}?sort=${sort}`);
      const searchUrl = new URL(page.url());
      const bookNow = page.getByRole("button", { name: new RegExp(`^${l.bookNow}: `) }).first();
      const unitName = ((await bookNow.getAttribute("aria-label")) ?? "").replace(`${l.bookNow}: `, "");
      expect(unitName).not.toBe("");
      await bookNow.click();

      // The prompt says what happens next, and offers both ways on.
      const prompt = page.getByRole("dialog", { name: l.prompt });
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText(l.promptBody);
      await expect(prompt.getByRole("link", { name: l.signUp })).toBeVisible();
      await signInFromPrompt(page, prompt, l, { email, password });

      // Back on the same search, with the booking step of the same unit open.
      await expect(page).toHaveURL((url) => url.pathname === searchUrl.pathname);
      expect(new URL(page.url()).searchParams.get("sort")).toBe(sort);
      const step = page.getByRole("dialog", { name: l.holdTitle });
      await expect(step).toBeVisible();
      await expect(step).toContainText(unitName);
      // Its facts are joined by the language's comma, not a "·" that reads as an Arabic zero.
      await expect(step).not.toContainText("·");
      // The way back is used once: the address no longer asks to book.
      await expect(page).not.toHaveURL(/[?&]book=/);
      await step.getByLabel(l.phone).fill("010 1234 5678");
      await step.getByRole("button", { name: l.holdButton }).click();
      const booked = page.getByRole("dialog", { name: l.booked });
      await expect(booked).toBeVisible();
      await booked.getByRole("button", { name: l.confirm }).click();
      await expect(booked).toBeHidden();
      await expect(page.getByRole("button", { name: `${l.held}: ${unitName}` })).toBeVisible();

      // The hold is the buyer's, on the server.
      const token = await (await page.request.post("/api/v1/token/", { data: { email, password } })).json();
      const bookings = await (
        await page.request.get("/api/v1/bookings/", { headers: { authorization: `Bearer ${token.access}` } })
      ).json();
      expect(bookings).toHaveLength(1);
    },
  );
}
