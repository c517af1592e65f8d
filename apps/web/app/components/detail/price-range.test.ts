import { describe, expect, it } from "vitest";
import { overallPriceRange } from "./price-range";

describe("a banner's price range", () => {
  it("spans every unit type, not the cheapest type alone", () => {
    const range = overallPriceRange([
      { tag: "Commercial", min: 3.1, max: 9.4, type: "M", typeArabic: "مليون", image: "/a.svg" },
      { tag: "Medical", min: 2.4, max: 6, type: "M", typeArabic: "مليون", image: "/b.svg" },
      { tag: "Administrative", min: 900, max: 990, type: "K", typeArabic: "ألف", image: "/c.svg" },
    ]);
    expect(range).toMatchObject({ min: 0.9, max: 9.4, type: "M" });
    expect(overallPriceRange([])).toBeUndefined();
  });
});
