import { type Language, useLanguage } from "../support/language";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    addFavourite: /^Add to favourites: /,
    favouriteDone: "View Favourite List",
    confirm: "Confirm",
    favouriteTitle: "Your Favourite List",
    bookedTitle: "Your Booked List",
    bookNow: /^Book Now: /,
    viewBooked: "View Booked List",
    details: /^View details: /,
    favouriteAdded: "Unit added to your favourite list",
    booked: "Unit booked successfully",
    remove: /^Remove: /,
    reserved: "Reserved",
    emptyFavourites: /No units in your favourite list yet/,
    emptyBookings: "You have not booked any unit yet.",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    addFavourite: /^أضف إلى المفضلة: /,
    favouriteDone: "عرض قائمة المفضلة",
    confirm: "تأكيد",
    favouriteTitle: "قائمة المفضلة",
    bookedTitle: "قائمة الحجوزات",
    bookNow: /^احجز الآن: /,
    viewBooked: "عرض قائمة الحجوزات",
    details: /^عرض التفاصيل: /,
    favouriteAdded: "تمت إضافة الوحدة إلى المفضلة",
    booked: "تم حجز الوحدة بنجاح",
    remove: /^إزالة: /,
    reserved: "محجوزة",
    emptyFavourites: /لا توجد وحدات في المفضلة بعد/,
    emptyBookings: "لم تحجز أي وحدة بعد.",
  },
} as const;

const CATEGORY = { en: "studio", ar: "duplex-villas" } as const;

const exactly = (prefix: RegExp, name: string) =>
  new RegExp(`${prefix.source}${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

for (const language of ["en", "ar"] as Language[]) {
  test(`favourite two units, book one from favourites, see it reserved, cancel it, in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await useLanguage(context, baseURL ?? "", language);
    const l = texts[language];
    await signedInBuyer(page, l.signIn);

    // Each language and viewport works at its own end of its own list, so parallel runs don't collide.
    const sort = test.info().project.name === "phone" ? "-price" : "price";
    const searchPage = `/residential/search/${CATEGORY[language]}?sort=${sort}`;
    await page.goto(searchPage);
    const hearts = page.getByRole("button", { name: l.addFavourite });
    const [a, b] = await Promise.all(
      [0, 1].map(async (i) =>
        ((await hearts.nth(i).getAttribute("aria-label")) ?? "").replace(l.addFavourite, ""),
      ),
    );
    for (const name of [a ?? "", b ?? ""]) {
      await page.getByRole("button", { name: exactly(l.addFavourite, name) }).click();
      await page
        .getByRole("dialog", { name: l.favouriteAdded })
        .getByRole("button", { name: l.confirm })
        .click();
    }

    await page.goto("/favourite");
    await expect(page.getByRole("heading", { level: 1, name: l.favouriteTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toBeVisible();
    await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();

    // Book A from the favourites list: it moves to the booked list.
    await page.getByRole("button", { name: exactly(l.bookNow, a ?? "") }).click();
    await page.getByRole("dialog", { name: l.booked }).getByRole("button", { name: l.viewBooked }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole("heading", { level: 1, name: l.bookedTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toBeVisible();
    await page.goto("/favourite");
    await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();
    await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toHaveCount(0);

    // A reserved unit is no longer offered in search; booking B there marks its card Reserved.
    await page.goto(searchPage);
    await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();
    await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toHaveCount(0);
    await page.getByRole("button", { name: exactly(l.bookNow, b ?? "") }).click();
    await page.getByRole("dialog", { name: l.booked }).getByRole("button", { name: l.confirm }).click();
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: exactly(l.details, b ?? "") }) });
    await expect(card.getByText(l.reserved).first()).toBeVisible();

    // Cancel both bookings: the units are free and searchable again.
    await page.goto("/booking");
    for (const name of [a ?? "", b ?? ""])
      await page.getByRole("button", { name: exactly(l.remove, name) }).click();
    await expect(page.getByText(l.emptyBookings)).toBeVisible();
    await page.goto(searchPage);
    await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toBeVisible();
    await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();
  });
}
