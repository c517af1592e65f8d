import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseConfig } from "../env";
import { createScratchDatabase } from "../testing/test-database";
import { type Database, MIGRATIONS_FOLDER, openDatabase } from "./client";

const config = testDatabaseConfig();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The migrations folder as it was before reservations (migration 0013 and later left out). */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "capital-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function open(folder: string, url?: string, pgliteDir?: string): Promise<Database> {
  return config.kind === "postgres"
    ? openDatabase({ kind: "postgres", url: url ?? "" }, { migrationsFolder: folder })
    : openDatabase({ kind: "pglite", dataDir: pgliteDir }, { migrationsFolder: folder });
}

describe("migration 0013 (reservations) keeps today's bookings", () => {
  it("turns a recent active booking into a running hold and an old one into a confirmed reservation", async () => {
    const scratch = config.kind === "postgres" ? await createScratchDatabase(config.url) : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const pgliteDir = mkdtempSync(path.join(tmpdir(), "capital-pglite-"));
    const before = await open(migrationsBefore("0015_reservations"), scratch?.url, pgliteDir);
    await before.executeSql(`
      insert into companies (id, name, name_arabic, logo, image, rating, about_first_paragraph,
        about_first_paragraph_arabic, about_second_paragraph, about_second_paragraph_arabic)
        values (1, 'C', 'ش', '/l', '/i', 4, 'a', 'ا', 'b', 'ب');
      insert into locations (id, name, name_arabic, logo, location_card_image, acres, map, about_location,
        about_location_arabic, future_vision, future_vision_arabic, intro, intro_arabic, main_features, main_features_arabic)
        values (1, 'L', 'م', '/l', '/c', 5, '/m', 'a', 'ا', 'f', 'ف', 'i', 'م', '{}', '{}');
      insert into projects (id, type, name, name_arabic, address, address_arabic, background_image, project_image,
        latest_project_image, distance, implementing_company_id, location_id, acres, intro, intro_arabic,
        important_areas, important_areas_arabic, features, features_arabic, layout)
        values (1, 'compound', 'P', 'ب', 'a', 'ع', '/b', '/p', '/l', 1, 1, 1, 3, 'i', 'م', '{}', '{}', '{}', '{}', '/lay');
      insert into villas (id, compound_id, kind, name, name_arabic, building_floors) values (1, 1, 'duplex', 'V', 'ف', 3);
      insert into units (id, project_id, villa_id, floor, name, name_arabic, category, type, status, finishing,
        rooms_number, area, price_per_meter, total_price, unit_image)
        select g, 1, 1, g, 'U' || g, 'و' || g, 'duplex-villas', 'residential',
          (case when g <= 2 then 'reserved' else 'free' end)::unit_status, 'full', 3, 200, 10000, 2000000, '/u'
        from generate_series(1, 3) g;
      insert into users (id, name, email, password_hash) values (1, 'Mona', 'mona@example.com', '!x');
      insert into bookings (user_id, unit_id, status, created_at, cancelled_at) values
        (1, 1, 'active', now() - interval '2 hours', null),
        (1, 2, 'active', now() - interval '10 days', null),
        (1, 3, 'cancelled', now() - interval '3 days', now());`);
    await before.close();

    const after = await open(MIGRATIONS_FOLDER, scratch?.url, pgliteDir);
    try {
      const { rows } = (await after.db.execute(sql`
        select b.unit_id, b.status::text as status, u.status::text as unit_status, b.reference,
          b.hold_expires_at = b.created_at + interval '48 hours' as hold_48h, b.confirmed_at is not null as confirmed
        from bookings b join units u on u.id = b.unit_id order by b.unit_id`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      expect(rows).toEqual([
        {
          unit_id: 1,
          status: "held",
          unit_status: "held",
          reference: "NC-000001",
          hold_48h: true,
          confirmed: false,
        },
        {
          unit_id: 2,
          status: "confirmed",
          unit_status: "reserved",
          reference: "NC-000002",
          hold_48h: null,
          confirmed: true,
        },
        {
          unit_id: 3,
          status: "cancelled",
          unit_status: "free",
          reference: "NC-000003",
          hold_48h: null,
          confirmed: false,
        },
      ]);
    } finally {
      await after.close();
    }
    // Two databases migrated from nothing, on a disk-backed PGlite: slow on a busy machine.
  }, 240_000);
});
