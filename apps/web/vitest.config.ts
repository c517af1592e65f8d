import { defineConfig } from "vitest/config";

/** Component and unit tests only; the React Router plugin is for the app build, not for tests. */
export default defineConfig({
  test: {
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["app/testing/setup.ts"],
    testTimeout: 20_000,
  },
});
