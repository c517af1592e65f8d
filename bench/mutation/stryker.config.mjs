import { mutationModule } from "./modules.mjs";

/**
 * StrykerJS for one core module (MUTATION_MODULE), run by bench/mutation/run.ts. In place, not in
 * a sandbox: the workspaces reach each other through node_modules links, which would lead a
 * sandbox's tests back to the unmutated sources.
 */
const name = process.env.MUTATION_MODULE;
const module = mutationModule(name);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "bench/mutation/vitest.config.ts", related: false },
  mutate: module.mutate,
  inPlace: true,
  coverageAnalysis: "perTest",
  // One test runner by default; MUTATION_CONCURRENCY=2 on a machine left to the run.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 60_000,
  ignoreStatic: true,
  // Vitest does not type-check: no `// @ts-nocheck` written into every file of the repository.
  disableTypeChecks: false,
  reporters: ["json", "progress"],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
