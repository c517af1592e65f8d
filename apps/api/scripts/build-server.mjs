// Compiles the server to JavaScript: dist/server.js runs with plain `node`, no TypeScript loader.
// The contract's TypeScript is compiled in; every npm package stays an import of node_modules.
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const apiDir = path.resolve(import.meta.dirname, "..");
const contractSrc = path.resolve(apiDir, "../../packages/contract/src");
const dist = path.join(apiDir, "dist");

/** @type {import("esbuild").Plugin} */
const compileTheContract = {
  name: "compile-the-contract",
  setup(builder) {
    builder.onResolve({ filter: /^@capital\/contract\// }, (args) => ({
      path: path.join(contractSrc, `${args.path.slice("@capital/contract/".length)}.ts`),
    }));
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: [path.join(apiDir, "src/server.ts")],
  outfile: path.join(dist, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [compileTheContract],
  sourcemap: true,
  logLevel: "warning",
});
// Read at run time beside the module that reads it (routes/accounts/password-policy.ts).
copyFileSync(path.join(apiDir, "src/auth/common-passwords.txt"), path.join(dist, "common-passwords.txt"));
console.log(`Server compiled to ${path.relative(process.cwd(), path.join(dist, "server.js"))}`);
