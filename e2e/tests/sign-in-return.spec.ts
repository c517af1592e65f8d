import { type Language, useLanguage } from "../support/language";
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
  test(`a signed-out favourite signs in and comes back to the same search, saved, in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL ?? "", language);
    const email = `return.${language}.${test.info().project.name}.${Date.now()}@example.com`;
    const password = "Nile-sunset-R7-balcony";
    const created = await page.request.post("/api/v1/users/create/", {
      multipart: { name: "Nour Hany", email, password },
    });
    expect(created.status()).toBe(201);

    const category = language === "ar" ? "clinics" : "offices";
    await page.goto(`/investment/search/${category}?sort=-price`);
    const searchUrl = page.url();
    const heart = page.getByRole("button", { name: l.addFavourite }).nth(2);
    const unitName = ((await heart.getAttribute("aria-label")) ?? "").replace(l.addFavourite, "");
    await heart.click();

    const prompt = page.getByRole("dialog", { name: l.prompt });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: l.signUp })).toBeVisible();
    await prompt.getByRole("link", { name: l.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/signin\?next=/);
    await expect(prompt).toBeHidden();
    await page.getByLabel(l.email).fill(email);
    await page.getByLabel(l.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: l.submit, exact: true }).click();

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
  });
}
