import { createRequire } from "node:module";
import autocannon, { type Request } from "autocannon";

/**
 * autocannon keeps every answer's body as a string (`body += chunk`) for body checks the bench
 * never asks for. Decoding compressed bytes as UTF-8 made the client, not the server, the limit:
 * on one machine it took a 9.5 kB Brotli stylesheet to 4,500 answers a second where a plain
 * Node client drew 14,000 from the same server. The bench counts bytes and times, not bodies.
 */
const { prototype: queue } = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js");
queue.addBody = () => {};

export type LoadResult = {
  connections: number;
  requestsPerSecond: number;
  /** Milliseconds, from every response's own timing (autocannon's histogram rounds to whole ms). */
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or time-outs. */
  failures: number;
};

/** What a browser sends, so compression and caching are exercised as in real use. */
export const BROWSER_HEADERS = { "accept-encoding": "br, gzip", "accept-language": "ar" };

type LoadOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Each request's own path (and Cookie header); without them every request asks `url`. */
  nextPath?: () => string;
  nextCookie?: () => string;
};

/** Drives `url` with autocannon from this process (the server is another one), after a warm-up. */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  await run(url, { ...options, seconds: Math.max(1, Math.round(options.seconds / 4)) });
  return run(url, options);
}

function run(url: string, options: LoadOptions): Promise<LoadResult> {
  const { connections, seconds, headers, nextPath, nextCookie } = options;
  const latencies: number[] = [];
  const varied = nextPath || nextCookie;
  const requests = varied
    ? [
        {
          setupRequest: (request: Request): Request => ({
            ...request,
            ...(nextPath ? { path: nextPath() } : {}),
            headers: { ...request.headers, ...(nextCookie ? { cookie: nextCookie() } : {}) },
          }),
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { ...BROWSER_HEADERS, ...headers },
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          connections,
          requestsPerSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
    });
  });
}

export function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
