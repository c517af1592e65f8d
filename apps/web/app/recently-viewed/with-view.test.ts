import { describe, expect, it } from "vitest";
import { withView } from "./recently-viewed-context";

const view = (kind: "unit" | "project", id: number) => ({
  kind,
  id,
  viewedAt: `2026-01-01T00:00:${String(id).padStart(2, "0")}Z`,
});

describe("withView", () => {
  it("puts the view first and keeps one entry per unit or project", () => {
    const list = [view("unit", 1), view("project", 1), view("unit", 2)];
    expect(withView(list, view("unit", 2)).map((v) => `${v.kind}${v.id}`)).toEqual([
      "unit2",
      "unit1",
      "project1",
    ]);
  });

  it("keeps the newest twelve of each kind, whatever the other kind holds", () => {
    let list: ReturnType<typeof withView> = [];
    for (let id = 1; id <= 15; id += 1) list = withView(list, view("unit", id));
    list = withView(list, view("project", 1));
    expect(list.filter((v) => v.kind === "unit").map((v) => v.id)).toEqual([
      15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4,
    ]);
    expect(list.filter((v) => v.kind === "project")).toHaveLength(1);
  });
});
