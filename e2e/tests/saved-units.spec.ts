import { type Language, useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
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
    holdTitle: "Hold this unit",
    phone: "Mobile number for the call",
    note: "Note for the sales team (optional)",
    callTime: "Best time to call (optional)",
    evening: "Evening",
    holdButton: "Hold the unit",
    phoneInvalid: "Enter an Egyptian mobile number, for example 010 1234 5678.",
    booked: "The unit is held for you",
    held: "Held",
    cancelled: "Cancelled",
    cancel: /^Cancel reservation: /,
    cancelConfirm: "Cancel reservation",
    emptyFavourites: /No units in your favourite list yet/,
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
    holdTitle: "احجز هذه الوحدة مؤقتًا",
    phone: "رقم الموبايل للاتصال",
    note: "ملاحظة لفريق المبيعات (اختياري)",
    callTime: "أنسب وقت للاتصال (اختياري)",
    evening: "مساءً",
    holdButton: "احجز الوحدة مؤقتًا",
    phoneInvalid: "أدخل رقم موبايل مصريًا، مثل \u2066٠١٠ ١٢٣٤ ٥٦٧٨\u2069",
    booked: "الوحدة محجوزة لك مؤقتًا",
    held: "محجوزة مؤقتًا",
    cancelled: "ملغى",
    cancel: /^إلغاء الحجز: /,
    cancelConfirm: "إلغاء الحجز",
    emptyFavourites: /لا توجد وحدات في المفضلة بعد/,
  },
} as const;

const CATEGORY = { en: "studio", ar: "duplex-villas" } as const;

const exactly = (prefix: RegExp, name: string) =>
  new RegExp(`${prefix.source}${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

for (const language of ["en", "ar"] as Language[]) {
  test(
    `favourite two units, book one from favourites, see it reserved, cancel it, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
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

      // Book A from the favourites list: the confirmation step asks for a phone, then it is held.
      await page.getByRole("button", { name: exactly(l.bookNow, a ?? "") }).click();
      const step = page.getByRole("dialog", { name: l.holdTitle });
      await step.getByLabel(l.phone).fill("0223456789");
      await step.getByRole("button", { name: l.holdButton }).click();
      await expect(step.getByText(l.phoneInvalid)).toBeVisible();
      await step.getByLabel(l.phone).fill("010 1234 5678");
      await step.getByLabel(l.note).fill(language === "ar" ? "بعد الخامسة من فضلك" : "After 5 pm please");
      await step.getByLabel(l.callTime).selectOption({ label: l.evening });
      await step.getByRole("button", { name: l.holdButton }).click();
      const success = page.getByRole("dialog", { name: l.booked });
      await expect(success.getByTestId("reservation-reference")).toHaveText(/^NC-[2-9A-Z]{6}$/);
      await expect(success.getByTestId("reservation-time-left")).toContainText(
        language === "ar" ? "يوم" : "day",
      );
      const reference = (await success.getByTestId("reservation-reference").textContent()) ?? "";
      await success.getByRole("button", { name: l.viewBooked }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page.getByRole("heading", { level: 1, name: l.bookedTitle })).toBeVisible();
      const heldCard = page.getByRole("article").filter({ hasText: reference });
      await expect(heldCard.getByTestId("reservation-status")).toHaveText(l.held);
      await expect(heldCard.getByTestId("reservation-time-left")).toBeVisible();
      await expect(heldCard.getByRole("button", { name: l.addFavourite })).toHaveCount(0);
      await page.goto("/favourite");
      await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();
      await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toHaveCount(0);

      // A held unit is no longer offered in search; holding B there marks its card Held (the phone is remembered).
      await page.goto(searchPage);
      await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();
      await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toHaveCount(0);
      await page.getByRole("button", { name: exactly(l.bookNow, b ?? "") }).click();
      await expect(page.getByRole("dialog", { name: l.holdTitle }).getByLabel(l.phone)).toHaveValue(
        "+201012345678",
      );
      await page
        .getByRole("dialog", { name: l.holdTitle })
        .getByRole("button", { name: l.holdButton })
        .click();
      await page.getByRole("dialog", { name: l.booked }).getByRole("button", { name: l.confirm }).click();
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("button", { name: exactly(l.details, b ?? "") }) });
      await expect(card.getByText(l.held).first()).toBeVisible();

      // Cancel both: each says cancelled, and the units are free and searchable again.
      await page.goto("/booking");
      for (const name of [a ?? "", b ?? ""]) {
        await page.getByRole("button", { name: exactly(l.cancel, name) }).click();
        await page
          .getByRole("alertdialog")
          .or(page.getByRole("dialog"))
          .getByRole("button", { name: l.cancelConfirm, exact: true })
          .click();
        // Its Cancel button is gone: the keyboard waits on the same card's View details.
        await expect(page.getByRole("button", { name: exactly(l.details, name) })).toBeFocused();
      }
      await expect(page.getByTestId("reservation-status").filter({ hasText: l.cancelled })).toHaveCount(2);
      await page.goto(searchPage);
      await expect(page.getByRole("button", { name: exactly(l.details, a ?? "") })).toBeVisible();
      await expect(page.getByRole("button", { name: exactly(l.details, b ?? "") })).toBeVisible();
    },
  );
}

const INVESTMENT_TAB = { en: "Investment Properties", ar: "العقارات الاستثمارية" } as const;

for (const language of ["en", "ar"] as Language[]) {
  test(
    `a favourite list of investment units only opens on their tab, not on an empty residential one, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      await signedInBuyer(page, l.signIn);
      await page.goto("/investment/search/offices");
      const heart = page.getByRole("button", { name: l.addFavourite }).first();
      const name = ((await heart.getAttribute("aria-label")) ?? "").replace(l.addFavourite, "");
      await heart.click();
      await page
        .getByRole("dialog", { name: l.favouriteAdded })
        .getByRole("button", { name: l.confirm })
        .click();

      await page.goto("/favourite");
      await expect(page.getByRole("tab", { name: INVESTMENT_TAB[language] })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("button", { name: exactly(l.details, name) })).toBeVisible();
      await expect(page.getByText(l.emptyFavourites)).toHaveCount(0);
    },
  );
}
