import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Env, loadEnv } from "../env";

/** A local configuration on a throw-away data dir, with a fixed secret. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = mkdtempSync(path.join(tmpdir(), "capital-test-"));
  return loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    LOG_LEVEL: "silent",
    // Every request of a test file comes from 127.0.0.1; tests of the limits lower these again.
    AUTH_RATE_LIMIT: "1000/60",
    REFRESH_RATE_LIMIT: "1000/60",
    CONTACT_RATE_LIMIT: "1000/60",
    BOOKING_RATE_LIMIT: "1000/60",
    FEEDBACK_RATE_LIMIT: "1000/60",
    // Test files run side by side on a busy machine; the load-shedding test turns it on.
    MAX_EVENT_LOOP_DELAY_MS: "0",
    ...overrides,
  });
}
