import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { MUTATION_MODULES } from "./modules.mjs";
import { NAMED_MUTANTS, type NamedMutant } from "./named-mutants.mjs";

/**
 * `npm run mutation [module…]`: StrykerJS on each core module in turn (bench/mutation/modules.mjs),
 * then the issue's named mutants (named-mutants.mjs), into bench/results/mutation.md. Modules not
 * run this time keep their last figures (bench/results/mutation.json). Set TEST_DATABASE_URL: the
 * API's tests then run on PostgreSQL too, and one named mutant only PostgreSQL can catch.
 */
const repo = resolve(import.meta.dirname, "../..");
const summaryFile = resolve(repo, "bench/results/mutation.json");
const reportFile = resolve(repo, "bench/results/mutation.md");
const THRESHOLD = 80;

type ModuleResult = {
  score: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  survivors: string[];
  /** The files mutated in that run. */
  files?: string[];
  postgres: boolean;
  ranAt: string;
};
type NamedResult = { outcome: "killed" | "survived" | "not run"; note: string; ranAt: string };
type Summary = { modules: Record<string, ModuleResult>; named: Record<string, NamedResult> };

const args = process.argv.slice(2);
const skipStryker = args.includes("--named-only");
// Re-reads the last Stryker reports (reports/mutation/) without running Stryker again.
const fromReports = args.includes("--from-reports");
const asked = args.filter((a) => !a.startsWith("--"));
const unknown = asked.filter(
  (name) => !(name in MUTATION_MODULES) && !NAMED_MUTANTS.some((m) => m.module === name),
);
if (unknown.length > 0) {
  console.error(
    `unknown module(s): ${unknown.join(", ")}; known: ${Object.keys(MUTATION_MODULES).join(", ")}`,
  );
  process.exit(2);
}
const modules =
  asked.length > 0 ? asked.filter((name) => name in MUTATION_MODULES) : Object.keys(MUTATION_MODULES);
const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) console.warn("TEST_DATABASE_URL is not set: API tests run on PGlite only.");

// What this run found; merged into the file's figures at each write, so runs of other modules keep theirs.
const summary: Summary = { modules: {}, named: {} };

if (fromReports) {
  for (const name of modules) {
    const file = resolve(repo, `reports/mutation/${name}.json`);
    if (existsSync(file)) summary.modules[name] = readStrykerReport(file);
  }
  writeReport();
} else if (!skipStryker) {
  for (const name of modules) {
    console.log(`\n== ${name}: StrykerJS`);
    const run = spawnSync("npx", ["stryker", "run", "bench/mutation/stryker.config.mjs"], {
      cwd: repo,
      stdio: "inherit",
      env: { ...process.env, MUTATION_MODULE: name },
    });
    if (run.status !== 0) throw new Error(`Stryker failed on ${name} (exit ${run.status})`);
    summary.modules[name] = readStrykerReport(resolve(repo, `reports/mutation/${name}.json`));
    writeReport();
  }
}

const namedToTry = fromReports
  ? []
  : NAMED_MUTANTS.filter((m) => asked.length === 0 || asked.includes(m.module));
for (const mutant of namedToTry) {
  console.log(`\n== named mutant: ${mutant.name}`);
  summary.named[mutant.name] = tryNamedMutant(mutant);
  writeReport();
}

const failing = Object.entries(summary.modules).filter(([, r]) => r.score < THRESHOLD);
const alive = Object.entries(summary.named).filter(([, r]) => r.outcome !== "killed");
console.log(`\nWrote ${reportFile}`);
if (failing.length > 0 || alive.length > 0) process.exitCode = 1;

function readStrykerReport(file: string): ModuleResult {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    files: Record<
      string,
      {
        mutants: {
          status: string;
          mutatorName: string;
          replacement?: string;
          location: { start: { line: number } };
        }[];
      }
    >;
  };
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, errors: 0 };
  const survivors: string[] = [];
  for (const [path, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      if (m.status in count) count[m.status as keyof typeof count] += 1;
      else if (m.status !== "Ignored") count.errors += 1;
      if (m.status === "Survived" || m.status === "NoCoverage") {
        survivors.push(
          `${path}:${m.location.start.line} ${m.mutatorName} → ${JSON.stringify(m.replacement ?? "")}`,
        );
      }
    }
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return {
    score: valid === 0 ? 0 : Math.floor((detected / valid) * 1000) / 10,
    killed: count.Killed,
    timeout: count.Timeout,
    survived: count.Survived,
    noCoverage: count.NoCoverage,
    errors: count.errors,
    survivors,
    files: Object.keys(report.files),
    postgres,
    ranAt: new Date().toISOString(),
  };
}

