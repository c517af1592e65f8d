import { describe, expect, it } from "vitest";
import { fillPattern } from "./unit-patterns";

describe("a generator pattern", () => {
  it("fills the building, the floor and the unit, padding where asked", () => {
    const values = { building: "B1", floor: 3, unit: 4 };
    expect(fillPattern("{building}-{floor}{unit:2}", values)).toBe("B1-304");
    expect(fillPattern("وحدة {floor}{unit}", values)).toBe("وحدة 34");
    expect(fillPattern("{unit:3} {other} {floor:x}", values)).toBe("004 {other} {floor:x}");
  });
});
