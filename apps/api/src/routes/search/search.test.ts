import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentPlans, units } from "../../db/schema";
import { insertCatalogueFixture, insertMallFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

/** Six free apartments that differ in one way each, plus the fixture's three identical ones. */
const VARIANTS = [
  {
    name: "Apt cheap",
    totalPrice: 2_000_000,
    area: 90,
    roomsNumber: 2,
    floor: 2,
    finishing: "none",
    plan: [5, 3],
  },
  {
    name: "Apt mid",
    totalPrice: 4_000_000,
    area: 120,
    roomsNumber: 3,
    floor: 2,
    finishing: "half",
    plan: [20, 6],
  },
  {
    name: "Apt big",
    totalPrice: 12_000_000,
    area: 240,
    roomsNumber: 5,
    floor: 2,
    finishing: "full",
    plan: [40, 10],
  },
  {
    name: "Apt same price A",
    totalPrice: 5_000_000,
    area: 100,
    roomsNumber: 3,
    floor: 2,
    finishing: "full",
    plan: [10, 5],
  },
  {
    name: "Apt same price B",
    totalPrice: 5_000_000,
    area: 110,
    roomsNumber: 3,
    floor: 2,
    finishing: "full",
    plan: [10, 5],
  },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 3);
  await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  for (const v of VARIANTS) {
    const [unit] = await t.db
      .insert(units)
      .values({
        projectId: fixture.compound.id,
        blockFloorId: fixture.floor.id,
        floor: v.floor,
        name: v.name,
        nameArabic: `شقة ${v.name}`,
        category: "apartment",
        type: "residential",
        finishing: v.finishing,
        roomsNumber: v.roomsNumber,
        area: v.area,
        pricePerMeter: Math.round(v.totalPrice / v.area),
        totalPrice: v.totalPrice,
        unitImage: "/media/t/u.svg",
      })
      .returning();
    if (!unit) throw new Error("unit");
    await t.db.insert(paymentPlans).values({ unitId: unit.id, deposit: v.plan[0], years: v.plan[1] });
  }
  const reserved = fixture.units[0];
  if (reserved) await t.db.update(units).set({ status: "reserved" }).where(eq(units.id, reserved.id));
});
afterAll(() => t.close());

const residential = (query: string) => t.app.inject({ url: `/api/v1/search-residential-unit/?${query}` });
const names = async (query: string) =>
  ((await residential(query)).json().results as { name: string }[]).map((u) => u.name);

