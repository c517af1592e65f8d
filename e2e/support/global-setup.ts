import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isErrorLogLine } from "./app-log";
import { repoRoot, startBuiltApp } from "./app-process";
import { E2E_OPERATOR } from "./partner";
import { E2E_STORES } from "./stores";

/**
 * Starts the built app once for the whole run, on a free port and a throw-away data dir, where
 * the first operator was made beforehand with `npm run create-admin`, as an installation does.
 * The run fails if the app logged an error meanwhile (a 5xx, a failed job): a journey can pass
 * while the server failed behind it.
 */
export default async function globalSetup() {
  const appErrors: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "capital-app-"));
  execFileSync(
    "npm",
    [
      "run",
      "--silent",
      "create-admin",
      "--",
      "--email",
      E2E_OPERATOR.email,
      "--password",
      E2E_OPERATOR.password,
      "--name",
      E2E_OPERATOR.name,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "true" },
      stdio: "ignore",
    },
  );
  const app = await startBuiltApp(
    {
      // Every browser comes from 127.0.0.1; the API tests are where the limits are proven.
      AUTH_RATE_LIMIT: "1000/60",
      REFRESH_RATE_LIMIT: "1000/60",
      BOOKING_RATE_LIMIT: "1000/60",
      CONTACT_RATE_LIMIT: "1000/60",
      // The home page's store badges link here (small-faults.spec.ts); unset, they are hidden.
      APP_STORE_URL: E2E_STORES.appStore,
      GOOGLE_PLAY_URL: E2E_STORES.googlePlay,
    },
    { dataDir, onLogLine: (line) => isErrorLogLine(line) && appErrors.push(line) },
  );
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_DATA_DIR = app.dataDir;
  // A server that goes away mid-run fails every journey after it with "connection refused"; say
  // once, and first, how it ended.
  let stopping = false;
  app.process.once("exit", (code, signal) => {
    if (!stopping)
      console.error(`\nThe app under test exited during the run (code ${code}, signal ${signal}).\n`);
  });
  return async () => {
    stopping = true;
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (appErrors.length > 0)
      throw new Error(
        `The app under test logged ${appErrors.length} error(s) during the run:\n${appErrors.slice(0, 5).join("\n")}`,
      );
  };
}
