import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { mutationModule } from "./modules.mjs";

/**
 * The tests of one core module (MUTATION_MODULE), for Stryker: the web app's in jsdom, the
 * contract's, and the API's on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
 * Projects are written out, not extended: `extends` would add the workspace's whole `include`.
 */
const repo = resolve(import.meta.dirname, "../..");
const { tests } = mutationModule(process.env.MUTATION_MODULE);
const api = (name: string, kind: string) => ({
  test: {
    name,
    root: resolve(repo, "apps/api"),
    include: tests.api ?? [],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TEST_DB_KIND: kind },
  },
});

export default defineConfig({
  test: {
    projects: [
      ...(tests.web
        ? [
            {
              test: {
                name: "web",
                root: resolve(repo, "apps/web"),
                include: tests.web,
                environment: "jsdom",
                setupFiles: ["app/testing/setup.ts"],
                testTimeout: 20_000,
              },
            },
          ]
        : []),
      ...(tests.contract
        ? [
            {
              test: {
                name: "contract",
                root: resolve(repo, "packages/contract"),
                include: tests.contract,
                environment: "node",
              },
            },
          ]
        : []),
      ...(tests.api ? [api("api-pglite", "pglite")] : []),
      ...(tests.api && process.env.TEST_DATABASE_URL ? [api("api-postgres", "postgres")] : []),
    ],
  },
});
