import { describe, expect, it } from "vitest";
import { renderTurns } from "./render-turns";

const later = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
};
/** Two turns of the event loop: one for a render's end, one for the next render's start. */
const settle = async () => {
  for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
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
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.finish();
    gates[2]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]?.finish();
    gates[4]?.finish();
    expect(await Promise.all(all)).toEqual([true, true, true, true, true]);
  });

  it("start the next render on a turn of the event loop of its own, not inside the one that ended", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 10 });
    const gate = later();
    const started: string[] = [];
    const first = turns.take(() => gate.done);
    const second = turns.take(async () => {
      started.push("second");
    });
    gate.finish();
    await first;
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(started).toEqual([]);
    await settle();
    expect(started).toEqual(["second"]);
    expect(await second).toBe(true);
  });

  it("give the turn on when a render fails", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 10 });
    const failing = turns.take(async () => {
      throw new Error("render failed");
    });
    let rendered = false;
    const after = turns.take(async () => {
      rendered = true;
    });
    await expect(failing).rejects.toThrow("render failed");
    expect(await after).toBe(true);
    expect(rendered).toBe(true);
  });

  it("render nothing for a visitor who left while waiting, and let the next one in", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 10 });
    const gate = later();
    const rendered: string[] = [];
    const first = turns.take(async () => {
      rendered.push("first");
      await gate.done;
    });
    const gone = turns.take(
      async () => {
        rendered.push("gone");
      },
      () => true,
    );
    const third = turns.take(async () => {
      rendered.push("third");
    });
    gate.finish();
    expect(await Promise.all([first, gone, third])).toEqual([true, false, true]);
    expect(rendered).toEqual(["first", "third"]);
  });

  it("turn a visitor away at once when the queue is full", async () => {
    const turns = renderTurns({ atOnce: 1, maxWaiting: 1 });
    const gate = later();
    const running = turns.take(() => gate.done);
    const queued = turns.take(async () => {});
    expect(await turns.take(async () => {})).toBe(false);
    gate.finish();
    expect(await Promise.all([running, queued])).toEqual([true, true]);
    expect(await turns.take(async () => {})).toBe(true);
  });
});
