import { describe, expect, it } from "vitest";
import { planFigures, planSchedule } from "./payment-plan";

describe("planFigures", () => {
  it("follows DECISIONS.md on a round example", () => {
    expect(planFigures(1_000_000, 20, 4)).toEqual({
      depositAmount: 200_000,
      yearInstallment: 200_000,
      quarterYearInstallment: 50_000,
      halfMonthInstallment: 100_000,
      monthInstallment: 16_666,
    });
  });

  it("gives whole pounds", () => {
    const figures = planFigures(230_000, 25, 7);
    for (const value of Object.values(figures)) expect(Number.isInteger(value)).toBe(true);
  });
});

describe("planSchedule", () => {
  it("counts the instalments the years and the frequency make", () => {
    expect(planSchedule(1_000_000, 20, 4, "quarter")).toEqual({
      depositAmount: 200_000,
      count: 16,
      first: 50_000,
      regular: 50_000,
    });
    expect(planSchedule(1_000_000, 20, 3, "month")).toEqual({
      depositAmount: 200_000,
      count: 36,
      first: 22_230,
      regular: 22_222,
    });
    expect(planSchedule(1_000_000, 20, 2, "halfYear").count).toBe(4);
    expect(planSchedule(1_000_000, 20, 5, "year").count).toBe(5);
  });

  it.each([
    [230_000, 25, 4, "quarter"],
    [7_654_321, 10, 8, "month"],
    [3_333_333, 50, 7, "halfYear"],
    [999_999, 5, 3, "year"],
  ] as const)(
    "%i EGP, %i%% over %i years (%s) adds back to the price exactly",
    (price, deposit, years, frequency) => {
      const s = planSchedule(price, deposit, years, frequency);
      expect(s.depositAmount + s.first + s.regular * (s.count - 1)).toBe(price);
      expect(s.first - s.regular).toBeGreaterThanOrEqual(0);
      expect(s.first - s.regular).toBeLessThan(s.count);
    },
  );
});
