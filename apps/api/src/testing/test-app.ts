import { type AppOptions, buildApp } from "../app";
import type { Env } from "../env";
import { openTestDatabase } from "./test-database";
import { testEnv } from "./test-env";

/** The API on a fresh database, for `app.inject`. Call `close` in afterAll. */
export async function createTestApp(
  options: { env?: Env; timeouts?: AppOptions["timeouts"]; jobPollingSeconds?: number } = {},
) {
  const env = options.env ?? testEnv();
  const database = await openTestDatabase();
  const app = await buildApp({
    env,
    database,
    timeouts: options.timeouts,
    jobPollingSeconds: options.jobPollingSeconds,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
