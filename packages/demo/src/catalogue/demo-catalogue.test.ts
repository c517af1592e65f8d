import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Database, migratedPgliteImage, openDatabase } from "@capital/api/db/client";
import type { SeedSummary } from "@capital/api/seeding/demo-seeder";
import { CATEGORY_VALUES } from "@capital/contract/catalogue";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCatalogueSeeded, seedDemoCatalogue } from "./demo-catalogue";

const LOCATIONS = [
  "R7",
  "R8",
  "R5",
  "Downtown",
  "Central Business District",
  "Green River",
  "Government District",
  "MU23",
];

/** Every table the seed writes, with the order that makes its rows comparable. */
const SEEDED_TABLES: Record<string, string> = {
  companies: "id",
  locations: "id",
  projects: "id",
  mall_floors: "id",
  blocks: "id",
  block_floors: "id",
  villas: "id",
  units: "id",
  payment_plans: "id",
  client_reviews: "id",
  users: "id",
  feedbacks: "id",
  feedback_likes: "feedback_id, user_id",
  feedback_replies: "id",
  project_progress_updates: "id",
  project_media: "id",
};

async function query<T>(database: Database, text: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

async function tableDigests(database: Database): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [table, order] of Object.entries(SEEDED_TABLES)) {
    const [row] = await query<{ digest: string }>(
      database,
      `select md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) as digest from ${table} t`,
    );
    digests[table] = row?.digest ?? "";
  }
  return digests;
}

async function mediaDigest(dir: string): Promise<{ files: number; digest: string }> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash("sha256");
  for (const file of entries) hash.update(path.relative(dir, file)).update(await readFile(file));
  return { files: entries.length, digest: hash.digest("hex") };
}

/** An empty, migrated database; its three copies here are migrated once between them. */
let migrated: Promise<Blob> | undefined;

async function seedFresh(units?: number) {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), "seed-media-"));
  migrated ??= migratedPgliteImage();
  const database = await openDatabase({ kind: "pglite", image: await migrated });
  const seededBefore = await isCatalogueSeeded(database.db);
  const summary = await seedDemoCatalogue(database.db, { mediaDir, units });
  return { database, mediaDir, summary, seededBefore };
}

