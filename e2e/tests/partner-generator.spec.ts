import { type APIRequestContext, expect as expectAnswer } from "@playwright/test";
import { firstOf } from "../support/catalogue";
import { type Language, useLanguage } from "../support/language";
import { E2E_OPERATOR, operatorAccess, signInThroughPage } from "../support/partner";
import { onThePhoneInArabic } from "../support/projects";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    generator: "Make many units at once",
    buildings: "Buildings to fill",
    from: "From floor",
    to: "To floor",
    perFloor: "Units per floor",
    rooms: "Rooms",
    area: "Area (m²)",
    price: "Price (EGP)",
    floors: ["1", "2", "2"],
    willMake: "4 units will be made.",
    first: "The first unit: code \u2068G1-101\u2069, named \u2068Unit 101\u2069 and \u2068وحدة ١٠١\u2069.",
    lastName: "Unit 202",
    preview: "Preview",
    previewTable: "The units the generator would make (the first ones)",
    make: "Make the units",
    made: "4 units were made.",
    unitsTable: "The project's units",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    generator: "إنشاء وحدات كثيرة مرة واحدة",
    buildings: "المباني المراد ملؤها",
    from: "من الدور",
    to: "إلى الدور",
    perFloor: "عدد الوحدات في الدور",
    rooms: "عدد الغرف",
    area: "المساحة (م²)",
    price: "السعر (جنيه)",
    // Typed as an Arabic keyboard types them.
    floors: ["١", "٢", "٢"],
    willMake: "ستُنشأ ٤ وحدات.",
    first: "أول وحدة: كودها \u2068G1-101\u2069، واسمها \u2068Unit 101\u2069 و\u2068وحدة ١٠١\u2069.",
    // As Arabic pages write it, typed with Western digits in the pattern.
    lastName: "وحدة ٢٠٢",
    preview: "معاينة",
    previewTable: "الوحدات التي سيُنشئها المولّد (أولها)",
    make: "أنشئ الوحدات",
    made: "أُنشئت ٤ وحدات.",
    unitsTable: "وحدات المشروع",
  },
} satisfies Record<Language, unknown>;

/** A draft compound of this run with one empty four-floor block, G1, made by the operator. */
async function emptyCompound(request: APIRequestContext, language: Language) {
  const access = await operatorAccess(request);
  const headers = { authorization: `Bearer ${access}` };
  const stamp = `${language}-${test.info().project.name}-${Date.now()}`;
  const made = await request.post("/api/v1/partner/projects/", {
    headers,
    data: {
      type: "compound",
      companyId: (await firstOf(request, "companies")).id,
      locationId: (await firstOf(request, "locations")).id,
      name: `Generator Court ${stamp}`,
      nameArabic: `ساحة المولّد ${stamp}`,
      address: "R7, New Capital",
      addressArabic: "الحي السابع، العاصمة الجديدة",
      distance: 2,
      acres: 12,
    },
  });
  expectAnswer(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const block = await request.post(`/api/v1/partner/projects/${id}/buildings/`, {
    headers,
    data: { kind: "apartments", name: "G1", nameArabic: "جي ١", buildingFloors: 4 },
  });
  expectAnswer(block.status()).toBe(201);
  return id;
}

for (const language of ["ar", "en"] as const) {
  const t = texts[language];
  test(
    `an operator fills a block's floors from patterns, seeing the count and the first unit as it will be written (${language})`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      test.setTimeout(60_000);
      const projectId = await emptyCompound(request, language);
      await useLanguage(context, baseURL ?? "", language);
      await page.goto(`/signin?next=${encodeURIComponent(`/partner/projects/${projectId}`)}`);
      await signInThroughPage(page, E2E_OPERATOR, t.signIn);
      const generator = page.getByRole("region", { name: t.generator });
      await expect(generator.getByRole("group", { name: t.buildings }).getByRole("checkbox")).toBeChecked();

      const [from, to, perFloor] = t.floors;
      await generator.getByLabel(t.from).fill(from ?? "");
      await generator.getByLabel(t.to).fill(to ?? "");
      await generator.getByLabel(t.perFloor).fill(perFloor ?? "");
      await expect(generator.getByText(t.willMake)).toBeVisible();
      // The Arabic name's pattern reads in another order in its field than its result does.
      await expect(generator.getByText(t.first)).toBeVisible();
      await generator.getByLabel(t.rooms).fill("2");
      await generator.getByLabel(t.area, { exact: true }).fill("120");
      await generator.getByLabel(t.price, { exact: true }).fill("3000000");

      await generator.getByRole("button", { name: t.preview, exact: true }).click();
      const preview = generator.getByRole("table", { name: t.previewTable });
      await expect(preview.getByRole("row")).toHaveCount(5);
      await expect(preview).toContainText("G1-202");
      await expect(preview).toContainText(t.lastName);

      await generator.getByRole("button", { name: t.make, exact: true }).click();
      await expect(generator.getByText(t.made)).toBeVisible();
      const units = page.getByRole("table", { name: t.unitsTable });
      for (const code of ["G1-101", "G1-102", "G1-201", "G1-202"]) await expect(units).toContainText(code);
    },
  );
}
