import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "capital-env-"));

describe("loadEnv", () => {
  it("runs locally with nothing set: port 3000, a data dir, a generated secret kept across starts", () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.dataDir).toBe(dir);
    expect(first.mediaDir).toBe(path.join(dir, "media"));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it("takes an empty variable as not set", () => {
    expect(loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: "", PORT: "" })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it("takes the true-cost rate, its source and month, with the latest headline inflation by default", () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).trueCostRate).toEqual({
      percent: 12.5,
      source: "CAPMAS, annual urban headline inflation",
      sourceArabic: "الجهاز المركزي للتعبئة العامة والإحصاء، التضخم السنوي العام في الحضر",
      date: "2025-10",
    });
    const set = {
      TRUE_COST_RATE_PERCENT: "24",
      TRUE_COST_RATE_SOURCE: "CBE overnight",
      TRUE_COST_RATE_SOURCE_ARABIC: "البنك المركزي، عائد الليلة الواحدة",
      TRUE_COST_RATE_DATE: "2026-09-30",
    };
    expect(loadEnv({ DATA_DIR: dataDir(), ...set }).trueCostRate).toEqual({
      percent: 24,
      source: "CBE overnight",
      sourceArabic: "البنك المركزي، عائد الليلة الواحدة",
      date: "2026-09-30",
    });
    expect(() => loadEnv({ DATA_DIR: dataDir(), TRUE_COST_RATE_PERCENT: "-1" })).toThrow(
      /TRUE_COST_RATE_PERCENT/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), TRUE_COST_RATE_DATE: "October" })).toThrow(/YYYY-MM/);
  });

  it("refuses production without a secret, a public URL and a database", () => {
    expect(() => loadEnv({ APP_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET, PUBLIC_BASE_URL, DATABASE_URL/,
    );
  });

  it("seeds the demo catalogue locally, not in production, unless SEED_DEMO says otherwise", () => {
    const production = {
      APP_ENV: "production",
      JWT_SECRET: "a-production-secret-of-at-least-32-chars",
      PUBLIC_BASE_URL: "https://capital.example",
      DATABASE_URL: "postgres://app@db/capital",
      DATA_DIR: dataDir(),
    };
    expect(loadEnv({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadEnv(production).seedDemo).toBe(false);
    expect(loadEnv({ DATA_DIR: dataDir(), SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(() => loadEnv({ DATA_DIR: dataDir(), SEED_DEMO: "yes" })).toThrow(/SEED_DEMO/);
  });

  it("marks the built-in contact numbers as demo ones and takes the app's store pages, https only", () => {
    const local = loadEnv({ DATA_DIR: dataDir(), CALL_US_NUMBER: "+20225551234" });
    expect(local.demoContacts).toEqual({ whatsapp: true, callUs: false });
    expect(local.whatsappNumber).toMatch(/^20(10|11|12|15)\d{8}$/);
    expect(local.appStoreUrl).toBe("");
    expect(local.googlePlayUrl).toBe("");
    const stores = loadEnv({
      DATA_DIR: dataDir(),
      APP_STORE_URL: "https://apps.apple.com/eg/app/new-capital/id1234567890",
      GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=eg.newcapital",
    });
    expect(stores.appStoreUrl).toBe("https://apps.apple.com/eg/app/new-capital/id1234567890");
    expect(stores.googlePlayUrl).toBe("https://play.google.com/store/apps/details?id=eg.newcapital");
    expect(() => loadEnv({ DATA_DIR: dataDir(), APP_STORE_URL: "http://apps.apple.com/x" })).toThrow(
      /APP_STORE_URL/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), GOOGLE_PLAY_URL: "play store" })).toThrow(/GOOGLE_PLAY_URL/);
  });

  it("names every invalid setting", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", DATA_DIR: dataDir() })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
