import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { lockDataDir } from "./data-dir-lock";

const scratch = () => path.join(mkdtempSync(path.join(tmpdir(), "capital-lock-")), "pglite");

describe("the embedded database's directory", () => {
  it("is refused while another running process holds it, naming that process", () => {
    const dir = scratch();
    // This test's parent (the test runner) is a running process other than this one.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.ppid));
  });

  it("is taken over from a process that has ended, and given back on release", () => {
    const dir = scratch();
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(`${dir}.lock`, String(ended));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("is held from opening to closing, so a command beside a running server refuses instead of losing its writes", async () => {
    const dataDir = path.dirname(scratch());
    const database = await openDatabase({ kind: "pglite", dataDir });
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    const other = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("${path.join(import.meta.dirname, "data-dir-lock.ts")}").then((m) => m.lockDataDir(${JSON.stringify(path.join(dataDir, "pglite"))}))`,
      ],
      { encoding: "utf8", cwd: import.meta.dirname },
    );
    expect(other.stderr).toContain("is in use by another process");
    await database.close();
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 60_000);
});
