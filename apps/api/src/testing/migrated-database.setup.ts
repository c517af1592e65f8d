import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteImage } from "../db/client";

declare module "vitest" {
  interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory (see test-database.ts). */
    pgliteImage: string | null;
  }
}

/**
 * Vitest's global set-up for the API's tests on PGlite: the migrations run once for the whole run,
 * and each test file's database starts from their result instead of an empty initdb.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === "postgres") {
    project.provide("pgliteImage", null);
    return;
  }
  const directory = mkdtempSync(path.join(tmpdir(), "capital-pglite-image-"));
  const file = path.join(directory, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(directory, { recursive: true, force: true });
}
