import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { API_DIR } from "./package-dir";

/** The Node.js versions the project runs on, as its root package.json's `engines` says (the one place). */
export function supportedNodeVersions(): string {
  const root = JSON.parse(readFileSync(path.join(API_DIR, "../../package.json"), "utf8"));
  return root.engines.node;
}

/** Refuses to start on a Node.js the project does not run on, saying which one it needs. */
export function checkNodeVersion(version = process.versions.node, range = supportedNodeVersions()) {
  if (semver.satisfies(version, range)) return;
  throw new Error(
    `New Capital marketplace runs on Node.js ${range}, and this is Node.js ${version}. Install a Node.js in that range (the Dockerfile's image has one) and start it again.`,
  );
}
