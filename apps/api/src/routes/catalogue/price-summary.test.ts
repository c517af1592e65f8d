import { describe, expect, it } from "vitest";
import { priceSummary } from "./price-summary";

describe("priceSummary", () => {
  it("gives thousands (K) below a million", () => {
    expect(priceSummary("Studios", 230_000, 950_000, "/i.svg")).toEqual({
      tag: "Studios",
      min: 230,
      max: 950,
      type: "K",
      typeArabic: "ألف",
      image: "/i.svg",
    });
  });

  it("gives millions (M) with one decimal from a million up", () => {
    expect(priceSummary("Apartments", 4_250_000, 12_340_000, "/i.svg")).toMatchObject({
      min: 4.3,
      max: 12.3,
      type: "M",
    });
  });
});
