import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
let t: Awaited<ReturnType<typeof createTestApp>>;
let copyDir: string;

/**
 * The running server also loads the web app's server build, which bundles copies of the contract
 * modules the pages import (zod stays one shared package). The same happens here: each contract
 * module is bundled on its own and loaded beside the contract the API uses.
 */
async function loadContractCopies() {
  const contract = path.join(repoRoot, "packages/contract/src");
  const cache = path.join(repoRoot, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  copyDir = mkdtempSync(path.join(cache, "contract-copy-"));
  const bundled = await build({
    entryPoints: readdirSync(contract)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => path.join(contract, name)),
    bundle: true,
    format: "esm",
    platform: "node",
    external: ["zod"],
    outdir: copyDir,
    outExtension: { ".js": ".mjs" },
  });
  expect(bundled.errors).toEqual([]);
  for (const name of readdirSync(copyDir)) {
    await import(/* @vite-ignore */ pathToFileURL(path.join(copyDir, name)).href);
  }
}

beforeAll(async () => {
  await loadContractCopies();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(copyDir, { recursive: true, force: true });
});

describe("the OpenAPI document", () => {
  it("is served while copies of the contract's modules are loaded too", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().components.schemas)).toContain("MallCard");
  });

  it("is a valid OpenAPI document", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
