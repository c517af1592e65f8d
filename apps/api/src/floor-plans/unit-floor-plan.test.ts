import { CATEGORY_VALUES } from "@capital/contract/catalogue";
import { describe, expect, it } from "vitest";
import { expectEscaped, expectWellFormedSvg, NASTY } from "../testing/svg-assertions";
import { renderUnitFloorPlan } from "./unit-floor-plan";

describe("renderUnitFloorPlan", () => {
  it("draw a unit's floor plan from its own data", () => {
    const rooms: Record<string, number> = { apartment: 3, studio: 1, "hotel-units": 1, "duplex-villas": 4 };
    for (const category of CATEGORY_VALUES) {
      for (const [id, area] of [
        [1, 12],
        [2, 60],
        [3, 140],
        [4, 300],
      ] as const) {
        expectWellFormedSvg(
          renderUnitFloorPlan({
            id,
            area,
            roomsNumber: rooms[category] ?? 0,
            category,
            floor: id - 1,
            name: `Unit ${id}`,
          }),
        );
      }
    }
    const plan = renderUnitFloorPlan({
      id: 9,
      area: 165,
      roomsNumber: 3,
      category: "apartment",
      floor: 3,
      name: NASTY,
    });
    expectEscaped(plan);
    expect(plan).toContain("165 m²");
    expect(plan).toContain("Floor 3");
    expect(plan.match(/>(Master bedroom|Bedroom)</g)).toHaveLength(3);
    const bigger = renderUnitFloorPlan({
      id: 9,
      area: 240,
      roomsNumber: 3,
      category: "apartment",
      floor: 3,
      name: "A",
    });
    expect(bigger).not.toBe(
      renderUnitFloorPlan({ id: 9, area: 165, roomsNumber: 3, category: "apartment", floor: 3, name: "A" }),
    );
  });
});
