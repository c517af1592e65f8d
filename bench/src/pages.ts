import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

/** The mark root.tsx sets once React has hydrated the page: from then on it answers input. */
export const HYDRATED_MARK = "capital:hydrated";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Performance varies from run to run on a shared machine: Lighthouse advises the median of several. */
const PERFORMANCE_RUNS = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export type PageAudit = {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the scripts requested before the hydration mark. */
  jsBeforeInteractive: number;
  /** Compressed bytes of the scripts requested after it, while the page loads. */
  jsAfterInteractive: number;
  /** Audits below a full score in the accessibility, best-practices and SEO categories. */
  flagged: string[];
};

type NetworkRequest = { resourceType?: string; rendererStartTime: number; transferSize: number };
type UserTiming = { name: string; timingType: string; startTime: number };
type AuditDetails<T> = { items?: T[] } | undefined;

/**
 * Lighthouse's default mobile audit (simulated slow 4G and a 4x slower CPU) of each page, one
 * after another: accessibility, best practices and SEO once (they do not vary), performance
 * three times, reported from the median run (Lighthouse's own choice of it, by FCP and TTI).
 */
type Page = { name: string; url: string /** false for a page without scripts */; hydrates?: boolean };

export async function auditPages(pages: Page[]): Promise<PageAudit[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    // A browser's first navigation is slow whatever the page: one unmeasured run absorbs it.
    const [first] = pages;
    if (first) await run(chrome.port, first.url, ["performance"]);
    const audits: PageAudit[] = [];
    for (const page of pages) audits.push(await auditPage(chrome.port, page));
    return audits;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses a page load's trace (NO_NAVSTART, NO_FCP): such a run is tried again. */
const TRIES = 3;

async function run(port: number, url: string, categories: readonly string[]): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (attempt === TRIES) throw new Error(`Lighthouse: ${failure.message} (${url}, ${TRIES} tries)`);
    console.warn(`Lighthouse: ${failure.code} on ${url}; trying again`);
  }
}

async function auditPage(port: number, { hydrates = true, ...page }: Page): Promise<PageAudit> {
  // One visit first, as the API runs warm up: the page a buyer opens is one someone opened before.
  await (await fetch(page.url, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
  const full = await run(port, page.url, CATEGORIES);
  const runs = [full];
  while (runs.length < PERFORMANCE_RUNS) runs.push(await run(port, page.url, ["performance"]));
  const lhr = computeMedianRun(runs);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as AuditDetails<NetworkRequest>)?.items ?? [];
  const timings = (lhr.audits["user-timings"]?.details as AuditDetails<UserTiming>)?.items ?? [];
  const hydrated = hydrates ? timings.find((t) => t.name === HYDRATED_MARK)?.startTime : Infinity;
  if (hydrated === undefined) throw new Error(`${page.url} never set the ${HYDRATED_MARK} mark`);
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const bytes = (list: NetworkRequest[]) => list.reduce((sum, r) => sum + r.transferSize, 0);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      Math.round(((id === "performance" ? lhr : full).categories[id]?.score ?? 0) * 100),
    ]),
  ) as PageAudit["scores"];
  const flagged = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (full.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (full.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    ...page,
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBeforeInteractive: bytes(scripts.filter((r) => r.rendererStartTime < hydrated)),
    jsAfterInteractive: bytes(scripts.filter((r) => r.rendererStartTime >= hydrated)),
    flagged,
  };
}
