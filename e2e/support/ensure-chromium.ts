import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Before `npm test` runs anything: the browser tests drive Debian's Chromium. When it is missing,
 * install it (and the Arabic and Latin Noto faces the pages are measured in) as `.ci/run` does,
 * if this user can (root, or sudo without a password); otherwise stop with one line saying what
 * to run.
 */

export const BROWSER_PACKAGES = ["chromium", "fonts-noto-core"];

type Machine = {
  chromiumPath: string;
  /** CHROMIUM_PATH was set: a browser of the reader's own, which is not ours to install. */
  chosenByReader: boolean;
  exists(path: string): boolean;
  isRoot: boolean;
  canSudo: boolean;
};

export type Plan =
  | { kind: "ready" }
  | { kind: "install"; commands: string[][] }
  | { kind: "stop"; line: string };

export function chromiumPlan(machine: Machine): Plan {
  if (machine.exists(machine.chromiumPath)) return { kind: "ready" };
  const install = `apt-get install -y ${BROWSER_PACKAGES.join(" ")}`;
  if (machine.chosenByReader) {
    return {
      kind: "stop",
      line: `CHROMIUM_PATH=${machine.chromiumPath} does not exist: point it at Chromium, or unset it and run \`sudo ${install}\`.`,
    };
  }
  if (!machine.exists("/usr/bin/apt-get")) {
    return {
      kind: "stop",
      line: `The browser tests need Chromium at ${machine.chromiumPath}: install it, or set CHROMIUM_PATH to one.`,
    };
  }
  if (!machine.isRoot && !machine.canSudo) {
    return {
      kind: "stop",
      line: `The browser tests need Debian's Chromium: run \`sudo apt-get update && sudo ${install}\`, then npm test again.`,
    };
  }
  const sudo = machine.isRoot ? [] : ["sudo", "-n"];
  return {
    kind: "install",
    commands: [
      [...sudo, "apt-get", "update", "-qq"],
      [
        ...sudo,
        "env",
        "DEBIAN_FRONTEND=noninteractive",
        "apt-get",
        "install",
        "-y",
        "-qq",
        ...BROWSER_PACKAGES,
      ],
    ],
  };
}

function thisMachine(): Machine {
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const isRoot = process.getuid?.() === 0;
  return {
    chromiumPath,
    chosenByReader: Boolean(process.env.CHROMIUM_PATH),
    exists: existsSync,
    isRoot,
    canSudo: !isRoot && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0,
  };
}

function main() {
  const plan = chromiumPlan(thisMachine());
  if (plan.kind === "ready") return;
  if (plan.kind === "stop") {
    console.error(plan.line);
    process.exit(1);
  }
  console.log(`Installing Debian's ${BROWSER_PACKAGES.join(" and ")} for the browser tests…`);
  for (const [command = "", ...args] of plan.commands) {
    const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) {
      console.error(
        `Could not install Chromium (${[command, ...args].join(" ")} failed): install ${BROWSER_PACKAGES.join(" ")} yourself, then npm test again.`,
      );
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
