import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const { compound, floor } = await insertCatalogueFixture(t.db, 1);
  await t.db.execute(sql`
    insert into units (project_id, block_floor_id, floor, name, name_arabic, category, type, finishing, rooms_number,
      area, price_per_meter, total_price, unit_image)
    select ${compound.id}, ${floor.id}, 2, 'Bulk ' || n, 'وحدة ' || n, 'apartment', 'residential', 'full', 2,
      100 + n % 50, 40000, (100 + n % 50) * 40000, '/u.svg'
    from generate_series(1, 10004) as n`);
});
afterAll(() => t.close());

describe("counting a broad search", () => {
  it("stops at 10,000 and says so, while every page still comes in order", async () => {
    const body = (
      await t.app.inject({ url: "/api/v1/search-residential-unit/?category=apartment&page_size=12" })
    ).json();
    expect(body).toMatchObject({ count: 10_000, countCapped: true, next: 2 });
    const narrow = (
      await t.app.inject({ url: "/api/v1/search-residential-unit/?category=apartment&minArea=149" })
    ).json();
    expect(narrow.countCapped).toBe(false);
    // 200 bulk units of 149 m², and the fixture's own of 150 m².
    expect(narrow.count).toBe(201);
  });

  it("orders a page the same whether its search is counted whole or past the cap", async () => {
    const ids = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/v1/search-residential-unit/?category=apartment&page_size=5&${query}`,
        })
      )
        .json()
        .results.map((unit: { id: number }) => unit.id);
    // Past the cap: every bulk apartment. Counted whole: only those a page of the first can hold.
    expect(await ids("sort=price&page=3")).toEqual(await ids("sort=price&page=3&maxArea=100"));
    expect(await ids("sort=area&page=2")).toEqual(await ids("sort=area&page=2&maxArea=101"));
    expect(await ids("sort=-area&page=2")).toEqual(await ids("sort=-area&page=2&minArea=149"));
    // The first and the last bulk apartments are of 101 to 105 m² and 100 to 104 m².
    expect(await ids("sort=price_per_meter")).toEqual(await ids("sort=price_per_meter&maxArea=105"));
    expect(await ids("sort=newest")).toEqual(await ids("sort=newest&maxArea=104"));
  });
});
