import type { CompareUnit } from "@capital/contract/compare";
import { planFigures } from "@capital/contract/payment-plan";
import { NO_FEES } from "@capital/contract/true-cost";
import { describe, expect, it } from "vitest";
import { COMPARE_ROWS, compareRows, headlinePlan, statedFees } from "./compare-rows";

function unit(id: number, overrides: Partial<CompareUnit> = {}): CompareUnit {
  const totalPrice = overrides.totalPrice ?? 5_000_000;
  return {
    id,
    name: `Unit ${id}`,
    nameArabic: `وحدة ${id}`,
    propertyCAD: [],
    unitImage: "/u.svg",
    tags: [],
    area: 100,
    pricePerMeter: totalPrice / 100,
    totalPrice,
    roomsNumber: 2,
    implementingCompanyLogo: "/l.svg",
    type: "residential",
    category: "apartment",
    status: "free",
    finishing: "full",
    plans: [{ id: id * 10, deposit: 10, years: 5, ...planFigures(totalPrice, 10, 5) }],
    propertyFloor: 1,
    projectName: "P",
    projectNameArabic: "م",
    projectType: "compound",
    projectId: 1,
    projectImage: "/p.svg",
    blockNumber: null,
    blockNumberArabic: null,
    buildingFloors: 5,
    address: "A",
    addressArabic: "ع",
    distance: 1,
    deliveryDate: null,
    developer: { id: 1, name: "D", nameArabic: "د", rating: 4 },
    page: "/",
    delivery: null,
    cashDiscountPercent: null,
    fees: NO_FEES,
    ...overrides,
  };
}
const row = (rows: ReturnType<typeof compareRows>, key: string) => {
  const found = rows.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

describe("compareRows", () => {
  it("has a row for every feature the issue lists, in its order", () => {
    expect(COMPARE_ROWS.map((r) => r.key)).toEqual([
      "project",
      "developer",
      "price",
      "pricePerMeter",
      "area",
      "rooms",
      "floor",
      "finishing",
      "delivery",
      "downPayment",
      "monthly",
      "years",
      "fees",
      "totalCost",
      "todayCost",
    ]);
  });

  it("marks differences, and the best value where lower or higher is better", () => {
    const rows = compareRows(
      [unit(1, { totalPrice: 6_000_000, area: 120 }), unit(2, { area: 90 }), unit(3, { area: 120 })],
      { ratePercent: 12.5 },
    );
    expect(row(rows, "price")).toMatchObject({ differs: true, best: new Set([1, 2]) });
    expect(row(rows, "area")).toMatchObject({ differs: true, best: new Set([0, 2]) });
    // Same finishing everywhere: nothing differs, nothing is marked.
    expect(row(rows, "finishing")).toMatchObject({ differs: false, best: new Set() });
  });

  it("ranks nothing in rows without a better direction, but still shows they differ", () => {
    const rows = compareRows([unit(1, { propertyFloor: 3 }), unit(2)], { ratePercent: 12.5 });
    expect(row(rows, "floor")).toMatchObject({ differs: true, best: new Set() });
  });

  it("treats a term nobody states as the same everywhere, and one stated once as not ranked", () => {
    const none = compareRows([unit(1), unit(2)], { ratePercent: 12.5 });
    expect(row(none, "fees")).toMatchObject({ values: [null, null], differs: false });
    const one = compareRows([unit(1, { fees: { ...NO_FEES, clubFee: 50_000 } }), unit(2)], {
      ratePercent: 12.5,
    });
    expect(row(one, "fees")).toMatchObject({ values: [50_000, null], differs: true, best: new Set() });
    expect(row(one, "totalCost").values).toEqual([5_050_000, 5_000_000]);
  });

  it("takes the soonest delivery as best", () => {
    const rows = compareRows([unit(1, { delivery: "2028-06-30" }), unit(2, { delivery: "2027-12-31" })], {
      ratePercent: 12.5,
    });
    expect(row(rows, "delivery").best).toEqual(new Set([1]));
  });

  it("values each unit in today's money by its cheapest way to pay", () => {
    // At 0% today's money is the price, whatever the plan.
    const rows = compareRows([unit(1), unit(2, { totalPrice: 4_000_000 })], { ratePercent: 0 });
    expect(row(rows, "todayCost")).toMatchObject({ values: [5_000_000, 4_000_000], best: new Set([1]) });
  });
});

describe("headlinePlan and statedFees", () => {
  it("picks the longest plan, then the smallest deposit", () => {
    const plans = [
      { id: 1, deposit: 20, years: 8, ...planFigures(1_000_000, 20, 8) },
      { id: 2, deposit: 5, years: 8, ...planFigures(1_000_000, 5, 8) },
      { id: 3, deposit: 0, years: 3, ...planFigures(1_000_000, 0, 3) },
    ];
    expect(headlinePlan({ plans })?.id).toBe(2);
    expect(headlinePlan({ plans: [] })).toBeUndefined();
  });

  it("sums the stated fees only", () => {
    expect(statedFees({ fees: NO_FEES })).toBeNull();
    expect(statedFees({ fees: { maintenanceDeposit: 400_000, clubFee: null, parkingFee: 150_000 } })).toBe(
      550_000,
    );
  });
});
