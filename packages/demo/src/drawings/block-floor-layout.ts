import { element, num, rect, svgDocument, text } from "@capital/api/svg";
import { createRandom } from "../catalogue/random";
import { categoryStyle } from "./category-style";
import { legend, northArrow, titleBlock } from "./drawing-frame";

const WIDTH = 1200;
const HEIGHT = 800;
const WALL = "#2f3640";

export type BlockKind = "apartments" | "studios" | "hotel";

const UNIT_CATEGORY: Record<BlockKind, string> = {
  apartments: "apartment",
  studios: "studio",
  hotel: "hotel-units",
};

/** The typical floor of a residential block: units on both sides of a corridor, the core at one end. */
export function renderBlockFloorLayout(options: {
  seed: number;
  kind: BlockKind;
  unitsPerFloor: number;
  titleEnglish: string;
  titleArabic: string;
}): string {
  const random = createRandom(options.seed);
  const category = UNIT_CATEGORY[options.kind];
  const style = categoryStyle(category);
  const building = { x: 110, y: 150, w: 980, h: 500 };
  const core = { x: building.x, w: 150 };
  const corridor = { y: building.y + building.h / 2 - 36, h: 72 };
  const top = Math.ceil(options.unitsPerFloor / 2);
  const bottom = options.unitsPerFloor - top;
  const rowX = building.x + core.w;
  const rowW = building.w - core.w;
  let shapes = "";
  let number = 1;
  for (const [count, y, h, facadeY, doorY] of [
    [top, building.y, corridor.y - building.y, building.y, corridor.y],
    [
      bottom,
      corridor.y + corridor.h,
      building.y + building.h - corridor.y - corridor.h,
      building.y + building.h,
      corridor.y + corridor.h,
    ],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const w = rowW / count;
      const x = rowX + w * i;
      const code = String(number++).padStart(2, "0");
      shapes += unitCell({ x, y, w, h }, facadeY, doorY, style.fill, code, style.en, random.int(0, 1) === 1);
    }
  }
  const balconies = element("path", {
    d: `M${rowX + 20} ${building.y - 26}H${building.x + building.w - 20}M${rowX + 20} ${building.y + building.h + 26}H${building.x + building.w - 20}`,
    stroke: "#9ca3af",
    "stroke-width": 2,
    "stroke-dasharray": "8 6",
  });
  const body =
    rect(0, 0, WIDTH, HEIGHT, { fill: "#ffffff" }) +
    titleBlock(WIDTH, options.titleEnglish, options.titleArabic) +
    rect(building.x, building.y, building.w, building.h, { fill: "#f5f3ef" }) +
    rect(rowX, corridor.y, rowW, corridor.h, { fill: "#eceae5" }) +
    text(rowX + rowW / 2, corridor.y + corridor.h / 2 + 5, "Corridor · الممر", {
      "text-anchor": "middle",
      "font-size": 14,
      fill: "#6b7280",
    }) +
    shapes +
    coreShapes(core.x, building.y, core.w, building.h) +
    balconies +
    rect(building.x, building.y, building.w, building.h, { fill: "none", stroke: WALL, "stroke-width": 10 }) +
    legend([category], HEIGHT - 40) +
    text(420, HEIGHT - 40, "Balconies · الشرفات", { "font-size": 15, fill: "#6b7280" }) +
    element("path", {
      d: `M360 ${HEIGHT - 45}h48`,
      stroke: "#9ca3af",
      "stroke-width": 2,
      "stroke-dasharray": "8 6",
    }) +
    northArrow(WIDTH - 60, HEIGHT - 46);
  return svgDocument({ width: WIDTH, height: HEIGHT, title: options.titleEnglish, body });
}

function unitCell(
  cell: { x: number; y: number; w: number; h: number },
  facadeY: number,
  doorY: number,
  fill: string,
  code: string,
  kind: string,
  mirrored: boolean,
): string {
  const towardsFacade = facadeY < doorY ? -1 : 1;
  const split = cell.x + cell.w * (mirrored ? 0.4 : 0.6);
  const innerY = doorY + towardsFacade * cell.h * 0.45;
  const partitions = element("path", {
    d: `M${num(split)} ${num(facadeY)}V${num(innerY)}M${num(mirrored ? cell.x : split)} ${num(innerY)}H${num(mirrored ? split : cell.x + cell.w)}`,
    stroke: WALL,
    "stroke-width": 3,
    fill: "none",
  });
  const doorX = cell.x + cell.w / 2 - 20;
  const swing = -towardsFacade === 1 ? 0 : 1;
  const door =
    rect(doorX, doorY - 3, 40, 6, { fill }) +
    element("path", {
      d: `M${num(doorX)} ${num(doorY)}v${num(towardsFacade * 40)}A40 40 0 0 ${swing} ${num(doorX + 40)} ${num(doorY)}`,
      stroke: "#6b7280",
      "stroke-width": 1.5,
      fill: "none",
    });
  const windows = element("path", {
    d: `M${num(cell.x + cell.w * 0.15)} ${num(facadeY)}h${num(cell.w * 0.25)}M${num(cell.x + cell.w * 0.6)} ${num(facadeY)}h${num(cell.w * 0.25)}`,
    stroke: "#7fb3d5",
    "stroke-width": 6,
  });
  const labelX = mirrored ? (split + cell.x + cell.w) / 2 : (cell.x + split) / 2;
  const labelY = cell.y + cell.h / 2;
  return (
    rect(cell.x, cell.y, cell.w, cell.h, { fill, stroke: WALL, "stroke-width": 4 }) +
    partitions +
    door +
    windows +
    text(labelX, labelY + 4, code, {
      "text-anchor": "middle",
      "font-size": 22,
      "font-weight": 700,
      fill: "#1f2937",
    }) +
    text(labelX, labelY + 24, kind, { "text-anchor": "middle", "font-size": 13, fill: "#4b5563" })
  );
}

function coreShapes(x: number, y: number, w: number, h: number): string {
  let treads = "";
  for (let ty = y + 30; ty < y + h / 2 - 20; ty += 16) treads += `M${x + 20} ${ty}h${w - 40}`;
  return (
    rect(x, y, w, h, { fill: "#e5e7eb", stroke: WALL, "stroke-width": 4 }) +
    element("path", { d: treads, stroke: "#9ca3af", "stroke-width": 1.5 }) +
    text(x + w / 2, y + h / 4 + 6, "Stairs · الدرج", {
      "text-anchor": "middle",
      "font-size": 13,
      "font-weight": 700,
      fill: "#374151",
    }) +
    rect(x + 22, y + h / 2 + 30, w / 2 - 30, 70, { fill: "#ffffff", stroke: "#6b7280", "stroke-width": 2 }) +
    rect(x + w / 2 + 8, y + h / 2 + 30, w / 2 - 30, 70, {
      fill: "#ffffff",
      stroke: "#6b7280",
      "stroke-width": 2,
    }) +
    element("path", {
      d: `M${x + 22} ${y + h / 2 + 30}l${w / 2 - 30} 70m0-70l${-(w / 2 - 30)} 70M${x + w / 2 + 8} ${y + h / 2 + 30}l${w / 2 - 30} 70m0-70l${-(w / 2 - 30)} 70`,
      stroke: "#9ca3af",
    }) +
    text(x + w / 2, y + h / 2 + 130, "Lifts · المصاعد", {
      "text-anchor": "middle",
      "font-size": 13,
      "font-weight": 700,
      fill: "#374151",
    })
  );
}
