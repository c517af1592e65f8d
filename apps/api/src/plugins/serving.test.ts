import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { inProcessHeaders } from "../in-process";
import { openTestDatabase } from "../testing/test-database";
import { testEnv } from "../testing/test-env";
import { hashedAssets } from "./hashed-assets";

let database: Database;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
/** The URLs of the requests Fastify itself answered. */
const fastifyAnswered: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const assets = mkdtempSync(path.join(tmpdir(), "capital-assets-"));
  mkdirSync(path.join(assets, "fonts"));
  const css = "body { color: red; }".repeat(100);
  writeFileSync(path.join(assets, "app-abc123.css"), css);
  writeFileSync(path.join(assets, "app-abc123.css.br"), brotliCompressSync(css));
  writeFileSync(path.join(assets, "app-abc123.css.gz"), gzipSync(css));
  writeFileSync(path.join(assets, "fonts/face-1a2b.woff2"), "woff2 bytes");
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const env = testEnv();
  mkdirSync(path.join(env.mediaDir, "users/7"), { recursive: true });
  writeFileSync(path.join(env.mediaDir, "users/7/0123456789ab.webp"), "webp bytes");
  mkdirSync(path.join(env.mediaDir, "projects/1"), { recursive: true });
  writeFileSync(path.join(env.mediaDir, "projects/1/image.svg"), "<svg/>");
  app = await buildApp({ env, database, logger: { level: "info", stream } });
  hashedAssets(app, assets, "/assets/");
  app.addHook("onResponse", async (request) => {
    fastifyAnswered.push(request.url);
  });
  app.get("/plain", async () => ({ answer: "the same every time" }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe("hashed assets", () => {
  it("answers the build's precompressed copy from memory, kept a year, without a validator", async () => {
    const response = await app.inject({
      url: "/assets/app-abc123.css",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(100);

    const gzip = await app.inject({ url: "/assets/app-abc123.css", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/assets/app-abc123.css" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("color: red");
  });

  it("serves files in folders, and nothing it was not built with", async () => {
    const font = await app.inject({
      url: "/assets/fonts/face-1a2b.woff2",
      headers: { "accept-encoding": "br" },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    for (const url of ["/assets/missing.js", "/assets/../app.ts", "/assets/app-abc123.css.br"]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe("hashed assets over a socket", () => {
  it("are answered before Fastify, the same way, and what is not one goes on to Fastify", async () => {
    fastifyAnswered.length = 0;
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const asset = await fetch(`${address}/assets/app-abc123.css?v=2`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("vary")).toBe("accept-encoding");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    expect(await asset.text()).toContain("color: red");
    const head = await fetch(`${address}/assets/fonts/face-1a2b.woff2`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String("woff2 bytes".length));
    expect(fastifyAnswered).toEqual([]);
    const answers: string[] = [];
    for (const url of ["/assets/missing.js", "/assets/app-abc123.css.br", "/plain"]) {
      const response = await fetch(`${address}${url}`);
      answers.push(`${url} ${response.status}`);
    }
    expect(answers).toEqual(["/assets/missing.js 404", "/assets/app-abc123.css.br 404", "/plain 200"]);
    expect((await fetch(`${address}/assets/app-abc123.css`, { method: "POST" })).status).toBe(404);
    await expect
      .poll(() => fastifyAnswered)
      .toEqual(["/assets/missing.js", "/assets/app-abc123.css.br", "/plain", "/assets/app-abc123.css"]);
  });
});

describe("media", () => {
  it("keeps an uploaded picture a year (its name is new on every upload), a generated image a day", async () => {
    const picture = await app.inject({ url: "/media/users/7/0123456789ab.webp" });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const generated = await app.inject({ url: "/media/projects/1/image.svg" });
    expect(generated.statusCode).toBe(200);
    expect(generated.headers["cache-control"]).toBe("public, max-age=86400");
  });
});

describe("validators", () => {
  it("gives an answer an ETag and answers 304 to it", async () => {
    const first = await app.inject({ url: "/plain" });
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await app.inject({
      url: "/plain",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("hashes nothing for the API calls pages make in-process", async () => {
    const response = await app.inject({ url: "/plain", headers: inProcessHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe("the request log", () => {
  it("writes one line per request from outside, none for in-process calls or static files", async () => {
    logLines.length = 0;
    await app.inject({ url: "/api/v1/config/?from=outside" });
    await app.inject({ url: "/api/v1/config/?from=inside", headers: inProcessHeaders });
    await app.inject({ url: "/assets/app-abc123.css" });
    await app.inject({ url: "/media/projects/1/image.svg" });
    await new Promise((resolve) => setImmediate(resolve));
    const requests = logLines.filter((line) => line.level === 30);
    expect(requests).toEqual([
      expect.objectContaining({
        msg: "request",
        method: "GET",
        url: "/api/v1/config/?from=outside",
        status: 200,
      }),
    ]);
  });
});
