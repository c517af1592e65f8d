import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@capital/api/db/client";
import { companies, units, users } from "@capital/api/db/schema";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isCatalogueSeeded, seedDemoCatalogue } from "./demo-catalogue";
import { resetCatalogue } from "./reset-catalogue";

let database: Database;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "seed-reset-"));
  database = await openDatabase({ kind: "pglite" });
});

afterAll(async () => {
  await database?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

it("removes the catalogue and the demo users but keeps real accounts, and seeds again from id 1", async () => {
  const { db } = database;
  const first = await seedDemoCatalogue(db, { mediaDir });
  await db
    .insert(users)
    .values({ name: "Real Person", email: "real@example.com", passwordHash: "$argon2id$x" });

  await resetCatalogue(db);
  expect(await isCatalogueSeeded(db)).toBe(false);
  expect((await db.select({ n: count() }).from(units))[0]?.n).toBe(0);
  const remaining = await db.select({ email: users.email }).from(users);
  expect(remaining.map((user) => user.email)).toEqual(["real@example.com"]);

  const second = await seedDemoCatalogue(db, { mediaDir });
  expect(second).toEqual(first);
  const [firstCompany] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, 1));
  expect(firstCompany?.id).toBe(1);
});
