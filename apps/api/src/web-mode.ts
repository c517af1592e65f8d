import path from "node:path";
import type { Env } from "./env";
import type { WebOptions } from "./plugins/web";

/** `npm run dev` renders through Vite with hot reload; everything else serves the production build. */
export function startupWebOptions(env: Env): WebOptions {
  return env.nodeEnv === "development"
    ? { mode: "development", webRoot: env.webDir }
    : { mode: "production", buildDir: path.join(env.webDir, "build") };
}
