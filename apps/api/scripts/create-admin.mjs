// `npm run create-admin`: the compiled command (dist/create-admin.js, which `npm run build` makes
// beside dist/server.js) wherever there is one, as in the production image, which has no
// TypeScript and no tsx; in a checkout not built yet, the TypeScript itself through tsx.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const apiDir = path.resolve(import.meta.dirname, "..");
const compiled = path.join(apiDir, "dist", "create-admin.js");

if (existsSync(compiled)) {
  // Same process: the command reads its options from process.argv, which are this script's.
  await import(pathToFileURL(compiled).href);
} else {
  let tsx;
  try {
    tsx = createRequire(import.meta.url).resolve("tsx");
  } catch {
    console.error("dist/create-admin.js is missing: run `npm run build` first.");
    process.exit(1);
  }
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      pathToFileURL(tsx).href,
      path.join(apiDir, "src", "admin", "cli.ts"),
      ...process.argv.slice(2),
    ],
    { stdio: "inherit" },
  );
  process.exitCode = run.status ?? 1;
}
