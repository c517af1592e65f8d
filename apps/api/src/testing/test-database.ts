import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { testDatabaseConfig } from "../env";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, started from the run's migrated
 * image, or a new PostgreSQL database copied from the run's migrated template (both made once by
 * migrated-database.setup.ts) on the server of TEST_DATABASE_URL, dropped on close, so runs never
 * collide.
 */
export async function openTestDatabase(): Promise<Database> {
  const config = testDatabaseConfig();
  if (config.kind === "pglite") {
    const image = inject("pgliteImage");
    return openDatabase({ kind: "pglite", ...(image ? { image: new Blob([readFileSync(image)]) } : {}) });
  }
  const { url: testUrl, drop } = await createScratchDatabase(config.url, {
    template: inject("postgresTemplate") ?? undefined,
  });
  const database = await openDatabase({ kind: "postgres", url: testUrl, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * Creates a database beside the one in `serverUrl`, empty or a copy of `template`; `drop` removes
 * it.
 */
export async function createScratchDatabase(serverUrl: string, options: { template?: string } = {}) {
  const name = `capital_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function usingPostgres() {
  return testDatabaseConfig().kind === "postgres";
}
