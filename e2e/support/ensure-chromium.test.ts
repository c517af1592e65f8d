import { describe, expect, it } from "vitest";
import { chromiumPlan } from "./ensure-chromium";

const machine = (over: Partial<Parameters<typeof chromiumPlan>[0]> & { present?: string[] } = {}) => {
  const present = new Set(over.present ?? ["/usr/bin/apt-get"]);
  return {
    chromiumPath: "/usr/bin/chromium",
    chosenByReader: false,
    exists: (path: string) => present.has(path),
    isRoot: false,
    canSudo: false,
    ...over,
  };
};

describe("what npm test does about the browser before any test", () => {
  it("does nothing when Chromium is there", () => {
    expect(chromiumPlan(machine({ present: ["/usr/bin/chromium"] }))).toEqual({ kind: "ready" });
  });

  it("installs Debian's chromium and fonts-noto-core as root", () => {
    expect(chromiumPlan(machine({ isRoot: true }))).toEqual({
      kind: "install",
      commands: [
        ["apt-get", "update", "-qq"],
        [
          "env",
          "DEBIAN_FRONTEND=noninteractive",
          "apt-get",
          "install",
          "-y",
          "-qq",
          "chromium",
          "fonts-noto-core",
        ],
      ],
    });
  });

  it("installs through sudo when it needs no password", () => {
    const plan = chromiumPlan(machine({ canSudo: true }));
    expect(plan.kind).toBe("install");
    expect(
      plan.kind === "install" &&
        plan.commands.every((command) => command[0] === "sudo" && command[1] === "-n"),
    ).toBe(true);
  });

  it("stops with one line saying what to run when it cannot install", () => {
    const plan = chromiumPlan(machine());
    expect(plan).toEqual({
      kind: "stop",
      line: "The browser tests need Debian's Chromium: run `sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core`, then npm test again.",
    });
  });

  it("does not install over a CHROMIUM_PATH the reader chose", () => {
    const plan = chromiumPlan(
      machine({ isRoot: true, chromiumPath: "/opt/chrome/chrome", chosenByReader: true }),
    );
    expect(plan.kind).toBe("stop");
  });
});
