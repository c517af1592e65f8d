import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { registeredBuyer, signInFromPrompt } from "../support/session";
import { expect, test } from "../support/test";

/** Issue 19 point 7: a signed-out Favourite or Book Now leads to sign-in and back, and is finished. */
const texts = {
  en: {
    prompt: "Sign in to continue",
    signIn: "Sign in",
    signUp: "Create an account",
    email: "Email",
    password: "Password",
    submit: "Sign In",
    addFavourite: /^Add to favourites: /,
    removeFavourite: /^Remove from favourites: /,
    favouriteAdded: "Unit added to your favourite list",
    confirm: "Confirm",
  },
  ar: {
    prompt: "سجّل الدخول للمتابعة",
    signIn: "تسجيل الدخول",
    signUp: "أنشئ حسابًا",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submit: "تسجيل الدخول",
    addFavourite: /^أضف إلى المفضلة: /,
    removeFavourite: /^إزالة من المفضلة: /,
    favouriteAdded: "تمت إضافة الوحدة إلى المفضلة",
    confirm: "تأكيد",
  },
} as const;

for (const language of ["ar", "en"] as Language[]) {
  const l = texts[language];
  test(
    `a signed-out favourite signs in and comes back to the same search, saved, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const { email, password } = await registeredBuyer(
        page.request,
        `return.${language}.${test.info().project.name}.${Date.now()}@example.com`,
      );

      const category = language === "ar" ? "clinics" : "offices";
      await page.goto(`/investment/search/${category}?sort=-price`);
      const searchUrl = page.url();
      const heart = page.getByRole("button", { name: l.addFavourite }).nth(2);
      const unitName = ((await heart.getAttribute("aria-label")) ?? "").replace(l.addFavourite, "");
      await heart.click();

      const prompt = page.getByRole("dialog", { name: l.prompt });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole("link", { name: l.signUp })).toBeVisible();
      await signInFromPrompt(page, prompt, l, { email, password });

      // Back on the very search, the favourite made, and shown saved.
      await expect(page).toHaveURL(searchUrl);
      const added = page.getByRole("dialog", { name: l.favouriteAdded });
      await expect(added).toBeVisible();
      await added.getByRole("button", { name: l.confirm }).click();
      await expect(
        page.getByRole("button", {
          name: `${language === "ar" ? "إزالة من المفضلة" : "Remove from favourites"}: ${unitName}`,
        }),
      ).toHaveAttribute("aria-pressed", "true");
      const access = await page.evaluate(() => localStorage.getItem("capitalRefreshToken"));
      expect(access).toBeTruthy();
    },
  );
}

const bookTexts = {
  en: {
    selectUnit: "Select unit",
    bookNow: /^Book Now/,
    step: "Hold this unit",
    phone: "Mobile number for the call",
    hold: "Hold the unit",
    held: "The unit is held for you",
  },
  ar: {
    selectUnit: "اختر الوحدة",
    bookNow: /^احجز الآن/,
    step: "احجز هذه الوحدة مؤقتًا",
    phone: "رقم الموبايل للاتصال",
    hold: "احجز الوحدة مؤقتًا",
    held: "الوحدة محجوزة لك مؤقتًا",
  },
} as const;

for (const language of ["ar", "en"] as Language[]) {
  const l = texts[language];
  const b = bookTexts[language];
  test(
    `a signed-out Book Now on a mall floor signs in and comes back to the confirmation step, once, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      await useLanguage(context, baseURL ?? "", language);
      const { email, password } = await registeredBuyer(
        request,
        `return.book.${language}.${test.info().project.name}.${Date.now()}@example.com`,
      );
      // A floor of its own for each language and viewport, away from the other journeys' floors.
      type Floor = { tag: string; number: number; freeUnitsCount: number };
      const malls = (await (await request.get("/api/v1/malls/?page_size=20")).json()).results as {
        id: number;
      }[];
      const index = (language === "ar" ? 4 : 5) + (test.info().project.name === "phone" ? 2 : 0);
      const mall = (await (
        await request.get(`/api/v1/malls/${malls[index % malls.length]?.id}/`)
      ).json()) as {
        id: number;
        floorsFeatures: Floor[];
      };
      const floor = mall.floorsFeatures.find((f) => f.freeUnitsCount >= 3);
      if (!floor) throw new Error("no mall floor with three free units");
      await page.goto(`/mall/${floor.tag}/${mall.id}?floor=${floor.number}`);
      const select = page.getByLabel(b.selectUnit);
      await select.selectOption(
        (await select.locator("option:not([disabled])").nth(2).getAttribute("value")) ?? "",
      );
      await page.getByRole("button", { name: b.bookNow }).click();
      // The sign-in prompt first (issue 19 point 7), then the sign-in page that brings the step back.
      await page
        .getByRole("dialog", { name: l.prompt })
        .getByRole("link", { name: l.signIn, exact: true })
        .click();
      await expect(page).toHaveURL(/\/signin\?next=.*book%3D\d+/);
      await page.getByLabel(l.email).fill(email);
      await page.getByLabel(l.password, { exact: true }).fill(password);
      await page.getByRole("button", { name: l.submit, exact: true }).click();

      // Back on the floor with the step open; the page asks nothing more of the server once it is
      // open. It used to rewrite its address on every render, hundreds of requests a second, and the
      // step never took a key.
      const step = page.getByRole("dialog", { name: b.step });
      await expect(step).toBeVisible();
      await expect(page).not.toHaveURL(/book=/);
      let requests = 0;
      page.on("request", () => {
        requests += 1;
      });
      await page.waitForTimeout(1500);
      expect(requests).toBeLessThan(20);
      await step.getByLabel(b.phone).fill("010 1234 5678");
      await step.getByRole("button", { name: b.hold }).click();
      await expect(page.getByRole("dialog", { name: b.held })).toBeVisible();
    },
  );
}
