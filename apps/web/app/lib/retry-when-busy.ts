import type { Fetcher } from "./api-client";

/** Past this, a named wait is longer than a person would wait for a page's data. */
const LONGEST_WAIT_SECONDS = 10;

/**
 * A read the server turned away while overloaded (503 with Retry-After) is asked once more after
 * the wait the server named: a signed-in buyer's profile, say, arrives late rather than the page
 * going on as if they were signed out. Writes are never repeated here: a 503 may come after the
 * server began one.
 */
export function retryWhenBusy(fetcher: Fetcher): Fetcher {
  return async (url, init) => {
    const response = await fetcher(url, init);
    if ((init?.method ?? "GET") !== "GET" || response.status !== 503) return response;
    const seconds = Number(response.headers.get("retry-after") ?? Number.NaN);
    if (!(seconds >= 0 && seconds <= LONGEST_WAIT_SECONDS) || init?.signal?.aborted) return response;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    if (init?.signal?.aborted) return response;
    return fetcher(url, init);
  };
}
