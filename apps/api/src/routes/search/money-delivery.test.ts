import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows } from "../../db/client";
import { paymentPlans, projects, units } from "../../db/schema";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const ids: Record<string, number> = {};

/**
 * Studios priced and planned so that each money bound picks a different set. Down payment and
 * monthly instalment per plan (planFigures):
 *   A 2M:  10 % over 5 y → 200,000 and 30,000;  50 % over 2 y → 1,000,000 and 41,666
 *   B 4M:  20 % over 6 y → 800,000 and 44,444;   5 % over 10 y → 200,000 and 31,666
 *   C 6M:  40 % over 10 y → 2,400,000 and 30,000
 *   D 3M:  no plan (cash) → 3,000,000 down, no instalment
 *   E 6M:   5 % over 2 y → 300,000 and 237,500; 50 % over 10 y → 3,000,000 and 25,000
 */
const STUDIOS = {
  A: {
    price: 2_000_000,
    plans: [
      [10, 5],
      [50, 2],
    ],
  },
  B: {
    price: 4_000_000,
    plans: [
      [20, 6],
      [5, 10],
    ],
  },
  C: { price: 6_000_000, plans: [[40, 10]] },
  D: { price: 3_000_000, plans: [] },
  E: {
    price: 6_000_000,
    plans: [
      [5, 2],
      [50, 10],
    ],
  },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 1);
  for (const [name, studio] of Object.entries(STUDIOS)) {
    const [unit] = await t.db
      .insert(units)
      .values({
        projectId: fixture.compound.id,
        blockFloorId: fixture.floor.id,
        floor: 2,
        name,
        nameArabic: `استوديو ${name}`,
        category: "studio",
        type: "residential",
        finishing: "full",
        roomsNumber: 1,
        area: 50,
        pricePerMeter: studio.price / 50,
        totalPrice: studio.price,
        unitImage: "/media/t/u.svg",
      })
      .returning();
    if (!unit) throw new Error("unit");
    ids[name] = unit.id;
    if (studio.plans.length > 0) {
      await t.db
        .insert(paymentPlans)
        .values(studio.plans.map(([deposit, years]) => ({ unitId: unit.id, deposit, years })));
    }
  }
});
afterAll(() => t.close());

/** Written straight to the database, past the routes that would make answers in memory stale. */
const written = () => t.app.responseCache.invalidate("everything");

const search = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v1/search-residential-unit/?category=studio&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    count: number;
    results: { name: string; deliveryDate: string | null; plans: { depositAmount: number }[] }[];
  };
};
const names = async (query: string) => (await search(query)).results.map((u) => u.name);

