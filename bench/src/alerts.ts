import { matchCatalogueChanges } from "@capital/api/alerts/catalogue-changes";
import { matchingStatement } from "@capital/api/alerts/matching";
import { savedSearchColumns } from "@capital/api/alerts/saved-search-columns";
import { type Database, openDatabase, queryRows } from "@capital/api/db/client";
import { savedSearches, users } from "@capital/api/db/schema";
import { readSearchPage } from "@capital/contract/saved-searches";
import { createRandom } from "@capital/demo/catalogue/random";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { percentile } from "./load";
import { ms, ratio, type TargetCheck, table, whole } from "./report";

/** Bench buyers are marked by their address, so a later run finds (or replaces) their searches. */
const BENCH_DOMAIN = "alerts-bench.invalid";
const PER_BUYER = 10;

export type AlertMatching = {
  searches: number;
  textSearches: number;
  units: number;
  single: { p50: number; p95: number; max: number; meanMatches: number; maxMatches: number; samples: number };
  batch: { units: number; ms: number; matches: number };
  pipeline: { changes: number; ms: number; deliveries: number };
  baselineP50: number;
  usesIndex: boolean;
};

const RESIDENTIAL = ["apartments", "studio", "duplex-villas", "detached-villas", "twin-house", "hotel-units"];
const INVESTMENT = [
  "coffee-shops",
  "restaurants",
  "shops",
  "offices",
  "clinics",
  "pharmacies",
  "hotel-units",
];

/** A buyer's search page, the same every run for a given seed: what people filter by, roughly as often. */
function searchPage(rng: ReturnType<typeof createRandom>, projectWords: readonly string[]): string {
  if (rng.chance(0.1)) {
    const q = rng.chance(0.5)
      ? rng.pick(projectWords)
      : `${rng.pick(["apartments", "شقق", "shops", "محلات", "villa", "studio"])} ${rng.pick(["", "2 rooms", "3 غرف"])}`;
    return `/search?${new URLSearchParams({ q: q.trim() })}`;
  }
  const residential = rng.chance(0.7);
  const slug = rng.pick(residential ? RESIDENTIAL : INVESTMENT);
  const q = new URLSearchParams();
  const price = rng.int(0, 99);
  if (price < 60) {
    const low = rng.pick([0, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000]);
    q.set("price_gte", String(low));
    q.set("price_lte", String(low + rng.pick([1_000_000, 2_000_000, 4_000_000, 8_000_000])));
  } else if (price < 85) q.set("price_lte", String(rng.pick([2_000_000, 4_000_000, 8_000_000])));
  if (residential && rng.chance(0.5)) q.set("roomsNumber", String(rng.pick([1, 2, 3, 4])));
  if (rng.chance(0.4)) {
    q.set("minArea", String(rng.pick([40, 80, 120])));
    q.set("maxArea", String(rng.pick([150, 250, 400])));
  }
  if (rng.chance(0.3)) q.set("finishing", rng.pick(["none", "half", "full"]));
  if (rng.chance(0.2)) {
    q.set("installmentYears_gte", String(rng.pick([1, 3, 5])));
    q.set("installmentYears_lte", String(rng.pick([6, 8, 10])));
  }
  if (rng.chance(0.15)) q.set("deposit_lte", String(rng.pick([10, 20, 30])));
  if (rng.chance(0.15)) q.set("monthlyInstalment_lte", String(rng.pick([20_000, 50_000, 100_000])));
  if (rng.chance(0.1)) q.set("delivery", rng.pick(["ready", "2027", "2029"]));
  if (rng.chance(0.5)) q.set("sort", rng.pick(["-price", "area", "newest"]));
  return `/${residential ? "residential" : "investment"}/search/${slug}?${q}`;
}

