import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/migrated-database.setup.ts"],
    // Each file builds its own app and database; what it would gain from fresh modules is only
    // the import of the whole API again, most of a short file's time (docs/architecture.md).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