describe("the demo catalogue", () => {
  let first: { database: Database; mediaDir: string; summary: SeedSummary; seededBefore: boolean };

  beforeAll(async () => {
    first = await seedFresh();
  });

  afterAll(async () => {
    await first?.database.close();
    if (first) await rm(first.mediaDir, { recursive: true, force: true });
  });

  it("has the minimum content", async () => {
    const { database, summary } = first;
    expect(first.seededBefore).toBe(false);
    expect(await isCatalogueSeeded(database.db)).toBe(true);
    expect(summary.companies).toBeGreaterThanOrEqual(12);
    expect(summary.locations).toBe(8);
    expect(summary.malls).toBeGreaterThanOrEqual(8);
    expect(summary.compounds).toBeGreaterThanOrEqual(12);
    expect(summary.reviews).toBeGreaterThanOrEqual(6);
    expect(summary.feedbacks).toBeGreaterThan(0);

    const locations = await query<{ name: string }>(database, "select name from locations order by id");
    expect(locations.map((row) => row.name)).toEqual(LOCATIONS);
    const [counts] = await query<Record<string, string | number>>(
      database,
      `select (select count(*) from projects where type = 'mall') malls,
        (select count(*) from projects where type = 'compound') compounds,
        (select count(*) from units) units,
        (select count(*) from client_reviews) reviews,
        (select count(*) from feedbacks) feedbacks,
        (select count(*) from feedback_likes) likes,
        (select count(*) from feedback_replies) replies`,
    );
    expect(Number(counts?.malls)).toBe(summary.malls);
    expect(Number(counts?.compounds)).toBe(summary.compounds);
    expect(Number(counts?.units)).toBe(summary.units);
    expect(Number(counts?.likes)).toBeGreaterThan(0);
    expect(Number(counts?.replies)).toBeGreaterThan(0);
  });

  it("has units of every category, mostly free, and a third of each within the default price filter", async () => {
    const rows = await query<{
      category: string;
      units: string;
      affordable: string;
      free: string;
      reserved: string;
    }>(
      first.database,
      `select category, count(*) units,
        count(*) filter (where total_price between 100000 and 8000000) affordable,
        count(*) filter (where status = 'free') free,
        count(*) filter (where status <> 'free') reserved
      from units group by category`,
    );
    expect(rows.map((row) => row.category).sort()).toEqual([...CATEGORY_VALUES].sort());
    for (const row of rows) {
      expect(Number(row.affordable), row.category).toBeGreaterThanOrEqual(Number(row.units) / 3);
    }
    const free = rows.reduce((sum, row) => sum + Number(row.free), 0);
    const reserved = rows.reduce((sum, row) => sum + Number(row.reserved), 0);
    expect(reserved).toBeGreaterThan(0);
    expect(free / (free + reserved)).toBeGreaterThan(0.75);
  });

  it("makes every held, reserved and sold unit through a demo buyer's reservation of it", async () => {
    const [check] = await query<Record<string, string>>(
      first.database,
      `select
        (select count(*) from units where status <> 'free') taken,
        (select count(*) from units u join bookings b on b.unit_id = u.id and b.status in ('held', 'confirmed', 'sold')
          join users us on us.id = b.user_id
          where us.email like '%@%' and us.phone is not null and b.phone = us.phone
            and (u.status, b.status::text) in (('held', 'held'), ('reserved', 'confirmed'), ('sold', 'sold'))) matched,
        (select count(distinct status) from bookings) kinds`,
    );
    expect(Number(check?.taken)).toBeGreaterThan(0);
    expect(Number(check?.matched)).toBe(Number(check?.taken));
    expect(Number(check?.kinds)).toBe(3);
  });

  it("puts every unit in a place that agrees with it", async () => {
    const [problems] = await query<Record<string, string>>(
      first.database,
      `select
        (select count(*) from units u join mall_floors f on f.id = u.mall_floor_id
          where u.floor <> f.number or u.project_id <> f.mall_id or u.type <> 'investment') mall_units,
        (select count(*) from units u join block_floors f on f.id = u.block_floor_id join blocks b on b.id = f.block_id
          where u.floor <> f.number or u.project_id <> b.compound_id or f.number >= b.building_floors
            or u.category <> (case b.kind when 'apartments' then 'apartment' when 'studios' then 'studio' else 'hotel-units' end)::unit_category) block_units,
        (select count(*) from units u join villas v on v.id = u.villa_id
          where u.floor >= v.building_floors or u.project_id <> v.compound_id
            or u.category <> (case v.kind when 'duplex' then 'duplex-villas' when 'detached' then 'detached-villas' else 'twin-house' end)::unit_category) villa_units,
        (select count(*) from units where total_price <> area * price_per_meter) prices,
        (select count(*) from (select unit_id from payment_plans group by unit_id having count(*) not between 1 and 3) p) plan_counts,
        (select count(*) from units u where not exists (select 1 from payment_plans p where p.unit_id = u.id)) without_plans,
        (select count(*) from blocks where block_number_arabic ~ '[0-9]' or block_number_arabic !~ '[٠-٩]') block_numbers`,
    );
    for (const [check, count] of Object.entries(problems ?? {})) expect(Number(count), check).toBe(0);
  });

  it("has villas with all floors available and villas without, and SPEC.md's sample plans", async () => {
    const villas = await query<{ available: boolean }>(
      first.database,
      "select distinct all_floors_available available from villas",
    );
    expect(villas.map((row) => row.available).sort()).toEqual([false, true]);
    const plans = await query<{ plan: string }>(
      first.database,
      "select distinct deposit || '/' || years plan from payment_plans",
    );
    expect(plans.map((row) => row.plan)).toEqual(expect.arrayContaining(["50/7", "25/4", "70/10", "60/10"]));
  });

  it("makes the demo users unable to sign in", async () => {
    const users = await query<{ email: string; password_hash: string }>(
      first.database,
      "select email, password_hash from users",
    );
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(user.email).toMatch(/@demo\.capital\.example$/);
      expect(user.password_hash.startsWith("!")).toBe(true);
    }
  });

  it("writes every image the rows point to", async () => {
    const urls = await query<{ url: string }>(
      first.database,
      `select distinct url from (
        select logo url from companies union all select image from companies
        union all select logo from locations union all select location_card_image from locations
        union all select background_image from projects union all select project_image from projects
        union all select latest_project_image from projects union all select popular_brands_image from projects
        union all select layout from projects union all select layout from mall_floors
        union all select layout from block_floors union all select unit_image from units
        union all select profile_picture from users union all select source from client_reviews
      ) images where url is not null`,
    );
    expect(urls.length).toBeGreaterThan(100);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/media\//);
      expect(existsSync(path.join(first.mediaDir, url.slice("/media/".length))), url).toBe(true);
    }
  });

  it("has a track record: projects delivered on time and late, past due, and timelines with site photos", async () => {
    const projects = await query<{
      promised: string;
      actual: string | null;
      updates: number;
      ordered: boolean;
    }>(
      first.database,
      `select p.delivery_date::text promised, p.actual_delivery_date::text actual,
        (select count(*)::int from project_progress_updates u where u.project_id = p.id) updates,
        -- Every figure at least the one before it, unless the update says it is a correction.
        not exists (select 1 from project_progress_updates u join lateral (
            select percent from project_progress_updates v where v.project_id = u.project_id
              and (v.posted_at, v.id) < (u.posted_at, u.id) order by v.posted_at desc, v.id desc limit 1) prev on true
          where u.project_id = p.id and u.percent < prev.percent and not u.correction) ordered
      from projects p`,
    );
    const delivered = projects.filter((p) => p.actual !== null);
    expect(delivered.filter((p) => (p.actual ?? "") <= p.promised).length).toBeGreaterThanOrEqual(2);
    expect(delivered.filter((p) => (p.actual ?? "") > p.promised).length).toBeGreaterThanOrEqual(2);
    expect(
      projects.filter((p) => p.actual === null && p.promised < "2026-11-01" && p.updates > 0).length,
    ).toBeGreaterThanOrEqual(2);
    expect(projects.filter((p) => p.updates > 0).length).toBeGreaterThanOrEqual(10);
    expect(projects.every((p) => p.ordered)).toBe(true);
    for (const p of delivered) expect((p.actual ?? "") <= "2026-11-26", String(p.actual)).toBe(true);

    const photos = await query<{ key: string; widths: number[] }>(
      first.database,
      "select key, widths from project_media where kind = 'progress'",
    );
    expect(photos.length).toBeGreaterThanOrEqual(6);
    for (const photo of photos)
      for (const width of photo.widths)
        for (const format of ["avif", "webp"])
          expect(existsSync(path.join(first.mediaDir, "uploads", `${photo.key}-${width}.${format}`))).toBe(
            true,
          );
  });

  it("comes out the same on another fresh database", async () => {
    const second = await seedFresh();
    try {
      expect(second.summary).toEqual(first.summary);
      expect(await tableDigests(second.database)).toEqual(await tableDigests(first.database));
      expect(await mediaDigest(second.mediaDir)).toEqual(await mediaDigest(first.mediaDir));
    } finally {
      await second.database.close();
      await rm(second.mediaDir, { recursive: true, force: true });
    }
  });
});

describe("a larger catalogue", () => {
  it("grows to about the requested number of units", async () => {
    const { database, mediaDir, summary } = await seedFresh(3000);
    try {
      expect(summary.units).toBeGreaterThanOrEqual(2900);
      expect(summary.units).toBeLessThanOrEqual(3100);
      const [row] = await query<{ units: string }>(database, "select count(*) units from units");
      expect(Number(row?.units)).toBe(summary.units);
      expect(summary.malls).toBeGreaterThan(10);
      expect(summary.compounds).toBeGreaterThan(14);
    } finally {
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
