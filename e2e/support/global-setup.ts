import { startBuiltApp } from "./app-process";

/** Starts the built app once for the whole run, on a free port and a throw-away data dir. */
export default async function globalSetup() {
  const app = await startBuiltApp({
    // Every browser comes from 127.0.0.1; the API tests are where the limits are proven.
    AUTH_RATE_LIMIT: "1000/60",
    REFRESH_RATE_LIMIT: "1000/60",
    BOOKING_RATE_LIMIT: "1000/60",
    CONTACT_RATE_LIMIT: "1000/60",
  });
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_DATA_DIR = app.dataDir;
  return () => app.stop();
}