/** 100,000 saved searches (10 per bench buyer) in the large catalogue, made once and kept. */
async function seedSavedSearches(database: Database, count: number) {
  const db = database.db;
  const [existing] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`select count(*)::int as n from saved_searches s join users us on us.id = s.user_id
      where us.email like ${`%@${BENCH_DOMAIN}`}`,
  );
  if (existing?.n === count) return;
  console.log(`Saving ${count.toLocaleString("en")} bench searches (once; they are kept)…`);
  await db.execute(sql`delete from users where email like ${`%@${BENCH_DOMAIN}`}`);
  const words = (
    await queryRows(db, z.object({ name: z.string() }), sql`select name from projects order by id limit 300`)
  ).map((p) => p.name.split(" ")[0] ?? p.name);
  const rng = createRandom(20261126);
  const buyers = Math.ceil(count / PER_BUYER);
  for (let first = 0; first < buyers; first += 1000) {
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, buyers - first) }, (_, i) => ({
          name: `Bench buyer ${first + i}`,
          email: `buyer${first + i}@${BENCH_DOMAIN}`,
          passwordHash: "!",
        })),
      )
      .returning({ id: users.id });
    const rows: (typeof savedSearches.$inferInsert)[] = [];
    for (const { id } of made) {
      const pages = new Set<string>();
      while (pages.size < PER_BUYER) {
        const read = readSearchPage(searchPage(rng, words));
        if ("page" in read && !pages.has(read.page.page)) {
          pages.add(read.page.page);
          rows.push({
            ...savedSearchColumns(read.page),
            userId: id,
            name: read.page.page.slice(0, 60),
            frequency: rng.chance(0.7) ? "instant" : "daily",
          });
        }
      }
    }
    for (let start = 0; start < rows.length; start += 2000) {
      await db.insert(savedSearches).values(rows.slice(start, start + 2000));
    }
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * Alert matching on the large catalogue (issue 21): one changed unit against 100,000 saved searches,
 * as the job runner's matcher does it (`matchingStatement`, one indexed statement per unit), the
 * same for 500 units at once, and the whole run of 500 recorded price drops (take the changes,
 * match, write the deliveries). In-process on the database, beside a `select 1` baseline.
 */
