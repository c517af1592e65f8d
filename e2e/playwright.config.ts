import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./support/chromium";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    // Set by the global setup once the app listens; workers read this config after it ran.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    // Visitors who ask for less motion get no slide show that moves by itself; tests see the page
    // still, and the hero's own tests ask for motion where they prove it (catalogue.spec.ts).
    reducedMotion: "reduce",
    trace: "off",
  },
  // A test tagged for one project (support/projects.ts) is left out of the other, not skipped in it.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch },
    },
  ],
});