describe("GET /search-residential-unit/", () => {
  it("finds free units of the category, enriched with where they are and their plans", async () => {
    const response = await residential("category=apartment&status=free&page_size=50");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(7);
    const unit = body.results.find((u: { name: string }) => u.name === "Apt mid");
    expect(unit).toMatchObject({
      status: "free",
      propertyFloor: 2,
      projectName: "Test Gardens",
      projectNameArabic: "حدائق تست",
      projectType: "compound",
      projectId: fixture.compound.id,
      blockNumber: "B1",
      blockNumberArabic: "عمارة ١",
      buildingFloors: 5,
      address: "R7, New Capital",
      distance: 2.5,
      tags: ["Residential"],
      implementingCompanyLogo: "/media/t/logo.svg",
      propertyCAD: [{ floor: 2, CAD: `/media/plans/${unit.id}/2.svg` }],
      plans: [
        {
          deposit: 20,
          years: 6,
          depositAmount: 800_000,
          yearInstallment: 533_333,
          halfMonthInstallment: 266_666,
          quarterYearInstallment: 133_333,
          monthInstallment: 44_444,
        },
      ],
    });
  });

  it("narrows by each filter, and an omitted filter does not filter", async () => {
    expect(await names("category=apartment&price_gte=3000000&price_lte=6000000&sort=price")).toEqual([
      "Apt mid",
      "Apt same price A",
      "Apt same price B",
    ]);
    expect(await names("category=apartment&minArea=200")).toEqual(["Apt big"]);
    expect(await names("category=apartment&maxArea=95")).toEqual(["Apt cheap"]);
    expect(await names("category=apartment&roomsNumber=5")).toEqual(["Apt big"]);
    expect(await names("category=apartment&finishing=none")).toEqual(["Apt cheap"]);
    expect(await names("category=apartment&finishing=half")).toEqual(["Apt mid"]);
    expect((await names("category=apartment&floor=2&page_size=50")).length).toBe(7);
    expect(await names("category=apartment&floor=3")).toEqual([]);
  });

  it("matches installment years and deposit against one plan inside both ranges", async () => {
    expect(await names("category=apartment&installmentYears_gte=9&installmentYears_lte=10")).toEqual([
      "Apt big",
    ]);
    expect(await names("category=apartment&deposit_gte=0&deposit_lte=5")).toEqual(["Apt cheap"]);
    expect(
      await names(
        "category=apartment&deposit_gte=15&deposit_lte=25&installmentYears_gte=1&installmentYears_lte=5",
      ),
    ).toEqual([]);
  });

  it("never shows reserved units to a search for free ones", async () => {
    const all = await names("category=apartment&page_size=50");
    expect(all).toHaveLength(7);
    expect((await residential("category=apartment&status=reserved")).json().count).toBe(1);
  });

  it("sorts by price, price per metre, area or newest, ties broken by id", async () => {
    const byPrice = await names("category=apartment&sort=price&page_size=50");
    expect(byPrice.slice(0, 2)).toEqual(["Apt cheap", "Apt mid"]);
    expect(byPrice.indexOf("Apt same price A")).toBeLessThan(byPrice.indexOf("Apt same price B"));
    expect((await names("category=apartment&sort=-price"))[0]).toBe("Apt big");
    expect((await names("category=apartment&sort=-area"))[0]).toBe("Apt big");
    expect((await names("category=apartment&sort=area"))[0]).toBe("Apt cheap");
    expect((await names("category=apartment&sort=newest"))[0]).toBe("Apt same price B");
  });

  it("pages without repeating or skipping units", async () => {
    const first = (await residential("category=apartment&page_size=4&page=1")).json();
    const second = (await residential("category=apartment&page_size=4&page=2")).json();
    expect(first).toMatchObject({ count: 7, next: 2, previous: null });
    expect(second).toMatchObject({ count: 7, next: null, previous: 1 });
    const ids = [...first.results, ...second.results].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(7);
  });

  it.each([
    ["price_lte=cheap", "price_lte", "Enter a whole number."],
    ["minArea=-5", "minArea", "Enter a number of at least 0."],
    [
      "price_gte=5000000&price_lte=1000000",
      "price_lte",
      "The upper bound must not be below the lower bound.",
    ],
    ["minArea=300&maxArea=100", "maxArea", "The upper bound must not be below the lower bound."],
    ["deposit_gte=40&deposit_lte=10", "deposit_lte", "The upper bound must not be below the lower bound."],
    ["finishing=luxury", "finishing", "This is not a valid choice."],
    ["category=castles", "category", "This is not a valid choice."],
    ["category=shops", "category", "This is not a valid choice."],
    ["sort=cheapest", "sort", "This is not a valid choice."],
    ["roomsNumber=2.5", "roomsNumber", "Enter a whole number."],
  ])("refuses %s with 400 naming %s", async (query, field, text) => {
    const response = await residential(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual([text]);
  });
});

describe("GET /search-investment-unit/", () => {
  it("searches the mall units, hotel units counted only in their own search", async () => {
    const body = (await t.app.inject({ url: "/api/v1/search-investment-unit/?category=shops" })).json();
    expect(body.count).toBe(2);
    expect(body.results[0]).toMatchObject({
      projectType: "mall",
      blockNumber: null,
      buildingFloors: 2,
      tags: ["Commercial"],
    });
  });
});
