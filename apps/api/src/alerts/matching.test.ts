import { categoryBySlug } from "@capital/contract/catalogue";
import { readSearchPage } from "@capital/contract/saved-searches";
import type { SEARCH_FILTER_PARAMS } from "@capital/contract/search-options";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentPlans, projects, savedSearches, units } from "../db/schema";
import { signUp } from "../testing/accounts";
import { insertCatalogueFixture, insertMallFixture } from "../testing/catalogue-fixture";
import { createTestApp } from "../testing/test-app";
import { matchingSearches } from "./matching";
import { savedSearchColumns } from "./saved-search-columns";

/**
 * A saved search matches exactly the units its page shows: for random searches over a varied
 * catalogue, the units the matcher finds for each search, one changed unit at a time, are the units
 * the search endpoints answer (unit search) or count in their groups (text search).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let userId: number;
let unitIds: number[];
let compoundId: number;
let mallId: number;

/** A small fixed-seed generator, so a failure is the same on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  userId = (await signUp(t.app)).user_profile.id;
  const fixture = await insertCatalogueFixture(t.db, 3);
  compoundId = fixture.compound.id;
  const mall = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  mallId = mall.mall.id;
  await t.db.update(projects).set({ deliveryDate: "2027-06-30" }).where(eq(projects.id, compoundId));
  const rng = random(20261126);
  const varied = Array.from({ length: 60 }, (_, i) => {
    const totalPrice = rng.pick([900_000, 2_000_000, 3_500_000, 4_000_000, 6_500_000, 9_000_000, 15_000_000]);
    const area = rng.pick([45, 90, 120, 150, 240, 400]);
    return {
      projectId: compoundId,
      blockFloorId: fixture.floor.id,
      floor: rng.pick([0, 1, 2, 3]),
      name: `Varied ${i}`,
      nameArabic: `متنوعة ${i}`,
      category: rng.pick(["apartment", "apartment", "studio", "duplex-villas", "hotel-units"] as const),
      type: "residential" as const,
      status: rng.pick(["free", "free", "free", "held", "off_market"] as const),
      finishing: rng.pick(["none", "half", "full"] as const),
      roomsNumber: rng.pick([1, 2, 3, 4]),
      area,
      pricePerMeter: Math.round(totalPrice / area),
      totalPrice,
      unitImage: "/media/t/u.svg",
      deliveryDateOverride: rng.pick([null, null, "2024-01-01", "2030-12-31"]),
    };
  });
  const inserted = await t.db.insert(units).values(varied).returning({ id: units.id });
  const plans = inserted.flatMap(({ id }) =>
    Array.from({ length: rng.pick([0, 1, 2, 3]) }, () => ({
      unitId: id,
      deposit: rng.pick([0, 5, 10, 20, 35]),
      years: rng.pick([1, 3, 5, 7, 10]),
    })),
  );
  if (plans.length > 0) await t.db.insert(paymentPlans).values(plans);
  unitIds = (await t.db.select({ id: units.id }).from(units)).map((u) => u.id);
});
afterAll(() => t.close());

async function saved(page: string) {
  const read = readSearchPage(page);
  if (!("page" in read)) throw new Error(`${page}: ${JSON.stringify(read.fields)}`);
  const [row] = await t.db
    .insert(savedSearches)
    .values({ ...savedSearchColumns(read.page), userId, name: page.slice(0, 60) })
    .onConflictDoNothing()
    .returning({ id: savedSearches.id });
  if (row) return row.id;
  const [again] = await t.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.page, read.page.page));
  return again?.id ?? 0;
}

/** What the matcher says, unit by unit, for each saved search. */
async function matchedBySearch() {
  const bySearch = new Map<number, Set<number>>();
  for (const unitId of unitIds) {
    for (const match of await matchingSearches(t.db, [unitId])) {
      const set = bySearch.get(match.saved_search_id) ?? new Set<number>();
      set.add(unitId);
      bySearch.set(match.saved_search_id, set);
    }
  }
  return bySearch;
}

