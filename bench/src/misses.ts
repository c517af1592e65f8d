import { API_PREFIX } from "@capital/contract/api-paths";
import pg from "pg";
import type { RunningApp, RunningServer } from "../../e2e/support/app-process";
import { type LoadResult, measureLoad } from "./load";
import { ms, percent, type TargetCheck, table, whole } from "./report";
import {
  type DetailIds,
  signedInCookies,
  trackedHome,
  variedDetailPage,
  variedSearchApi,
  variedSearchPage,
} from "./varied";

/** Targets of issue 16, as ratios to what the same machine does in the same run. */
export const MISS_TARGETS = {
  staticOfHello: 0.25,
  searchApiOfStatic: 0.15,
  searchApiP99Ms: 100,
  pageOfStatic: 0.05,
  pageP99Ms: 250,
  crowdedPageP99Ms: 1000,
} as const;

const CALM = 10;
const CROWDED = 50;
/** Its own name per run: benches of several worktrees may share one server. */
const DEMO_DATABASE = `capital_bench_demo_${process.pid}`;

type Start = (env: Record<string, string>) => Promise<RunningApp>;
type Options = { label: string; start: Start; helloWorld: RunningServer; seconds: number };
type Row = { name: string; kept: string; result: LoadResult; page?: boolean; api?: boolean };

/**
 * Cache-miss traffic beside what memory answers, the server's own static files and a bare
 * Fastify: every row's req/s is given as a share of the static file's, measured minutes apart on
 * the same instance. Detail pages are few (a demo catalogue has a few dozen), so they are measured
 * on an instance started with RESPONSE_CACHE_MB=0, where nothing is kept: every answer is a render.
 */
export async function cacheMissSection({ label, start, helloWorld, seconds }: Options) {
  const rows: Row[] = [];
  const measure = async (
    name: string,
    kept: string,
    url: string,
    load: Partial<Parameters<typeof measureLoad>[1]> & { connections: number },
    kind: { page?: boolean; api?: boolean } = {},
  ) => {
    rows.push({ name, kept, result: await measureLoad(url, { seconds, ...load }), ...kind });
  };
  const html = { accept: "text/html" };

  const hello = await measureLoad(`${helloWorld.baseUrl}/`, { connections: CALM, seconds });
  let statics: LoadResult;
  let twoInstances: string | undefined;
  const app = await start({});
  try {
    const css = await stylesheetPath(app.baseUrl);
    statics = await measureLoad(`${app.baseUrl}${css}`, { connections: CALM, seconds });
    const base = app.baseUrl;
    await measure(
      "search API, one fixed URL",
      "yes",
      `${base}${API_PREFIX}/search-residential-unit/?category=apartment&status=free`,
      { connections: CALM },
    );
    await measure(
      "search API, filters, sort and page of its own",
      "no",
      base,
      { connections: CALM, nextPath: variedSearchApi() },
      { api: true },
    );
    for (const connections of [CALM, CROWDED])
      await measure(
        "search page, filters of its own",
        "no",
        base,
        { connections, headers: html, nextPath: variedSearchPage(2 + connections) },
        { page: true },
      );
    await measure(
      "search page, signed-in visitors (session and analytics cookies)",
      "no",
      base,
      {
        connections: CALM,
        headers: html,
        nextPath: variedSearchPage(7, "ar"),
        nextCookie: signedInCookies(),
      },
      { page: true },
    );
    for (const connections of [CALM, CROWDED])
      await measure("home, a tracking parameter of its own", "yes (unknown parameters ignored)", base, {
        connections,
        headers: html,
        nextPath: trackedHome(),
      });
  } finally {
    await app.stop();
  }

  const uncached = await start({ RESPONSE_CACHE_MB: "0" });
  try {
    const ids = await detailIds(uncached.baseUrl);
    const base = uncached.baseUrl;
    for (const connections of [CALM, CROWDED]) {
      await measure(
        "mall, compound and company pages, any id",
        "nothing kept",
        base,
        { connections, headers: html, nextPath: variedDetailPage(ids, connections) },
        { page: true },
      );
      await measure("home", "nothing kept", `${base}/`, { connections, headers: html }, { page: true });
    }
  } finally {
    await uncached.stop();
  }

  if (label.startsWith("PostgreSQL")) twoInstances = await measureTwoInstances(start, seconds);

  const checks: TargetCheck[] = [
    {
      target: `Static file ≥ ${MISS_TARGETS.staticOfHello * 100} % of hello world's req/s (${label})`,
      measured: percent(statics.requestsPerSecond, hello.requestsPerSecond),
      met: statics.requestsPerSecond >= MISS_TARGETS.staticOfHello * hello.requestsPerSecond,
    },
  ];
  for (const row of rows) {
    const { result } = row;
    const share = result.requestsPerSecond / statics.requestsPerSecond;
    const noFailures = result.failures === 0;
    if (row.api && result.connections === CALM)
      checks.push({
        target: `${row.name} (${label}): ≥ ${MISS_TARGETS.searchApiOfStatic * 100} % of the static file's req/s, p99 < ${MISS_TARGETS.searchApiP99Ms} ms`,
        measured: `${percent(result.requestsPerSecond, statics.requestsPerSecond)}, p99 ${ms(result.p99)}`,
        met:
          noFailures && share >= MISS_TARGETS.searchApiOfStatic && result.p99 < MISS_TARGETS.searchApiP99Ms,
      });
    if (row.page && result.connections === CALM && row.name !== "home")
      checks.push({
        target: `${row.name} (${label}): ≥ ${MISS_TARGETS.pageOfStatic * 100} % of the static file's req/s, p99 < ${MISS_TARGETS.pageP99Ms} ms`,
        measured: `${percent(result.requestsPerSecond, statics.requestsPerSecond)}, p99 ${ms(result.p99)}`,
        met: noFailures && share >= MISS_TARGETS.pageOfStatic && result.p99 < MISS_TARGETS.pageP99Ms,
      });
    if (result.connections === CROWDED)
      checks.push({
        target: `${row.name} (${label}): p99 < ${MISS_TARGETS.crowdedPageP99Ms} ms at ${CROWDED} connections`,
        measured: ms(result.p99),
        met: noFailures && result.p99 < MISS_TARGETS.crowdedPageP99Ms,
      });
  }

  const line = (name: string, kept: string, r: LoadResult) => [
    name,
    kept,
    r.connections,
    whole(r.requestsPerSecond),
    percent(r.requestsPerSecond, statics.requestsPerSecond),
    ms(r.p50),
    ms(r.p99),
    r.failures,
  ];
  const section = [
    `## Cache misses (${label})`,
    "",
    `autocannon from the bench process, ${seconds} s per run after a warm-up, a browser's Accept-Encoding; ` +
      '"of its own": every request a URL (or Cookie header) no other request of the run asks. ' +
      `Baselines in the same run: a bare Fastify hello world ${whole(hello.requestsPerSecond)} req/s (p99 ${ms(hello.p99)}); ` +
      `the app's own hashed stylesheet (\`/assets/\`) ${whole(statics.requestsPerSecond)} req/s (p99 ${ms(statics.p99)}), ` +
      `${percent(statics.requestsPerSecond, hello.requestsPerSecond)} of hello world.`,
    "",
    table(
      ["workload", "answered from memory", "connections", "req/s", "÷ static file", "p50", "p99", "failures"],
      [
        line("hello world (bare Fastify, own process)", "—", hello),
        line("static file (the app's /assets/ stylesheet)", "—", statics),
        ...rows.map((row) => line(row.name, row.kept, row.result)),
      ],
    ),
    ...(twoInstances ? ["", twoInstances] : []),
  ].join("\n");
  return { section, checks };
}

