import { describe, expect, it } from "vitest";
import { fillCodePattern, fillPattern } from "./unit-patterns";

describe("a generator pattern", () => {
  it("fills the building, the floor and the unit, padding where asked", () => {
    const values = { building: "B1", floor: 3, unit: 4 };
    expect(fillPattern("{building}-{floor}{unit:2}", values)).toBe("B1-304");
    expect(fillPattern("وحدة {floor}{unit}", values)).toBe("وحدة 34");
    expect(fillPattern("{unit:3} {other} {floor:x}", values)).toBe("004 {other} {floor:x}");
  });

  it("takes the spaces out of the building's name in a code, not in a name", () => {
    const values = { building: "Building 2", floor: 5, unit: 1 };
    expect(fillCodePattern("{building}-{floor}{unit:2}", values)).toBe("Building2-501");
    expect(fillCodePattern("T {floor}", values)).toBe("T 5");
    expect(fillPattern("{building}, unit {unit}", values)).toBe("Building 2, unit 1");
  });
});
