import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The API package's folder (apps/api), found from this module whether it runs as TypeScript from
 * src/ or compiled into dist/server.js: the files the server reads at run time (migrations, the
 * web build) are found from it.
 */
export const API_DIR = packageDir(import.meta.dirname);

function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
