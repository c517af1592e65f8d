import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { testDatabaseConfig } from "../env";
import { insertCatalogueFixture } from "../testing/catalogue-fixture";
import { createScratchDatabase, openTestDatabase } from "../testing/test-database";
import { type Database, MIGRATIONS_FOLDER, openDatabase, preparedByIds, queryRows } from "./client";
import { countRow } from "./row-schemas";
import { users } from "./schema";
import { isDatabaseUnavailable } from "./unavailable";

const config = testDatabaseConfig();
const opened: Database[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => {});
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A place for a database that survives closing and reopening: a PGlite data dir or a scratch PostgreSQL db. */
async function durableConfig() {
  if (config.kind === "pglite") {
    return { kind: "pglite" as const, dataDir: mkdtempSync(path.join(tmpdir(), "capital-db-")) };
  }
  const scratch = await createScratchDatabase(config.url);
  cleanups.push(scratch.drop);
  return { kind: "postgres" as const, url: scratch.url };
}

async function tableNames(database: Database) {
  const rows = await queryRows(
    database.db,
    z.object({ table_name: z.string() }),
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe(`migrations on ${config.kind}`, () => {
  // One database for both: migrating an empty PGlite is most of a test's time.
  it("creates the whole data model, and opens it again as it was without migrating twice", async () => {
    const where = await durableConfig();
    const first = await openDatabase(where);
    expect(await tableNames(first)).toEqual(
      expect.arrayContaining([
        "users",
        "refresh_token_families",
        "password_reset_tokens",
        "companies",
        "locations",
        "projects",
        "mall_floors",
        "blocks",
        "block_floors",
        "villas",
        "units",
        "payment_plans",
        "favourites",
        "bookings",
        "feedbacks",
        "feedback_likes",
        "feedback_replies",
        "client_reviews",
        "contact_messages",
        "notifications",
      ]),
    );
    await first.db.execute(sql`insert into client_reviews (source, review, review_arabic, name, name_arabic,
      profession, profession_arabic) values ('/a.svg', 'r', 'ر', 'n', 'ن', 'p', 'م')`);
    await first.close();
    const second = await openDatabase(where);
    opened.push(second);
    const rows = await queryRows(second.db, countRow, sql`select count(*)::int as n from client_reviews`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("refuses to start on a failing migration and leaves nothing half-applied", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "capital-migrations-"));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8"));
    journal.entries.push({
      idx: 1,
      version: "7",
      when: Date.now() + 1000,
      tag: "0001_broken",
      breakpoints: true,
    });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(
      path.join(folder, "0001_broken.sql"),
      "CREATE TABLE half_done (id int);--> statement-breakpoint\nSELECT * FROM no_such_table;",
    );

    const where = await durableConfig();
    await expect(openDatabase(where, { migrationsFolder: folder })).rejects.toThrow(/migration failed/i);

    const database = await openDatabase(where);
    opened.push(database);
    const names = await tableNames(database);
    expect(names).toContain("units");
    expect(names).not.toContain("half_done");
  });

  it("holds one active booking per unit in the database itself, whatever the application does", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const { units } = await insertCatalogueFixture(database.db, 1);
    const unitId = units[0]?.id ?? 0;
    await database.db.execute(
      sql`insert into users (name, email, password_hash) values ('A', 'a@x.eg', '!'), ('B', 'b@x.eg', '!')`,
    );
    const [a, b] = await database.db.select({ id: users.id }).from(users).orderBy(users.id);
    const claim = (userId: number | undefined, reference: string) =>
      database.db.execute(sql`insert into bookings (user_id, unit_id, reference, phone, status, hold_expires_at)
        values (${userId}, ${unitId}, ${reference}, '+201012345678', 'held', now() + interval '1 day')`);
    await claim(a?.id, "NC-A");
    await expect(claim(b?.id, "NC-B")).rejects.toThrow();
    await database.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now()`);
    await claim(b?.id, "NC-C");
  });

  it("enforces the data model's rules in the database itself", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    await expect(
      database.db.execute(sql`insert into users (name, email, password_hash) values ('A', 'a@x.eg', '!'),
        ('B', 'A@X.EG', '!')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into client_reviews (source, review, review_arabic, name, name_arabic,
        profession, profession_arabic) values (null, 'r', 'ر', 'n', 'ن', 'p', 'م')`),
    ).rejects.toThrow();
  });
});

describe(`prepared queries on ${config.kind}`, () => {
  const unitRow = z.object({ id: z.number().int(), name: z.string() });
  const query = "select id, name from units where id = any($1::int[]) order by id";

  it("answers a prepared query again and again, from any caller at once, planned once", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const { units } = await insertCatalogueFixture(database.db, 3);
    const ids = units.map((u) => u.id);
    const answers = await Promise.all(
      [ids, ids.slice(0, 1), [], ids.slice(1)].map((some) =>
        database.preparedByIds("test_units", query, some),
      ),
    );
    expect(answers.map((rows) => rows.map((row) => unitRow.parse(row).id))).toEqual([
      ids,
      ids.slice(0, 1),
      [],
      ids.slice(1),
    ]);
    const prepared = await queryRows(
      database.db,
      countRow,
      sql`select count(*)::int as n from pg_prepared_statements where statement = ${query}`,
    );
    // PGlite is the one connection that prepared it; on PostgreSQL, whichever pooled connection ran it.
    if (config.kind === "pglite") expect(prepared).toEqual([{ n: 1 }]);
  });

  it("answers the same query in a transaction, planned there once", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const { units } = await insertCatalogueFixture(database.db, 2);
    const ids = units.map((u) => u.id);
    const rows = await database.db.transaction((tx) => preparedByIds(tx, "test_units", query, ids));
    expect(rows.map((row) => unitRow.parse(row).id)).toEqual(ids);
    expect(await preparedByIds(database.db, "test_units", query, ids)).toEqual(rows);
  });

  it("takes integers only, so nothing but ids reaches the statement", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    await expect(database.preparedByIds("test_units", query, [1, 1.5])).rejects.toThrow();
  });
});

describe.runIf(config.kind === "postgres")("PostgreSQL sessions", () => {
  it("run without parallel workers or JIT, set once per connection", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const settings = await queryRows(
      database.db,
      z.object({ workers: z.string(), jit: z.string() }),
      sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`,
    );
    expect(settings).toEqual([{ workers: "0", jit: "off" }]);
  });
});

describe.runIf(config.kind === "postgres")(
  "when PostgreSQL drops connections (a restart, a terminated backend)",
  () => {
    const pidRow = z.object({ pid: z.number() });
    const okRow = z.object({ ok: z.number() });

    it("does not take the process down: an idle connection that dies is replaced", async () => {
      const where = await durableConfig();
      const database = await openDatabase(where);
      opened.push(database);
      const pid = (await queryRows(database.db, pidRow, sql`select pg_backend_pid() as pid`))[0]?.pid;
      const admin = await openDatabase(await durableConfig());
      opened.push(admin);
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await queryRows(database.db, okRow, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
    });

    it("does not take the process down when the connection a transaction holds is cut", async () => {
      const database = await openDatabase(await durableConfig());
      opened.push(database);
      const admin = await openDatabase(await durableConfig());
      opened.push(admin);
      const held = database.db.transaction(async (tx) => {
        const [own] = await queryRows(tx, pidRow, sql`select pg_backend_pid() as pid`);
        await admin.db.execute(sql`select pg_terminate_backend(${own?.pid})`);
        // Checked out and idle in its transaction, the connection hears the server go away.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(held).rejects.toSatisfy(isDatabaseUnavailable);
      expect(await queryRows(database.db, okRow, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
    });
  },
);
