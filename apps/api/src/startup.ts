import { type Database, openDatabase } from "./db/client";
import type { Env } from "./env";
import { isCatalogueSeeded, seedDemoCatalogue } from "./seed/demo-catalogue";

type Log = { info(message: string): void };

/** Opens the database, migrates it, and seeds the demo catalogue the first time only. */
export async function prepareDatabase(env: Env, log: Log): Promise<Database> {
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: "postgres", url: env.databaseUrl, poolSize: env.databasePoolSize }
      : { kind: "pglite", dataDir: env.dataDir },
  );
  try {
    await database.exclusive(async () => {
      if (await isCatalogueSeeded(database.db)) return;
      log.info("First run: seeding the demo catalogue…");
      const summary = await seedDemoCatalogue(database.db, { mediaDir: env.mediaDir });
      log.info(`Demo catalogue ready: ${JSON.stringify(summary)}`);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
