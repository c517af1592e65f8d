declare module "lighthouse/core/lib/median-run.js" {
  import type { Result } from "lighthouse";
  export function computeMedianRun(runs: Result[]): Result;
}
