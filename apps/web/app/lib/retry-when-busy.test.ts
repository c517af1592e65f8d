import { afterEach, describe, expect, it, vi } from "vitest";
import { retryWhenBusy } from "./retry-when-busy";

const busy = (retryAfter?: string) =>
  new Response(null, { status: 503, headers: retryAfter === undefined ? {} : { "retry-after": retryAfter } });

/** A fetcher answering `answers` in turn, and the requests it was sent. */
function fetcherOf(...answers: Response[]) {
  const sent: { url: string; method: string }[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method ?? "GET" });
    return answers.shift() ?? new Response("{}", { status: 200 });
  };
  return { fetcher, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a read the server turned away while busy", () => {
  it("is asked once more after the wait the server named", async () => {
    vi.useFakeTimers();
    const { fetcher, sent } = fetcherOf(busy("5"), new Response("{}", { status: 200 }));
    const answer = retryWhenBusy(fetcher)("/api/v1/users/data/", { method: "GET" });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it("is answered 503 when the second answer is 503 too: once more, not forever", async () => {
    vi.useFakeTimers();
    const { fetcher, sent } = fetcherOf(busy("1"), busy("1"));
    const answer = retryWhenBusy(fetcher)("/api/v1/malls/", {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await answer).status).toBe(503);
    expect(sent).toHaveLength(2);
  });

  it("is not repeated without a wait to honour, with a wait too long, or once its page let go", async () => {
    for (const retryAfter of [undefined, "soon", "60", "-1"]) {
      const { fetcher, sent } = fetcherOf(busy(retryAfter));
      expect((await retryWhenBusy(fetcher)("/api/v1/malls/", {})).status).toBe(503);
      expect(sent).toHaveLength(1);
    }
    const controller = new AbortController();
    controller.abort();
    const { fetcher, sent } = fetcherOf(busy("1"));
    expect((await retryWhenBusy(fetcher)("/api/v1/malls/", { signal: controller.signal })).status).toBe(503);
    expect(sent).toHaveLength(1);
  });
});

describe("a write the server turned away while busy", () => {
  it("is never repeated: the server may have begun it", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const { fetcher, sent } = fetcherOf(busy("1"));
      expect((await retryWhenBusy(fetcher)("/api/v1/bookings/", { method })).status).toBe(503);
      expect(sent).toHaveLength(1);
    }
  });
});
