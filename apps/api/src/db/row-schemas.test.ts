import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testDatabaseConfig } from "../env";
import { openTestDatabase } from "../testing/test-database";
import { type Database, queryRows } from "./client";
import { countRow, jsonColumn } from "./row-schemas";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`raw SQL rows on ${testDatabaseConfig().kind}`, () => {
  it("come out as their schema says, json parsed whichever driver sent it", async () => {
    const rows = await queryRows(
      database.db,
      z.object({ n: z.number().int(), plans: jsonColumn(z.array(z.object({ id: z.number() }))) }),
      sql`select count(*)::int as n, json_agg(json_build_object('id', g)) as plans from generate_series(1, 2) g`,
    );
    expect(rows).toEqual([{ n: 2, plans: [{ id: 1 }, { id: 2 }] }]);
  });

  it("refuse a query whose columns drifted from its row type, naming the column", async () => {
    await expect(
      queryRows(database.db, countRow, sql`select count(*)::text as n from users`),
    ).rejects.toThrow(/"n"/);
    await expect(
      queryRows(database.db, countRow, sql`select count(*)::int as total from users`),
    ).rejects.toThrow(/"n"/);
  });
});
