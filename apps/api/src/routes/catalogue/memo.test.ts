import { describe, expect, it, vi } from "vitest";
import { memoFor } from "./memo";

describe("memoFor", () => {
  it("answers from memory within its time, then loads again", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const counts = memoFor(60_000, async () => ++calls);
    expect(await counts()).toBe(1);
    expect(await counts()).toBe(1);
    vi.advanceTimersByTime(60_001);
    expect(await counts()).toBe(2);
    vi.useRealTimers();
  });

  it("does not remember a failure", async () => {
    let fail = true;
    const load = memoFor(60_000, async () => {
      if (fail) throw new Error("database away");
      return "ok";
    });
    await expect(load()).rejects.toThrow("database away");
    fail = false;
    expect(await load()).toBe("ok");
  });
});