export async function measureAlertMatching(databaseUrl: string, searches = 100_000): Promise<AlertMatching> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 4 });
  const db = database.db;
  try {
    await seedSavedSearches(database, searches);
    // What autovacuum does to a table that changes as rarely as this one; matching reads the
    // saved searches from their indexes alone, which needs the visibility map it keeps.
    await db.execute(sql`vacuum analyze saved_searches`);
    const [counts] = await queryRows(
      db,
      z.object({ searches: z.number().int(), text: z.number().int(), units: z.number().int() }),
      sql`select (select count(*)::int from saved_searches) as searches,
        (select count(*)::int from saved_searches where kind = 'text') as text,
        (select count(*)::int from units) as units`,
    );
    const rng = createRandom(7);
    const [range] = await queryRows(
      db,
      z.object({ low: z.number().int(), high: z.number().int() }),
      sql`select min(id) as low, max(id) as high from units`,
    );
    const sample = async (n: number) => {
      const ids = Array.from({ length: n * 2 }, () => rng.int(range?.low ?? 1, range?.high ?? 1));
      const free = await queryRows(
        db,
        z.object({ id: z.number().int() }),
        sql`select id from units where id = any(${sql.param(ids)}::int[]) and status = 'free' order by random() limit ${n}`,
      );
      return free.map((u) => u.id);
    };

    // The matcher's statement as the matcher runs it, inside the database (it writes the deliveries
    // from there): here it answers how many searches it matched.
    const matchCount = async (ids: readonly number[]) => {
      const [row] = await queryRows(
        db,
        z.object({ n: z.number().int() }),
        sql`select count(*)::int as n from (${matchingStatement(sql`${sql.param([...ids])}::int[]`)}) m`,
      );
      return row?.n ?? 0;
    };
    const baseline: number[] = [];
    for (let i = 0; i < 50; i += 1) baseline.push((await timed(() => db.execute(sql`select 1`))).ms);
    for (const id of await sample(20)) await matchCount([id]);

    const singles: { ms: number; matches: number }[] = [];
    for (const id of await sample(300)) {
      const { ms: took, value } = await timed(() => matchCount([id]));
      singles.push({ ms: took, matches: value });
    }
    const sorted = singles.map((s) => s.ms).sort((a, b) => a - b);

    const batchIds = await sample(500);
    const batch = await timed(() => matchCount(batchIds));

    const plan = JSON.stringify(
      (
        (await db.execute(
          sql`explain ${matchingStatement(sql`array[${batchIds[0] ?? 1}]::int[]`)}`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows,
    );
    const usesIndex = ["saved_searches_units_match_idx", "saved_searches_text_match_idx"].every((index) =>
      plan.includes(`Index Only Scan using ${index}`),
    );

    // 500 price drops recorded by the database's triggers, then one run of the matcher over them.
    const dropped = await sample(500);
    await db.execute(sql`delete from catalogue_changes`);
    await db.execute(
      sql`update units set total_price = total_price - 1 where id = any(${sql.param(dropped)}::int[])`,
    );
    const pipeline = await timed(() => matchCatalogueChanges(db, 500));
    await db.execute(
      sql`update units set total_price = total_price + 1 where id = any(${sql.param(dropped)}::int[])`,
    );
    await db.execute(sql`delete from alert_deliveries`);

    return {
      searches: counts?.searches ?? 0,
      textSearches: counts?.text ?? 0,
      units: counts?.units ?? 0,
      single: {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? Number.NaN,
        meanMatches: singles.reduce((sum, s) => sum + s.matches, 0) / Math.max(1, singles.length),
        maxMatches: Math.max(0, ...singles.map((s) => s.matches)),
        samples: singles.length,
      },
      batch: { units: batchIds.length, ms: batch.ms, matches: batch.value },
      pipeline: {
        changes: pipeline.value.changes,
        ms: pipeline.ms,
        deliveries: pipeline.value.deliveries,
      },
      baselineP50: percentile(
        baseline.sort((a, b) => a - b),
        50,
      ),
      usesIndex,
    };
  } finally {
    await database.close();
  }
}

/** The report's section, and its targets. */
export function alertMatchingSection(result: AlertMatching): { section: string; checks: TargetCheck[] } {
  const checks: TargetCheck[] = [
    {
      target: `Alerts: one changed unit matched against ${whole(result.searches)} saved searches, p95 < 25 ms`,
      measured: ms(result.single.p95),
      met: result.single.p95 < 25,
    },
    {
      target:
        "Alerts: a unit's candidate searches are read from saved_searches_units_match_idx and saved_searches_text_match_idx alone",
      measured: result.usesIndex ? "index-only scans" : "not both index-only in the plan",
      met: result.usesIndex,
    },
  ];
  const section = [
    "## 7. Alert matching on the large catalogue",
    "",
    `PostgreSQL, ${whole(result.units)} units and ${whole(result.searches)} saved searches (${whole(result.textSearches)} of them text searches). ` +
      "Each changed unit is matched against the saved searches in one statement (alerts/matching.ts), never the searches against the catalogue; " +
      "the matcher writes the deliveries from inside the database, so here the statement answers only how many searches it matched. " +
      `Baseline: \`select 1\` on the same connection pool, p50 ${ms(result.baselineP50)}.`,
    "",
    table(
      ["work", "units", "p50", "p50 ÷ baseline", "p95", "max", "matches"],
      [
        [
          "one changed unit",
          result.single.samples,
          ms(result.single.p50),
          ratio(result.single.p50, result.baselineP50),
          ms(result.single.p95),
          ms(result.single.max),
          `${result.single.meanMatches.toFixed(1)} a unit on average, at most ${whole(result.single.maxMatches)}`,
        ],
        [
          "500 units in one statement",
          result.batch.units,
          `${ms(result.batch.ms)} in all (${ms(result.batch.ms / Math.max(1, result.batch.units))} a unit)`,
          "—",
          "—",
          "—",
          whole(result.batch.matches),
        ],
        [
          "the matcher's run over 500 recorded price drops (take, match, write deliveries)",
          result.pipeline.changes,
          `${ms(result.pipeline.ms)} in all (${ms(result.pipeline.ms / Math.max(1, result.pipeline.changes))} a change)`,
          "—",
          "—",
          "—",
          `${whole(result.pipeline.deliveries)} deliveries`,
        ],
      ],
    ),
  ].join("\n");
  return { section, checks };
}
