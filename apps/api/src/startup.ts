import { type Database, openDatabase } from "./db/client";
import type { Env } from "./env";
import { seedDemoIfAsked } from "./seeding/demo-seeder";

type Log = { info(message: string): void };

/** Opens the database, migrates it, and seeds the demo catalogue the first time when SEED_DEMO asks. */
export async function prepareDatabase(env: Env, log: Log): Promise<Database> {
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: "postgres", url: env.databaseUrl, poolSize: env.databasePoolSize }
      : { kind: "pglite", dataDir: env.dataDir },
  );
  try {
    await seedDemoIfAsked(database, env, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
