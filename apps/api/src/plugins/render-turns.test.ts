import { describe, expect, it } from "vitest";
import { renderTurns } from "./render-turns";

const later = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
};

describe("render turns", () => {
  it("run at most so many renders at once, the others in the order they came", async () => {
    const turns = renderTurns({ atOnce: 2, maxWaiting: 10 });
    const started: number[] = [];
    const gates = [later(), later(), later(), later(), later()];
    const all = gates.map((gate, i) =>
      turns.take(async () => {
        started.push(i);
        await gate.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.finish();
    await all[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.finish();
    gates[2]?.finish();
    await Promise.all([all[0], all[2]]);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]?.finish();
    gates[4]?.finish();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
  });

  it("give the turn on when a render fails", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 10 });
    const failing = turns.take(async () => {
      throw new Error("render failed");
    });
    const after = turns.take(async () => "rendered");
    await expect(failing).rejects.toThrow("render failed");
    expect(await after).toBe("rendered");
  });

  it("render nothing for a visitor who left while waiting, and let the next one in", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 10 });
    const gate = later();
    let renders = 0;
    const first = turns.take(async () => {
      renders += 1;
      await gate.done;
      return "first";
    });
    const gone = turns.take(
      async () => {
        renders += 1;
        return "gone";
      },
      () => true,
    );
    const third = turns.take(async () => {
      renders += 1;
      return "third";
    });
    gate.finish();
    expect(await Promise.all([first, gone, third])).toEqual(["first", undefined, "third"]);
    expect(renders).toBe(2);
  });

  it("turn a visitor away at once when the queue is full", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 1 });
    const gate = later();
    const running = turns.take(() => gate.done.then(() => "running"));
    const queued = turns.take(async () => "queued");
    expect(await turns.take(async () => "one too many")).toBeUndefined();
    gate.finish();
    expect(await Promise.all([running, queued])).toEqual(["running", "queued"]);
    expect(await turns.take(async () => "room again")).toBe("room again");
  });
});
