import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/pglite-image.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
