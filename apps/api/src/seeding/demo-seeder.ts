import type { Database, Db } from "../db/client";
import type { Env } from "../env";

/**
 * The seeding entry point. The generated demo catalogue lives in packages/demo, which the product
 * never imports: a starting app (when SEED_DEMO asks for it), `npm run seed`, the tests and the bench
 * load it here, at run time. The API says what a demo seeder does; packages/demo implements it.
 */
export type DemoSeeder = {
  isCatalogueSeeded(db: Db): Promise<boolean>;
  /** Writes the catalogue in one transaction, then its images into the media dir. */
  seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedSummary>;
  /** Empties the catalogue and removes the demo users; real accounts stay. */
  resetCatalogue(db: Db): Promise<void>;
};

export type SeedSummary = {
  companies: number;
  locations: number;
  malls: number;
  compounds: number;
  units: number;
  reviews: number;
  feedbacks: number;
};

export type SeedOptions = {
  /** Where the generated images go; rows refer to them as /media/<path>. */
  mediaDir: string;
  /** Grow the catalogue to about this many units with more malls and compounds (for benchmarks). */
  units?: number;
  /** Told about each step as it finishes, for command-line progress. */
  onProgress?: (step: string) => void;
};

/**
 * A name held in a variable, not a static import: no type checker, bundler or boundary rule follows it,
 * so the production build holds no path to the demo and runs without packages/demo.
 */
export const DEMO_SEEDER_MODULE = "@capital/demo/seeder";

export async function loadDemoSeeder(moduleName = DEMO_SEEDER_MODULE): Promise<DemoSeeder> {
  let loaded: { demoSeeder?: DemoSeeder };
  try {
    loaded = await importTypeScript(moduleName);
  } catch (error) {
    if (!isMissing(error, moduleName)) throw error;
    throw new Error(
      `The demo catalogue (packages/demo, ${moduleName}) is not installed here, so it cannot be seeded. ` +
        "A production build leaves it out: set SEED_DEMO=false (the default with APP_ENV=production) " +
        "to start on an empty catalogue, or seed from a full checkout of the repository.",
    );
  }
  if (!loaded.demoSeeder) throw new Error(`${moduleName} does not export a demoSeeder.`);
  return loaded.demoSeeder;
}

/**
 * The demo is TypeScript source. The compiled server (`node apps/api/dist/server.js`, as `npm start`
 * runs it locally) cannot load it as it is: it asks tsx, a development package that a checkout has,
 * to load TypeScript from then on, and tries again. A production image has neither, and never gets here.
 */
async function importTypeScript(moduleName: string): Promise<{ demoSeeder?: DemoSeeder }> {
  try {
    return await import(moduleName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
    const tsx = "tsx/esm/api";
    const { register } = (await import(tsx)) as { register(): unknown };
    register();
    // Node keeps the failed load under the module's URL: the retry asks under another one.
    return import(`${import.meta.resolve(moduleName)}?typescript`);
  }
}

/** The package itself cannot be found (not a module that the demo, once found, fails to find). */
function isMissing(error: unknown, moduleName: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as NodeJS.ErrnoException;
  const packageName = moduleName.split("/").slice(0, 2).join("/");
  return (
    (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && error.message.includes(packageName)
  );
}

type Log = { info(message: string): void };

/** A starting app seeds the demo catalogue the first time only, and only when SEED_DEMO is on. */
export async function seedDemoIfAsked(
  database: Database,
  env: Env,
  log: Log,
  load: () => Promise<DemoSeeder> = loadDemoSeeder,
): Promise<void> {
  if (!env.seedDemo) return;
  const seeder = await load();
  await database.exclusive(async () => {
    if (await seeder.isCatalogueSeeded(database.db)) return;
    log.info("First run: seeding the demo catalogue…");
    const summary = await seeder.seedDemoCatalogue(database.db, { mediaDir: env.mediaDir });
    log.info(`Demo catalogue ready: ${JSON.stringify(summary)}`);
  });
}
