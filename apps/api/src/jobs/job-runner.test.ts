import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-database";
import { startJobRunner } from "./job-runner";

describe("the job runner", () => {
  it("stops with a job still in hand past its grace, and the job ending after the database closed leaves no failure unhandled (it stays active, to run again)", async () => {
    const database = await openTestDatabase();
    const runner = await startJobRunner(database, { pollingSeconds: 0.5 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await runner.define("slow", async () => {
      started();
      await held;
    });
    await runner.send("slow", {});
    await running;
    await runner.stop();
    await database.close();

    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listen);
    try {
      release();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      process.off("unhandledRejection", listen);
    }
    expect(unhandled).toEqual([]);
  }, 30_000);
});