/** The search API with filters of its own on the large catalogue, beside the same app's static file. */
export async function largeSearchMisses(baseUrl: string, label: string, seconds: number) {
  const statics = await measureLoad(`${baseUrl}${await stylesheetPath(baseUrl)}`, {
    connections: CALM,
    seconds,
  });
  const search = await measureLoad(baseUrl, { connections: CALM, seconds, nextPath: variedSearchApi(11) });
  return [
    `## Cache misses on the large catalogue (${label})`,
    "",
    `The search API, every request with filters, sort and page of its own, ${CALM} connections, beside the app's own stylesheet in the same run.`,
    "",
    table(
      ["workload", "req/s", "÷ static file", "p50", "p99", "failures"],
      [
        [
          "static file",
          whole(statics.requestsPerSecond),
          "100 %",
          ms(statics.p50),
          ms(statics.p99),
          statics.failures,
        ],
        [
          "search API, filters of its own",
          whole(search.requestsPerSecond),
          percent(search.requestsPerSecond, statics.requestsPerSecond),
          ms(search.p50),
          ms(search.p99),
          search.failures,
        ],
      ],
    ),
  ].join("\n");
}

/** Two instances on one PostgreSQL and Redis against one, on the same cache-miss page traffic. */
async function measureTwoInstances(start: Start, seconds: number): Promise<string> {
  const redis = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
  const [a, b] = await Promise.all([start({ REDIS_URL: redis }), start({ REDIS_URL: redis })]);
  try {
    const html = { accept: "text/html" };
    const one = await measureLoad(a.baseUrl, {
      connections: CALM,
      seconds,
      headers: html,
      nextPath: variedSearchPage(31),
    });
    const split = await Promise.all(
      [a, b].map((app, i) =>
        measureLoad(app.baseUrl, {
          connections: CALM / 2,
          seconds,
          headers: html,
          nextPath: variedSearchPage(40 + i),
        }),
      ),
    );
    const both = split.reduce((sum, r) => sum + r.requestsPerSecond, 0);
    const p99 = Math.max(...split.map((r) => r.p99));
    return (
      `Two instances on this machine (one PostgreSQL and Redis, ${CALM} connections shared between them), search page with filters of its own: ` +
      `${whole(both)} req/s, p99 ${ms(p99)} (worse of the two), against one instance ${whole(one.requestsPerSecond)} req/s, p99 ${ms(one.p99)}: ` +
      `${percent(both, one.requestsPerSecond)} of one instance's throughput.`
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

/**
 * A fresh database for the demo catalogue on the PostgreSQL server at `serverUrl` (the app seeds
 * it), and the way to drop it.
 */
export async function demoOnPostgres(serverUrl: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${DEMO_DATABASE} with (force)`);
  await admin(`create database ${DEMO_DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${DEMO_DATABASE}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${DEMO_DATABASE} with (force)`) };
}

async function detailIds(baseUrl: string): Promise<DetailIds> {
  const ids = async (list: string) => {
    const response = await fetch(`${baseUrl}${API_PREFIX}/${list}/?page_size=100`);
    if (!response.ok) throw new Error(`${list} answered ${response.status}`);
    return ((await response.json()) as { results: { id: number }[] }).results.map((r) => r.id);
  };
  const [malls, compounds, companies] = await Promise.all([ids("malls"), ids("compounds"), ids("companies")]);
  return { malls, compounds, companies };
}

async function stylesheetPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const css = html.match(/\/assets\/[^"]+\.css/)?.[0];
  if (!css) throw new Error("the home page links no stylesheet under /assets/");
  return css;
}
