import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, units } from "../../db/schema";
import { readSearchText } from "../../search/text-query";
import { insertCatalogueFixture, insertMallFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;

type Answer = {
  reading: { categories: string[]; roomsNumber: number | null; words: string };
  projects: { name: string; kind: string; path: string; freeUnits: number }[];
  companies: { name: string; path: string }[];
  locations: { name: string; path: string }[];
  units: {
    count: number;
    results: {
      projectName: string;
      category: string;
      roomsNumber: number;
      units: number;
      priceFrom: number;
      priceTo: number;
      areaFrom: number;
      areaTo: number;
      image: string;
      path: string;
    }[];
  };
};

/**
 * Test Gardens (the fixture: three 3-room apartments, 7.5M, 150 m²), the fixture's mall (shops,
 * a reserved clinic), and Al Asala Gardens with 2- and 3-room apartments and a studio.
 */
beforeAll(async () => {
  t = await createTestApp();
  const fixture = await insertCatalogueFixture(t.db, 3);
  await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  const [asala] = await t.db
    .insert(projects)
    .values({
      type: "compound",
      name: "Al Asala Gardens",
      nameArabic: "حدائق الأصالة",
      address: "R8, New Capital",
      addressArabic: "الحي الثامن، العاصمة الإدارية",
      backgroundImage: "/b.svg",
      projectImage: "/p.svg",
      latestProjectImage: "/l.svg",
      distance: 3,
      implementingCompanyId: fixture.company.id,
      locationId: fixture.location.id,
      acres: 10,
      intro: "i",
      introArabic: "م",
      importantAreas: [],
      importantAreasArabic: [],
      features: [],
      featuresArabic: [],
      layout: "/layout.svg",
    })
    .returning();
  if (!asala) throw new Error("fixture");
  const unit = (
    name: string,
    nameArabic: string,
    category: "apartment" | "studio",
    rooms: number,
    area: number,
  ) => ({
    projectId: asala.id,
    blockFloorId: fixture.floor.id,
    floor: 2,
    name,
    nameArabic,
    category,
    type: "residential" as const,
    finishing: "full" as const,
    roomsNumber: rooms,
    area,
    pricePerMeter: 40_000,
    totalPrice: area * 40_000,
    unitImage: `/media/t/${category}-${rooms}.svg`,
  });
  await t.db
    .insert(units)
    .values([
      unit("Apartment 1-01", "شقة ١-٠١", "apartment", 2, 100),
      unit("Apartment 1-02", "شقة ١-٠٢", "apartment", 2, 110),
      unit("Apartment 1-03", "شقة ١-٠٣", "apartment", 3, 140),
      unit("Studio 1-04", "استوديو ١-٠٤", "studio", 1, 50),
    ]);
});
afterAll(() => t.close());

const search = async (q: string, language = "en") => {
  const response = await t.app.inject({
    url: `/api/v1/search/?q=${encodeURIComponent(q)}`,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, q).toBe(200);
  return response.json() as Answer;
};

describe("reading a search text", () => {
  it.each([
    ["شقق", ["apartment"], null, ""],
    ["شقة", ["apartment"], null, ""],
    ["apartments", ["apartment"], null, ""],
    ["٣ غرف", [], 3, ""],
    ["3 bedrooms", [], 3, ""],
    ["3br", [], 3, ""],
    ["غرفتين", [], 2, ""],
    ["شقة ثلاث غرف", ["apartment"], 3, ""],
    ["three bedroom flat", ["apartment"], 3, ""],
    ["محلات للبيع في الأصالة", ["shops"], null, "الاصاله"],
    ["فلل", ["duplex-villas", "detached-villas", "twin-house"], null, ""],
    ["توين هاوس", ["twin-house"], null, ""],
    ["عيادات", ["clinics"], null, ""],
    ["مكاتب", ["office"], null, ""],
    ["صيدلية", ["pharmacies"], null, ""],
    ["دوبلكس", ["duplex-villas"], null, ""],
    ["استوديو", ["studio"], null, ""],
    ["شـقـة", ["apartment"], null, ""],
  ])("%s", (text, categories, roomsNumber, words) => {
    expect(readSearchText(text)).toEqual({ categories, roomsNumber, words });
  });
});

describe("GET /search/: units by kind and rooms, grouped", () => {
  for (const q of ["شقق", "شقة", "apartments", "APARTMENT", "شُقَّة"]) {
    it(`"${q}" finds every free apartment, one line per project and number of rooms`, async () => {
      const found = await search(q);
      expect(found.reading.categories).toEqual(["apartment"]);
      const lines = found.units.results;
      expect(lines.every((line) => line.category === "apartment")).toBe(true);
      expect(lines.reduce((sum, line) => sum + line.units, 0)).toBe(6);
      expect(new Set(lines.map((l) => `${l.projectName} ${l.roomsNumber}`)).size).toBe(lines.length);
      // Ranked: the most units first.
      expect(lines[0]).toMatchObject({
        projectName: "Test Gardens",
        roomsNumber: 3,
        units: 3,
        priceFrom: 7_500_000,
        areaFrom: 150,
        areaTo: 150,
        image: "/media/t/u.svg",
        path: expect.stringMatching(/^\/compound\/info\/\d+$/),
      });
      expect(lines.find((l) => l.projectName === "Al Asala Gardens" && l.roomsNumber === 2)).toMatchObject({
        units: 2,
        priceFrom: 4_000_000,
        priceTo: 4_400_000,
        areaFrom: 100,
        areaTo: 110,
      });
      // The projects with such units come first, with how many they have.
      expect(found.projects.map((p) => [p.name, p.freeUnits])).toEqual([
        ["Test Gardens", 3],
        ["Al Asala Gardens", 3],
      ]);
    });
  }

  for (const q of ["٣ غرف", "3 bedrooms", "شقة ٣ غرف"]) {
    it(`"${q}" finds the 3-room units only`, async () => {
      const lines = (await search(q)).units.results;
      expect(lines.map((l) => [l.projectName, l.roomsNumber, l.units])).toEqual([
        ["Test Gardens", 3, 3],
        ["Al Asala Gardens", 3, 1],
      ]);
    });
  }

  it('"غرفتين" finds the 2-room apartments', async () => {
    expect((await search("غرفتين")).units.results.map((l) => [l.projectName, l.units])).toEqual([
      ["Al Asala Gardens", 2],
    ]);
  });

  it("a kind with a project's name finds that project's units of that kind only", async () => {
    const found = await search("شقق الاصالة");
    expect(found.units.results.map((l) => [l.projectName, l.roomsNumber])).toEqual([
      ["Al Asala Gardens", 2],
      ["Al Asala Gardens", 3],
    ]);
    expect(found.projects.map((p) => p.name)).toEqual(["Al Asala Gardens"]);
  });

  it("a unit's own name finds it, and reserved units are never listed", async () => {
    expect((await search("Shop G-0")).units.results).toMatchObject([{ category: "shops", units: 2 }]);
    expect((await search("عيادات")).units.count).toBe(0);
  });
});

describe("GET /search/: projects, companies and locations by name", () => {
  it("finds a compound by part of its Arabic name, with or without hamza, taa marbuta or diacritics", async () => {
    for (const q of ["الأصالة", "الاصالة", "الاصاله", "الأَصَالَة", "اصال", "ٱلأصالة"]) {
      expect(
        (await search(q)).projects.map((p) => p.name),
        q,
      ).toContain("Al Asala Gardens");
    }
  });

  it("forgives a typo in a Latin name", async () => {
    for (const q of ["Asala Gardns", "Al Assala", "test gardes"]) {
      expect((await search(q)).projects.length, q).toBeGreaterThan(0);
    }
    expect((await search("Asala Gardns")).projects[0]?.name).toBe("Al Asala Gardens");
  });

  it("finds companies and locations, and links each to its page", async () => {
    const found = await search("asala");
    expect(found.projects[0]).toMatchObject({ kind: "compound", name: "Al Asala Gardens" });
    expect((await search("r8, new")).projects.map((p) => p.name)).toContain("Al Asala Gardens");
    expect((await search("test dev")).companies[0]).toMatchObject({
      path: expect.stringMatching(/^\/company\/profile\/\d+$/),
    });
    expect((await search("الحي السابع")).locations[0]).toMatchObject({
      path: expect.stringMatching(/^\/location\/info\/\d+$/),
    });
    expect((await search("تست للتطوير")).companies).toHaveLength(1);
  });

  it("treats % and _ as text and refuses an empty query", async () => {
    const percent = await search("100%");
    expect(percent.projects).toEqual([]);
    expect(percent.units.count).toBe(0);
    const empty = await t.app.inject({ url: "/api/v1/search/?q=%20" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ q: ["This field may not be blank."] });
  });

  it("refuses a NUL or a direction control in the text with the field's message (a NUL was a 500)", async () => {
    const nul = await t.app.inject({ url: "/api/v1/search/?q=a%00b" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual({ q: ["Remove the control characters from this text."] });
    const bidi = await t.app.inject({
      url: "/api/v1/search/?q=a%E2%80%AEb",
      headers: { "accept-language": "ar" },
    });
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().fields).toEqual({ q: ["احذف الرموز الخفية التي تغيّر اتجاه هذا النص"] });
  });
});
