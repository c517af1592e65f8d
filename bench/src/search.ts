import { API_PREFIX } from "@capital/contract/api-paths";
import { createRandom } from "@capital/demo/catalogue/random";
import { percentile } from "./load";

export type SearchLatency = {
  units: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** p50 of the health check (one `select 1` through the same server): the floor of any answer. */
  baselineP50: number;
  slowest: { url: string; ms: number; count: number }[];
};

/** Filter combinations a buyer might make, the same every run for a given seed. */
export function searchCombinations(seed: number, count: number): string[] {
  const rng = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const residential = i % 2 === 0;
    const category = residential
      ? rng.pick(["apartment", "studio", "duplex-villas", "twin-house", "hotel-units"])
      : rng.pick(["shops", "office", "clinics", "coffee-shops", "pharmacies"]);
    const query = new URLSearchParams({ category, status: "free" });
    const low = rng.pick([100_000, 1_000_000, 2_000_000, 4_000_000]);
    query.set("price_gte", String(low));
    query.set("price_lte", String(low + rng.pick([2_000_000, 4_000_000, 8_000_000])));
    if (rng.chance(0.7)) {
      query.set("minArea", String(rng.pick([10, 50, 100])));
      query.set("maxArea", String(rng.pick([150, 300, 500])));
    }
    if (rng.chance(0.6)) query.set("finishing", rng.pick(["none", "half", "full"]));
    if (residential && rng.chance(0.5)) query.set("roomsNumber", String(rng.pick([1, 2, 3, 4])));
    if (rng.chance(0.4)) {
      query.set("installmentYears_gte", String(rng.pick([1, 3, 5])));
      query.set("installmentYears_lte", String(rng.pick([6, 8, 10])));
    }
    if (rng.chance(0.4)) {
      query.set("deposit_gte", "0");
      query.set("deposit_lte", String(rng.pick([10, 20, 30])));
    }
    query.set("sort", rng.pick(["price", "-price", "area", "newest", "price_per_meter"]));
    query.set("page", String(rng.pick([1, 1, 1, 2, 5])));
    out.push(`${API_PREFIX}/${residential ? "search-residential-unit" : "search-investment-unit"}/?${query}`);
  }
  return out;
}

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

/**
 * Fifty fixed filter combinations, each asked once, one at a time, over HTTP. The warm-up uses
 * other combinations, so no answer can come from a cache: this is the database's work.
 */
export async function measureSearch(baseUrl: string, units: number): Promise<SearchLatency> {
  for (const path of searchCombinations(7, 10)) await timed(`${baseUrl}${path}`);
  const health: number[] = [];
  for (let i = 0; i < 50; i += 1) health.push((await timed(`${baseUrl}${API_PREFIX}/health/`)).ms);
  const timings: { url: string; ms: number; count: number }[] = [];
  for (const path of searchCombinations(20261122, 50)) {
    const { ms, body } = await timed(`${baseUrl}${path}`);
    timings.push({ url: path, ms, count: (body as { count: number }).count });
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return {
    units,
    requests: timings.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    baselineP50: percentile(
      health.sort((a, b) => a - b),
      50,
    ),
    slowest: [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
}

export type TextSearchRate = {
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
};

/** What buyers type in the top bar: kinds in both languages, rooms in digits and words, names, typos. */
const TEXT_QUERIES = [
  "شقق",
  "شقة",
  "٣ غرف",
  "apartments",
  "محلات",
  "فلل",
  "غرفتين",
  "3 bedrooms",
  "عيادات",
  "Opal",
  "جاليريا",
  "Galeria",
];

/**
 * Text searches per second on the large catalogue: four at a time for `seconds`, each a different
 * page of one of the queries above, so no answer comes from the response cache.
 */
export async function measureTextSearch(baseUrl: string, seconds = 10): Promise<TextSearchRate> {
  const timings: number[] = [];
  let asked = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < until) {
      const n = asked++;
      const q = TEXT_QUERIES[n % TEXT_QUERIES.length] ?? "";
      const page = 1 + Math.floor(n / TEXT_QUERIES.length);
      const url = `${baseUrl}${API_PREFIX}/search/?q=${encodeURIComponent(q)}&page=${page}&page_size=5`;
      const t0 = performance.now();
      const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      if (response.status !== 200 && response.status !== 404)
        throw new Error(`${url} answered ${response.status}`);
      timings.push(performance.now() - t0);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = timings.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
  };
}
