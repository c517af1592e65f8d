import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, filterQuery, formFromParams, isFiltered, parseWhole } from "./search-filters";

describe("the filter call's parameters (SPEC.md section 7)", () => {
  it("omits installment years at 1 to 10, rooms at 0 and deposit at 0 to 50", () => {
    expect(filterQuery(DEFAULT_FILTERS)).toEqual({
      price_gte: "100000",
      price_lte: "8000000",
      minArea: "10",
      maxArea: "500",
      finishing: "full",
    });
  });

  it("sends each of them once it differs from its default", () => {
    const query = filterQuery({ ...DEFAULT_FILTERS, years: [2, 10], rooms: 3, deposit: [10, 50], floor: 4 });
    expect(query).toMatchObject({
      installmentYears_gte: "2",
      installmentYears_lte: "10",
      roomsNumber: "3",
      deposit_gte: "10",
      deposit_lte: "50",
      floor: "4",
    });
  });

  it("reads back from the URL what it wrote, so a shared or reloaded search is the same", () => {
    const form = {
      ...DEFAULT_FILTERS,
      price: [500_000, 3_000_000] as [number, number],
      finishing: "half" as const,
      floor: 0,
    };
    const params = new URLSearchParams(filterQuery(form));
    expect(formFromParams(params)).toEqual(form);
    expect(isFiltered(params)).toBe(true);
    expect(isFiltered(new URLSearchParams("sort=area"))).toBe(false);
  });
});

describe("number inputs (SPEC.md section 2)", () => {
  it("parse as integers, and a value that is not a number is 0", () => {
    expect(parseWhole("3")).toBe(3);
    expect(parseWhole("3.7")).toBe(3);
    expect(parseWhole("three")).toBe(0);
    expect(parseWhole("")).toBe(0);
  });
});
