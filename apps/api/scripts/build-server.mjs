// Compiles the server to JavaScript: dist/server.js runs with plain `node`, no TypeScript loader.
// The contract's TypeScript is compiled in; every npm package stays an import of node_modules.
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const apiDir = path.resolve(import.meta.dirname, "..");
const contractSrc = path.resolve(apiDir, "../../packages/contract/src");
// SERVER_DIST: somewhere else than dist/ (a test compiles into a folder of its own).
const dist = path.resolve(apiDir, process.env.SERVER_DIST || "dist");

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
// The server, and the command that makes the first operator (npm run create-admin, decision 18).
await build({
  entryPoints: {
    server: path.join(apiDir, "src/server.ts"),
    "create-admin": path.join(apiDir, "src/admin/cli.ts"),
  },
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [compileTheContract],
  sourcemap: true,
  logLevel: "warning",
});
// Read at run time beside the module that reads it (auth/password-policy.ts), from either bundle.
copyFileSync(path.join(apiDir, "src/auth/common-passwords.txt"), path.join(dist, "common-passwords.txt"));
console.log(
  `Server and create-admin compiled to ${path.relative(process.cwd(), path.join(dist, "server.js"))} and create-admin.js`,
);
