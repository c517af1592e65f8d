import { describe, expect, it } from "vitest";
import { NO_FEES, presentValue, type TrueCostInput, trueCost } from "./true-cost";

/** Every figure below was worked out by hand first; the comments show the sums. */
const base: TrueCostInput = {
  totalPrice: 1_000_000,
  plans: [
    { id: 1, deposit: 10, years: 1 },
    { id: 2, deposit: 0, years: 2 },
  ],
  cashDiscountPercent: 15,
  fees: NO_FEES,
  deliveryInYears: null,
  ratePercent: 20,
  frequency: "year",
};
const byKey = (result: ReturnType<typeof trueCost>) => new Map(result.options.map((o) => [o.key, o]));

describe("presentValue", () => {
  it("discounts a pound paid later at the yearly rate", () => {
    expect(presentValue(1_200, 1, 20)).toBeCloseTo(1_000, 9); // 1,200 / 1.2
    expect(presentValue(1_440, 2, 20)).toBeCloseTo(1_000, 9); // 1,440 / 1.2²
    expect(presentValue(500, 0, 20)).toBe(500);
  });
});

describe("trueCost", () => {
  it("prices cash with its discount and each plan by total and in today's money", () => {
    const result = trueCost(base);
    const options = byKey(result);
    // Cash: 1,000,000 − 15% = 850,000, all today.
    expect(options.get("cash")).toMatchObject({
      totalPaid: 850_000,
      presentValue: 850_000,
      savedByWaiting: 0,
    });
    // 10% over 1 year: 100,000 today + 900,000 / 1.2 = 100,000 + 750,000.
    expect(options.get(1)).toMatchObject({
      totalPaid: 1_000_000,
      presentValue: 850_000,
      savedByWaiting: 150_000,
    });
    // 0% over 2 years: 500,000 / 1.2 + 500,000 / 1.44 = 416,666.67 + 347,222.22 = 763,888.89.
    expect(options.get(2)).toMatchObject({ totalPaid: 1_000_000, presentValue: 763_889 });
    // The longest plan is cheapest today although cash is cheapest in total.
    expect(result.cheapestToday).toBe(2);
    expect(result.cheapestInTotal).toBe("cash");
  });

  it("gives a tie to the option paid sooner", () => {
    // Cash and the 1-year plan are both 850,000 today: cash (listed first) wins.
    const result = trueCost({ ...base, plans: [{ id: 1, deposit: 10, years: 1 }] });
    expect(result.cheapestToday).toBe("cash");
  });

  it("adds the fees: club and parking today, the maintenance deposit at delivery", () => {
    const result = trueCost({
      ...base,
      fees: { maintenanceDeposit: 100_000, clubFee: 20_000, parkingFee: 30_000 },
      deliveryInYears: 2,
    });
    const options = byKey(result);
    expect(result.fees).toBe(150_000);
    // Fees today: 20,000 + 30,000 + 100,000 / 1.44 = 50,000 + 69,444.44 = 119,444.44.
    // Cash: 850,000 + 150,000 paid; 850,000 + 119,444.44 today.
    expect(options.get("cash")).toMatchObject({ totalPaid: 1_000_000, presentValue: 969_444 });
    // 0% over 2 years: 763,888.89 + 119,444.44 = 883,333.33.
    expect(options.get(2)).toMatchObject({ totalPaid: 1_150_000, presentValue: 883_333 });
  });

  it("counts the maintenance deposit today when the delivery date is unknown", () => {
    const result = trueCost({ ...base, fees: { ...NO_FEES, maintenanceDeposit: 80_000 } });
    // Cash: 850,000 + 80,000, all today.
    expect(byKey(result).get("cash")?.presentValue).toBe(930_000);
  });

  it("at a rate of zero today's money is the total, so cash with a discount is cheapest", () => {
    const result = trueCost({ ...base, ratePercent: 0 });
    for (const o of result.options) expect(o.presentValue).toBe(o.totalPaid);
    expect(result.cheapestToday).toBe("cash");
  });

  it("discounts each quarterly instalment by its own date", () => {
    // 1.4641 = 1.1⁴, so a quarter is worth 1 / 1.1. 400,000 in four quarters of 100,000:
    // 90,909.09 + 82,644.63 + 75,131.48 + 68,301.35 = 316,986.55.
    const result = trueCost({
      ...base,
      totalPrice: 400_000,
      plans: [{ id: 7, deposit: 0, years: 1 }],
      cashDiscountPercent: null,
      ratePercent: 46.41,
      frequency: "quarter",
    });
    expect(byKey(result).get(7)).toMatchObject({ totalPaid: 400_000, presentValue: 316_987 });
    expect(byKey(result).get("cash")).toMatchObject({ totalPaid: 400_000, presentValue: 400_000 });
  });

  it("pays the rounding remainder with the first instalment, so the total is the price exactly", () => {
    // 1,000,001 over 2 yearly instalments: 500,001 in a year, 500,000 in two; at 0% the sum is the price.
    const result = trueCost({
      ...base,
      totalPrice: 1_000_001,
      plans: [{ id: 3, deposit: 0, years: 2 }],
      ratePercent: 0,
    });
    expect(byKey(result).get(3)?.presentValue).toBe(1_000_001);
  });
});