/** Runs the mutant's tests, applies its edits, runs them again (now they must fail), and always puts the sources back. */
function tryNamedMutant(mutant: NamedMutant): NamedResult {
  const ranAt = new Date().toISOString();
  if (mutant.needsPostgres && !postgres) {
    return { outcome: "not run", note: "needs TEST_DATABASE_URL (PostgreSQL)", ranAt };
  }
  // Its tests must pass without it, or their failing with it says nothing.
  const baseline = spawnSync("npx", ["vitest", "run", ...mutant.tests], {
    cwd: repo,
    encoding: "utf8",
    env: process.env,
  });
  if (baseline.status !== 0) {
    return { outcome: "not run", note: `its tests fail without it (exit ${baseline.status})`, ranAt };
  }
  const originals = new Map<string, string>();
  try {
    for (const edit of mutant.edits) {
      const path = resolve(repo, edit.file);
      const source = originals.get(path) ?? readFileSync(path, "utf8");
      originals.set(path, source);
      const current = readFileSync(path, "utf8");
      if (current.split(edit.from).length !== 2) {
        return {
          outcome: "not run",
          note: `the code it edits is not in ${edit.file} once; update named-mutants.mjs`,
          ranAt,
        };
      }
      writeFileSync(path, current.replace(edit.from, edit.to));
    }
    const run = spawnSync("npx", ["vitest", "run", ...mutant.tests], {
      cwd: repo,
      encoding: "utf8",
      env: process.env,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: vitest colours its output.
    const output = (run.stdout + run.stderr).replace(/\u001b\[[0-9;]*m/g, "");
    const failures = [...new Set(output.match(/^ FAIL .+$/gm) ?? [])].map((line) =>
      line.replace(/^ FAIL\s+/, ""),
    );
    if (run.status === 0) return { outcome: "survived", note: "every test passed", ranAt };
    return {
      outcome: "killed",
      note: failures.length > 0 ? `failed: ${failures.join("; ")}` : `the tests failed (exit ${run.status})`,
      ranAt,
    };
  } finally {
    for (const [path, source] of originals) writeFileSync(path, source);
  }
}

function writeReport() {
  const stored: Summary = existsSync(summaryFile)
    ? JSON.parse(readFileSync(summaryFile, "utf8"))
    : { modules: {}, named: {} };
  const all: Summary = {
    modules: { ...stored.modules, ...summary.modules },
    named: { ...stored.named, ...summary.named },
  };
  writeFileSync(summaryFile, `${JSON.stringify(all, null, 2)}\n`);
  const lines = [
    "# Mutation testing",
    "",
    "`npm run mutation` (bench/mutation/run.ts): StrykerJS with its Vitest runner on each core module,",
    `one at a time; every module should score at least ${THRESHOLD} %. Score = (killed + timed out) /`,
    "(killed + timed out + survived + not covered); mutants that do not compile are left out.",
    "",
    "| module | score % |",
    "| --- | --- |",
    ...Object.keys(MUTATION_MODULES).map((name) => {
      const result = all.modules[name];
      return `| ${name} (${MUTATION_MODULES[name]?.title}) | ${result ? result.score.toFixed(1) : "not run"} |`;
    }),
    "",
    "| module | files mutated | killed | timed out | survived | not covered | errors | PostgreSQL too | run at |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...Object.entries(all.modules).map(
      ([name, r]) =>
        `| ${name} | ${(r.files ?? []).map((f) => `\`${f}\``).join(", ")} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.errors} | ${r.postgres ? "yes" : "no"} | ${r.ranAt} |`,
    ),
    "",
    "## The mutants issue 20 found alive",
    "",
    "| mutant | module | outcome | |",
    "| --- | --- | --- | --- |",
    ...NAMED_MUTANTS.map((m) => {
      const r = all.named[m.name];
      return `| ${m.name} | ${m.module} | ${r?.outcome ?? "not run"} | ${r?.note ?? ""} |`;
    }),
    "",
    "## Mutants still alive",
    "",
    ...Object.entries(all.modules).flatMap(([name, r]) =>
      r.survivors.length === 0 ? [] : [`${name}:`, "", ...r.survivors.map((s) => `- \`${s}\``), ""],
    ),
  ];
  writeFileSync(reportFile, `${lines.join("\n")}\n`);
}
