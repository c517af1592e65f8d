import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-database";
import { testEnv } from "../testing/test-env";
import { DEMO_SEEDER_MODULE, loadDemoSeeder, seedDemoIfAsked } from "./demo-seeder";

const quiet = { info() {} };

describe("the seeding entry point", () => {
  it("loads the demo seeder from packages/demo at run time", async () => {
    const seeder = await loadDemoSeeder(DEMO_SEEDER_MODULE);
    expect(Object.keys(seeder).sort()).toEqual(["isCatalogueSeeded", "resetCatalogue", "seedDemoCatalogue"]);
  });

  it("says what to do when the demo is not installed, as in a production image", async () => {
    await expect(loadDemoSeeder("@capital/no-such-demo/seeder")).rejects.toThrow(
      /demo catalogue \(packages\/demo, @capital\/no-such-demo\/seeder\) is not installed here[\s\S]*SEED_DEMO=false/,
    );
  });

  it("never loads the demo when SEED_DEMO is off", async () => {
    const database = await openTestDatabase();
    try {
      const missing = () => loadDemoSeeder("@capital/no-such-demo/seeder");
      await expect(
        seedDemoIfAsked(database, testEnv({ SEED_DEMO: "false" }), quiet, missing),
      ).resolves.toBeUndefined();
      await expect(seedDemoIfAsked(database, testEnv({ SEED_DEMO: "true" }), quiet, missing)).rejects.toThrow(
        /not installed here/,
      );
    } finally {
      await database.close();
    }
  });
});