describe("money filters: the most down payment and the most monthly instalment (EGP)", () => {
  it("match a unit when one of its plans asks no more; a unit without plans is paid in cash", async () => {
    expect(await names("downPayment_lte=200000")).toEqual(["A", "B"]);
    expect(await names("downPayment_lte=3000000")).toEqual(["A", "D", "B", "C", "E"]);
    expect(await names("monthlyInstalment_lte=30000")).toEqual(["A", "C", "E"]);
    expect(await names("monthlyInstalment_lte=25000")).toEqual(["E"]);
  });

  it("ask both of the same plan: E's smallest down payment and smallest instalment are different plans", async () => {
    expect(await names("downPayment_lte=300000&monthlyInstalment_lte=30000")).toEqual(["A"]);
    expect(await names("downPayment_lte=3000000&monthlyInstalment_lte=25000")).toEqual(["E"]);
  });

  it("combine with instalment years and deposit on that same plan", async () => {
    expect(await names("monthlyInstalment_lte=30000&installmentYears_gte=10")).toEqual(["C", "E"]);
    expect(await names("monthlyInstalment_lte=30000&deposit_lte=10")).toEqual(["A"]);
  });

  it("answer years or a deposit alone from each unit's summary of its plans, and both from one plan", async () => {
    // A plans 10 %/5 y and 50 %/2 y; B 20 %/6 y and 5 %/10 y; C 40 %/10 y; D none; E 5 %/2 y and 50 %/10 y.
    expect(await names("installmentYears_gte=3&installmentYears_lte=8")).toEqual(["A", "B"]);
    expect(await names("installmentYears_gte=3&installmentYears_lte=4")).toEqual([]);
    expect(await names("installmentYears_gte=0")).toEqual(["A", "B", "C", "E"]);
    expect(await names("deposit_gte=0&deposit_lte=100")).toEqual(["A", "B", "C", "E"]);
    expect(await names("deposit_gte=30")).toEqual(["A", "C", "E"]);
    // A's and E's deposits lie on both sides of 15-30 %, but none of their plans inside it.
    expect(await names("deposit_gte=15&deposit_lte=30")).toEqual(["B"]);
    // E has a 5 % plan and a 10-year plan, not one that is both.
    expect(await names("deposit_lte=5&installmentYears_gte=10")).toEqual(["B"]);
    expect(await names("deposit_gte=0&deposit_lte=10&installmentYears_gte=1&installmentYears_lte=5")).toEqual(
      ["A", "E"],
    );
  });

  it("keep the upper bound on years inside the same plan as a deposit", async () => {
    // E has a 50 % plan, over 10 years; its 2-year plan asks 5 %.
    expect(await names("deposit_gte=40&installmentYears_lte=5")).toEqual(["A"]);
  });

  it("order a search that looks plans up as any other, whatever the units' ids", async () => {
    // Such a search shares the units between two connections by id parity: A, C and E share one.
    expect(await names("deposit_gte=5&deposit_lte=60")).toEqual(["A", "B", "C", "E"]);
    expect(await names("deposit_gte=5&deposit_lte=60&sort=monthly_instalment")).toEqual(["E", "A", "C", "B"]);
    expect(await names("deposit_gte=5&deposit_lte=60&sort=-price&page_size=2")).toEqual(["E", "C"]);
    expect(await names("sort=-price&page_size=2")).toEqual(["E", "C"]);
  });

  it("search every category of the type when none is asked", async () => {
    const response = await t.app.inject({
      url: "/api/v1/search-residential-unit/?deposit_gte=30&page_size=100",
    });
    expect(response.statusCode).toBe(200);
    const found = (response.json() as { results: { name: string }[] }).results.map((u) => u.name);
    expect(found).toEqual(expect.arrayContaining(["A", "C", "E"]));
    expect(found).not.toContain("B");
  });

  it("sort by the smallest monthly instalment, units paid in cash last", async () => {
    expect(await names("sort=monthly_instalment")).toEqual(["E", "A", "C", "B", "D"]);
  });

  it("follow the plans as they change: the database keeps each unit's figures", async () => {
    const unitC = ids.C ?? 0;
    await t.db.update(paymentPlans).set({ deposit: 5 }).where(eq(paymentPlans.unitId, unitC));
    written();
    expect(await names("downPayment_lte=300000")).toEqual(["A", "B", "C", "E"]);
    expect(await names("deposit_lte=5")).toEqual(["B", "C", "E"]);
    await t.db.delete(paymentPlans).where(eq(paymentPlans.unitId, unitC));
    written();
    expect(await names("monthlyInstalment_lte=30000")).toEqual(["A", "E"]);
    expect(await names("installmentYears_gte=10")).toEqual(["B", "E"]);
    await t.db.insert(paymentPlans).values({ unitId: unitC, deposit: 40, years: 10 });
    written();
    expect(await names("monthlyInstalment_lte=30000")).toEqual(["A", "C", "E"]);
    expect(await names("installmentYears_gte=10&deposit_gte=30")).toEqual(["C", "E"]);
    // A new price moves every figure of the unit's plans: 10 % of 1.5M is 150,000.
    await t.db
      .update(units)
      .set({ totalPrice: 1_500_000 })
      .where(eq(units.id, ids.A ?? 0));
    written();
    expect(await names("downPayment_lte=150000")).toEqual(["A"]);
    await t.db
      .update(units)
      .set({ totalPrice: 2_000_000 })
      .where(eq(units.id, ids.A ?? 0));
    written();
  });
});

describe("delivery: ready now, or by the end of a year", () => {
  it("follows the project's date, and a unit's own date where it has one", async () => {
    expect((await search("")).results.every((u) => u.deliveryDate === null)).toBe(true);
    expect(await names("delivery=ready")).toEqual([]);

    await t.db
      .update(projects)
      .set({ deliveryDate: sql`current_date - 1` })
      .where(eq(projects.id, fixture.compound.id));

    written();
    await t.db
      .update(units)
      .set({ deliveryDateOverride: "2031-06-30" })
      .where(eq(units.id, ids.B ?? 0));
    written();

    const [yesterday] = await queryRows(
      t.db,
      z.object({ d: z.string() }),
      sql`select to_char(current_date - 1, 'YYYY-MM-DD') as d`,
    );
    const all = await search("sort=delivery");
    expect(all.results.map((u) => [u.name, u.deliveryDate])).toEqual([
      ["A", yesterday?.d],
      ["C", yesterday?.d],
      ["D", yesterday?.d],
      ["E", yesterday?.d],
      ["B", "2031-06-30"],
    ]);
    expect(await names("delivery=ready")).toEqual(["A", "D", "C", "E"]);
    expect(await names("delivery=2030")).toEqual(["A", "D", "C", "E"]);
    expect(await names("delivery=2031")).toEqual(["A", "D", "B", "C", "E"]);
  });

  it("refuses what is neither 'ready' nor a year, in the reader's language", async () => {
    const response = await t.app.inject({
      url: "/api/v1/search-residential-unit/?delivery=soon",
      headers: { "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(["delivery"]);
  });
});

describe("the database keeps the search columns on every write path", () => {
  it("derives them on insert and keeps them through a whole project's new date", async () => {
    const rows = await t.db
      .select({ id: units.id, down: units.minDownPayment, monthly: units.minMonthlyInstalment })
      .from(units)
      .where(inArray(units.id, [ids.A ?? 0, ids.D ?? 0]));
    expect(rows.sort((a, b) => a.id - b.id).map(({ down, monthly }) => [down, monthly])).toEqual([
      [200_000, 30_000],
      [3_000_000, null],
    ]);
    await t.db.update(projects).set({ deliveryDate: null }).where(eq(projects.id, fixture.compound.id));
    written();
    expect(await names("delivery=2031")).toEqual(["B"]);
  });
});
