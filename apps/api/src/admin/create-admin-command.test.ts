import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The command opens the embedded database of its own DATA_DIR whatever the run's database is, so
// this file runs in the PGlite project only (`pgliteOnly`, vitest.config.ts).

describe("npm run create-admin", () => {
  it("creates the operator, then says nothing changed", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "capital-admin-"));
    const run = () =>
      promisify(execFile)(
        "npm",
        [
          "run",
          "--silent",
          "create-admin",
          "--",
          "--email",
          "boss@example.com",
          "--password",
          "Capital-ops-2026!",
        ],
        {
          cwd: path.resolve(import.meta.dirname, "../../../.."),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false" },
        },
      );
    try {
      expect((await run()).stdout).toContain("Created the account boss@example.com");
      expect((await run()).stdout).toContain("already an operator");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the compiled create-admin", () => {
  it("runs with plain node, without TypeScript or tsx, as in the production image", {
    timeout: 120_000,
  }, async () => {
    const apiDir = path.resolve(import.meta.dirname, "../..");
    // Inside the API package, as dist/ is: the bundle finds the migrations from apps/api.
    const compiled = await mkdtemp(path.join(apiDir, ".compiled-test-"));
    const dataDir = await mkdtemp(path.join(tmpdir(), "capital-admin-"));
    const exec = promisify(execFile);
    try {
      await exec(process.execPath, ["scripts/build-server.mjs"], {
        cwd: apiDir,
        env: { ...process.env, SERVER_DIST: compiled },
      });
      const run = () =>
        exec(
          process.execPath,
          [
            path.join(compiled, "create-admin.js"),
            "--email",
            "ops@example.com",
            "--password",
            "Capital-ops-2026!",
          ],
          // No loader: NODE_OPTIONS from the test runner must not lend it one.
          { cwd: apiDir, env: { ...process.env, NODE_OPTIONS: "", DATA_DIR: dataDir, DATABASE_URL: "" } },
        );
      expect((await run()).stdout).toContain("Created the account ops@example.com");
      expect((await run()).stdout).toContain("already an operator");
    } finally {
      await rm(compiled, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
