import { unitSearchQuerySchema } from "@capital/contract/search";
import { describe, expect, it } from "vitest";
import { needsPlanLookup } from "./unit-filters";

const query = (params: Record<string, string>) => unitSearchQuerySchema.parse(params);

describe("a search looks payment plans up only when the units' summary cannot answer it", () => {
  it.each([
    [{ installmentYears_gte: "3", installmentYears_lte: "8" }],
    [{ deposit_gte: "0", deposit_lte: "10" }],
    [{ deposit_gte: "10", deposit_lte: "100" }],
    [{ deposit_gte: "20" }],
    [{ installmentYears_gte: "1", installmentYears_lte: "10", deposit_lte: "20" }],
    [{ installmentYears_gte: "0", installmentYears_lte: "30", deposit_gte: "0", deposit_lte: "100" }],
    [{ deposit_gte: "0", downPayment_lte: "500000" }],
    [{ monthlyInstalment_lte: "20000" }],
  ])("one figure of a plan, or bounds every plan meets: %j", (params) => {
    expect(needsPlanLookup(query(params))).toBe(false);
  });

  it.each([
    [{ deposit_gte: "10", deposit_lte: "20" }],
    [{ installmentYears_gte: "3", deposit_lte: "20" }],
    [{ installmentYears_lte: "5", deposit_gte: "40" }],
    [{ installmentYears_gte: "2", downPayment_lte: "500000" }],
    [{ downPayment_lte: "500000", monthlyInstalment_lte: "20000" }],
  ])("several figures of one plan: %j", (params) => {
    expect(needsPlanLookup(query(params))).toBe(true);
  });
});
