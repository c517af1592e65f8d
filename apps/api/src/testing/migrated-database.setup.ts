import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteImage, openDatabase } from "../db/client";
import { createScratchDatabase } from "./test-database";

declare module "vitest" {
  interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory (see test-database.ts). */
    pgliteImage: string | null;
    /** A migrated, empty PostgreSQL database that each test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's global set-up for the API's tests: the migrations run once for the whole run, and each
 * test file's database starts from their result (a PGlite image, or a PostgreSQL template) instead
 * of an empty database migrated again.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === "postgres") {
    project.provide("pgliteImage", null);
    return providePostgresTemplate(project);
  }
  project.provide("postgresTemplate", null);
  const directory = mkdtempSync(path.join(tmpdir(), "capital-pglite-image-"));
  const file = path.join(directory, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(directory, { recursive: true, force: true });
}

async function providePostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The api-postgres project needs TEST_DATABASE_URL.");
  const template = await createScratchDatabase(serverUrl);
  // Copying a database needs it without connections, so the migrated one is closed at once.
  await (await openDatabase({ kind: "postgres", url: template.url })).close();
  project.provide("postgresTemplate", template.name);
  return template.drop;
}