/** Every unit id a unit search page shows, through the API. */
async function searchIds(page: string): Promise<number[]> {
  const url = new URL(page, "http://x");
  const [, type, , slug = ""] = url.pathname.split("/");
  const query = new URLSearchParams(url.search);
  query.set("category", categoryBySlug(slug)?.value ?? "");
  query.set("page_size", "100");
  const answer = await t.app.inject({ url: `/api/v1/search-${type}-unit/?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().results as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
}

describe("a saved unit search matches what its page shows", () => {
  it("for 120 random filter combinations, including plans, money and delivery", async () => {
    const rng = random(7);
    const pages = new Set<string>();
    while (pages.size < 120) {
      const residential = rng.chance(0.8);
      const slug = residential
        ? rng.pick(["apartments", "studio", "duplex-villas", "hotel-units"])
        : rng.pick(["shops", "clinics", "hotel-units"]);
      const q = new URLSearchParams();
      const set = (
        name: (typeof SEARCH_FILTER_PARAMS)[number],
        values: readonly (string | number)[],
        p = 0.35,
      ) => {
        if (rng.chance(p)) q.set(name, String(rng.pick(values)));
      };
      if (rng.chance(0.5)) {
        const low = rng.pick([0, 1_000_000, 3_000_000, 4_000_000]);
        q.set("price_gte", String(low));
        if (rng.chance(0.6)) q.set("price_lte", String(low + rng.pick([500_000, 3_000_000, 10_000_000])));
      } else set("price_lte", [2_000_000, 4_000_000, 9_000_000]);
      set("roomsNumber", [1, 2, 3]);
      set("floor", [0, 2]);
      set("minArea", [50, 100, 150]);
      set("maxArea", [120, 240]);
      set("finishing", ["none", "half", "full"]);
      set("installmentYears_gte", [1, 3, 5], 0.25);
      set("installmentYears_lte", [5, 7, 10], 0.25);
      set("deposit_gte", [0, 5, 10], 0.2);
      set("deposit_lte", [10, 20, 35], 0.25);
      set("downPayment_lte", [100_000, 400_000, 1_000_000], 0.25);
      set("monthlyInstalment_lte", [20_000, 60_000, 150_000], 0.25);
      set("delivery", ["ready", "2027", "2031"], 0.3);
      const page = `/${residential ? "residential" : "investment"}/search/${slug}?${q}`;
      // A range drawn upside down is refused by the page too; it is no search to save.
      if ("page" in readSearchPage(page)) pages.add(page);
    }
    const ids = new Map<string, number>();
    for (const page of pages) ids.set(page, await saved(page));
    const matched = await matchedBySearch();
    let nonEmpty = 0;
    for (const page of pages) {
      const read = readSearchPage(page);
      const expected = await searchIds("page" in read ? read.page.page : page);
      const got = [...(matched.get(ids.get(page) ?? 0) ?? [])].sort((a, b) => a - b);
      expect(got, page).toEqual(expected);
      if (expected.length > 0) nonEmpty += 1;
    }
    // The combinations are not all trivially empty.
    expect(nonEmpty).toBeGreaterThan(30);
  }, 120_000);

  it("never matches a unit that is not free or whose project is a draft", async () => {
    const id = await saved("/residential/search/apartments");
    const [draft] = await t.db.select().from(projects).where(eq(projects.id, compoundId));
    const notFree = (await t.db.select({ id: units.id, status: units.status }).from(units)).filter(
      (u) => u.status !== "free",
    );
    expect(notFree.length).toBeGreaterThan(0);
    const found = await matchingSearches(
      t.db,
      notFree.map((u) => u.id),
    );
    expect(found.filter((m) => m.saved_search_id === id)).toEqual([]);
    await t.db.update(projects).set({ publishedAt: null }).where(eq(projects.id, compoundId));
    try {
      const all = await matchingSearches(t.db, unitIds);
      const compoundUnits = (
        await t.db
          .select({ id: units.id })
          .from(units)
          .where(inArray(units.projectId, [compoundId]))
      ).map((u) => u.id);
      expect(all.filter((m) => compoundUnits.includes(m.unit_id))).toEqual([]);
    } finally {
      await t.db
        .update(projects)
        .set({ publishedAt: draft?.publishedAt ?? new Date() })
        .where(eq(projects.id, compoundId));
    }
  });
});

describe("a saved text search matches the units its page counts", () => {
  it("for kinds, rooms, project names (with a typo), unit names, in both languages", async () => {
    const texts = [
      "apartments",
      "شقق",
      "3 rooms",
      "شقة ٣ غرف",
      "studio",
      "Test Gardens",
      "حدائق تست",
      "Test Gardns",
      "Shop G-0",
      "Test Mall clinics",
      "mall",
      "hotel",
      "nothing like it",
    ];
    const ids = new Map<string, number>();
    for (const text of texts) ids.set(text, await saved(`/search?q=${encodeURIComponent(text)}`));
    const matched = await matchedBySearch();
    const groupOf = new Map(
      (
        await t.db
          .select({
            id: units.id,
            projectId: units.projectId,
            category: units.category,
            rooms: units.roomsNumber,
          })
          .from(units)
      ).map((u) => [u.id, `${u.projectId}/${u.category}/${u.rooms}`]),
    );
    for (const text of texts) {
      const answer = await t.app.inject({
        url: `/api/v1/search/?q=${encodeURIComponent(text)}&page_size=50`,
      });
      const groups = answer.json().units.results as {
        projectId: number;
        category: string;
        roomsNumber: number;
        units: number;
      }[];
      const expected = Object.fromEntries(
        groups.map((g) => [`${g.projectId}/${g.category}/${g.roomsNumber}`, g.units]),
      );
      const got: Record<string, number> = {};
      for (const unitId of matched.get(ids.get(text) ?? 0) ?? []) {
        const key = groupOf.get(unitId) ?? "";
        got[key] = (got[key] ?? 0) + 1;
      }
      expect(got, text).toEqual(expected);
    }
    expect([...matched.keys()].some((id) => id === ids.get("Test Gardns"))).toBe(true);
    expect([...matched.keys()].some((id) => id === ids.get("Shop G-0"))).toBe(true);
    expect(mallId).toBeGreaterThan(0);
  }, 120_000);
});
