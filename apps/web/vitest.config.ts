import { defineConfig } from "vitest/config";

/**
 * Component and unit tests only; the React Router plugin is for the app build, not for tests.
 * Files that render or touch browser storage ask for jsdom in their first line; the rest run
 * without one, which spares each of them setting up a document.
 */
export default defineConfig({
  test: {
    name: "web",
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["app/testing/setup.ts"],
    testTimeout: 20_000,
  },
});
