import { configDefaults, defineConfig } from "vitest/config";

/**
 * API test files about the embedded database itself, or that open one of their own whatever the
 * run's database is: the PostgreSQL project would only run them again.
 */
const pgliteOnly = [
  "src/admin/create-admin-command.test.ts",
  "src/db/data-dir-lock.test.ts",
  "src/db/named-statements.test.ts",
  "src/db/one-query-a-turn.test.ts",
];

/**
 * API tests run on an in-memory PGlite; when TEST_DATABASE_URL points at a PostgreSQL server they
 * run a second time against it, each test file in a database of its own.
 */
const apiProjects = [
  { extends: "./apps/api/vitest.config.ts", test: { name: "api-pglite", env: { TEST_DB_KIND: "pglite" } } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: "./apps/api/vitest.config.ts",
          test: {
            name: "api-postgres",
            env: { TEST_DB_KIND: "postgres" },
            exclude: [...configDefaults.exclude, ...pgliteOnly],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Most API
    // test files wait on a database (PostgreSQL's server, or PGlite between statements), so three
    // files side by side keep both cores busy.
    maxWorkers: 3,
    projects: [
      "packages/contract",
      "packages/demo",
      "apps/web",
      ...apiProjects,
      // The browser tests' own set-up (not the journeys, which Playwright runs).
      { test: { name: "e2e-support", root: "./e2e/support", include: ["*.test.ts"], environment: "node" } },
    ],
  },
});
