/**
 * Search latency on a one-million-unit catalogue (issue 5; part of `npm run bench` later).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
 *
 * Uses (and keeps, for the next run) a database named capital_bench on that server, seeded with
 * `--units` units (default 1,000,000) the first time. Runs 50 fixed filter combinations through
 * the real API in-process, after a warm-up, and writes p50/p95 and the slowest query plans to
 * bench/results/search-large.md. Not a test: nothing here passes or fails on time.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { openDatabase, queryRows } from "../src/db/client";
import { loadEnv } from "../src/env";
import { seedDemoCatalogue } from "../src/seed/demo-catalogue";
import { createRandom } from "../src/seed/random";
import { resetCatalogue } from "../src/seed/reset-catalogue";

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error(
    "Set BENCH_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(1);
}
const unitsWanted = Number(process.argv.find((a) => a.startsWith("--units="))?.split("=")[1] ?? 1_000_000);
const repoRoot = path.resolve(import.meta.dirname, "../../..");

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'capital_bench'");
  if (exists.rowCount === 0) await admin.query("create database capital_bench");
  await admin.end();
  const url = new URL(serverUrl as string);
  url.pathname = "/capital_bench";
  return url.toString();
}

/** Fifty filter combinations a buyer might make, the same every run. */
function combinations(): string[] {
  const rng = createRandom(20261122);
  const random = () => rng.next();
  const pick = <T>(items: readonly T[]) => rng.pick(items);
  const out: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    const residential = i % 2 === 0;
    const category = residential
      ? pick(["apartment", "studio", "duplex-villas", "twin-house", "hotel-units"])
      : pick(["shops", "office", "clinics", "coffee-shops", "pharmacies"]);
    const query = new URLSearchParams({ category, status: "free" });
    const low = pick([100_000, 1_000_000, 2_000_000, 4_000_000]);
    query.set("price_gte", String(low));
    query.set("price_lte", String(low + pick([2_000_000, 4_000_000, 8_000_000])));
    if (random() < 0.7) {
      query.set("minArea", String(pick([10, 50, 100])));
      query.set("maxArea", String(pick([150, 300, 500])));
    }
    if (random() < 0.6) query.set("finishing", pick(["none", "half", "full"]));
    if (residential && random() < 0.5) query.set("roomsNumber", String(pick([1, 2, 3, 4])));
    if (random() < 0.4) {
      query.set("installmentYears_gte", String(pick([1, 3, 5])));
      query.set("installmentYears_lte", String(pick([6, 8, 10])));
    }
    if (random() < 0.4) {
      query.set("deposit_gte", "0");
      query.set("deposit_lte", String(pick([10, 20, 30])));
    }
    query.set("sort", pick(["price", "-price", "area", "newest", "price_per_meter"]));
    query.set("page", String(pick([1, 1, 1, 2, 5])));
    out.push(`/api/v1/${residential ? "search-residential-unit" : "search-investment-unit"}/?${query}`);
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const url = await ensureDatabase();
  const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
  const env = loadEnv({ ...process.env, DATABASE_URL: url, LOG_LEVEL: "silent", NODE_ENV: "production" });
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from units`,
  );
  if (existing < unitsWanted * 0.95) {
    console.log(
      `Seeding ${unitsWanted.toLocaleString()} units (the catalogue has ${existing.toLocaleString()})…`,
    );
    const started = Date.now();
    await resetCatalogue(database.db);
    await seedDemoCatalogue(database.db, { mediaDir: env.mediaDir, units: unitsWanted });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Index-only scans need the visibility map that VACUUM writes after a bulk load.
  await database.db.execute(sql`vacuum analyze`);
  const app = await buildApp({ env, database });
  const urls = combinations();
  for (const u of urls.slice(0, 10)) await app.inject({ url: u }); // warm-up: plans and caches

  const timings: { url: string; ms: number; count: number }[] = [];
  for (const u of urls) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ url: u });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200)
      throw new Error(`${u} answered ${response.statusCode}: ${response.body}`);
    timings.push({ url: u, ms, count: response.json().count });
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const [{ n: units } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from units`,
  );
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const report = [
    "# Search on the large catalogue",
    "",
    `${new Date().toISOString()} · ${(await import("node:os")).cpus().length} CPUs · PostgreSQL · ${units.toLocaleString("en")} units`,
    "",
    "Fifty fixed filter combinations through the API in-process (Fastify, SQL, serialisation), after a warm-up.",
    "",
    "| requests | p50 | p95 | max |",
    "|---|---|---|---|",
    `| ${timings.length} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms | ${(sorted.at(-1) ?? 0).toFixed(1)} ms |`,
    "",
    "Slowest:",
    "",
    ...slowest.map((t) => `- ${t.ms.toFixed(1)} ms, ${t.count} results: \`${t.url}\``),
    "",
  ].join("\n");
  console.log(report);
  mkdirSync(path.join(repoRoot, "bench/results"), { recursive: true });
  writeFileSync(path.join(repoRoot, "bench/results/search-large.md"), report);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
