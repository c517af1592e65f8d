import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { announceEverythingChanged } from "../plugins/response-cache";
import { loadDemoSeeder, type SeedSummary } from "./demo-seeder";

/** npm run seed -- [--units N] [--reset] */

const USAGE = `Usage: npm run seed -- [--units N] [--reset]

  --units N   grow the catalogue to about N units (for benchmarks); without it, the demo catalogue
  --reset     first remove the catalogue, its bookings, favourites and feedback, and the demo users`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      units: { type: "string" },
      reset: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return undefined;
  let units: number | undefined;
  if (values.units !== undefined) {
    units = Number(values.units.replace(/_/g, ""));
    if (!Number.isInteger(units) || units <= 0)
      throw new Error(`--units takes a positive whole number, not "${values.units}".`);
  }
  return { units, reset: values.reset };
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function printSummary(summary: SeedSummary) {
  const rows = Object.entries(summary).map(
    ([what, count]) => `  ${what.padEnd(10)} ${count.toLocaleString("en")}`,
  );
  console.log(rows.join("\n"));
}

async function main() {
  const options = parseOptions();
  if (!options) {
    console.log(USAGE);
    return;
  }
  const env = loadEnv();
  if (!env.seedDemo)
    throw new Error("SEED_DEMO is off (APP_ENV=production turns it off): set SEED_DEMO=true to seed here.");
  const seeder = await loadDemoSeeder();
  const started = performance.now();
  const database = await openDatabase(
    env.databaseUrl ? { kind: "postgres", url: env.databaseUrl } : { kind: "pglite", dataDir: env.dataDir },
  );
  console.log(
    `Opened the ${database.kind === "postgres" ? "PostgreSQL" : "embedded"} database in ${seconds(started)}.`,
  );
  try {
    await database.exclusive(async () => {
      if (await seeder.isCatalogueSeeded(database.db)) {
        if (!options.reset) {
          console.log("The catalogue is already seeded, so nothing was changed.");
          console.log(
            "Run `npm run seed -- --reset` to replace it (bookings, favourites and feedback go with it).",
          );
          return;
        }
        const resetStarted = performance.now();
        await seeder.resetCatalogue(database.db);
        console.log(`Removed the previous catalogue in ${seconds(resetStarted)}.`);
      }
      const seedStarted = performance.now();
      console.log(
        options.units
          ? `Seeding a catalogue of about ${options.units.toLocaleString("en")} units…`
          : "Seeding the demo catalogue…",
      );
      const summary = await seeder.seedDemoCatalogue(database.db, {
        mediaDir: env.mediaDir,
        units: options.units,
        onProgress: (step) => console.log(`  ${seconds(seedStarted).padStart(8)}  ${step}`),
      });
      await announceEverythingChanged(database);
      console.log(`Seeded in ${seconds(seedStarted)} (images in ${env.mediaDir}):`);
      printSummary(summary);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
