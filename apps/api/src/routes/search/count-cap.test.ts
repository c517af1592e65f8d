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
  // Studios whose ids alternate in parity, and a few with larger areas among the odd ones: a search
  // can leave one parity with fewer matches than the other (see unit-search.ts).
  await t.db.execute(sql`
    insert into units (project_id, block_floor_id, floor, name, name_arabic, category, type, finishing, rooms_number,
      area, price_per_meter, total_price, unit_image)
    select ${compound.id}, ${floor.id}, 2, 'Studio ' || n, 'استوديو ' || n, 'studio', 'residential', 'full', 1,
      a, 40000, a * 40000, '/u.svg'
    from generate_series(1, 10200) as n,
      lateral (select case when n % 2 = 1 and n < 200 then 52 when n % 2 = 1 and n < 204 then 51
                           when n <= 200 then 49 else 50 end as a) area
    order by n`);
  // Asking for a plan shares the units between two connections by id parity (see unit-search.ts).
  await t.db.execute(sql`
    insert into payment_plans (unit_id, deposit, years)
    select id, 10, 5 from units where name like 'Bulk %' or name like 'Studio %'`);
  // Twenty thousand units through the catalogue's triggers: a minute or more on PGlite on a busy machine.
}, 180_000);
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

  it.each(["", "&deposit_lte=10"])(
    "orders a page the same whether its search is counted whole or past the cap (%s)",
    async (plan) => {
      const ids = async (query: string) =>
        (
          await t.app.inject({
            url: `/api/v1/search-residential-unit/?category=apartment&page_size=5&${query}${plan}`,
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
    },
  );

  it.each(["", "&deposit_lte=10"])(
    "counts exactly up to the cap however unevenly the matches fall (%s)",
    async (plan) => {
      const search = async (query: string) =>
        (await t.app.inject({ url: `/api/v1/search-residential-unit/?page_size=5&${query}${plan}` })).json();
      // 9,804 apartments, 5,002 of one id parity and 4,802 of the other.
      const fewer = await search("category=apartment&maxArea=148&sort=price&page=3");
      expect(fewer).toMatchObject({ count: 9804, countCapped: false });
      const all = await search("category=apartment&sort=price&page=3");
      expect(fewer.results.map((u: { id: number }) => u.id)).toEqual(
        all.results.map((u: { id: number }) => u.id),
      );
      // Studios of each id parity: 10,098 (5,100 and 4,998), 10,100 (5,100 and 5,000, either way
      // round) and 10,200; then 10,000 (5,000 each), 9,998 and 102.
      for (const query of ["maxArea=50", "maxArea=51", "minArea=50", ""]) {
        const capped = await search(`category=studio&${query}&sort=-area&page=2`);
        expect(capped).toMatchObject({ count: 10_000, countCapped: true });
        expect(capped.results.map((u: { area: number }) => u.area)).toEqual(
          query === "minArea=50" || query === "" ? [52, 52, 52, 52, 52] : [50, 50, 50, 50, 50],
        );
      }
      for (const [query, count] of [
        ["minArea=50&maxArea=51", 10_000],
        ["minArea=50&maxArea=50", 9998],
        ["minArea=51", 102],
      ] as const)
        expect(await search(`category=studio&${query}`)).toMatchObject({ count, countCapped: false });
    },
  );
});
