import { element, num, rect, svgDocument, text } from "@capital/api/svg";
import { arabicDigits } from "@capital/contract/digits";
import { createRandom } from "../catalogue/random";
import { categoryStyle } from "./category-style";
import { legend, northArrow, titleBlock } from "./drawing-frame";

const WIDTH = 1200;
const HEIGHT = 800;
const PLAN = { x: 60, y: 100, w: 1080, h: 600 };
const ROW = 150;
const WALL = "#2f3640";

export type MallFloorTag = "commercial" | "medical" | "administrative" | "hotel";

const TAG_NAMES: Record<MallFloorTag, readonly [string, string]> = {
  commercial: ["Commercial", "تجاري"],
  medical: ["Medical", "طبي"],
  administrative: ["Administrative", "إداري"],
  hotel: ["Hotel", "فندقي"],
};

export function floorNames(floorNumber: number): { en: string; ar: string } {
  return floorNumber === 0
    ? { en: "Ground floor", ar: "الطابق الأرضي" }
    : { en: `Floor ${floorNumber}`, ar: `الطابق ${arabicDigits(floorNumber)}` };
}

/** A mall floor: shop units around the corridor ring and a central atrium with escalators. */
export function renderMallFloorLayout(options: {
  seed: number;
  floorNumber: number;
  tag: MallFloorTag;
  units: readonly { code: string; category: string }[];
}): string {
  const random = createRandom(options.seed);
  const { units } = options;
  const top = Math.ceil(units.length * 0.36);
  const bottom = Math.ceil((units.length - top) * 0.56);
  const sides = units.length - top - bottom;
  const left = Math.ceil(sides / 2);
  const cells = [
    ...row(PLAN.x, PLAN.y, PLAN.w, ROW, top, "h", "bottom"),
    ...row(PLAN.x, PLAN.y + PLAN.h - ROW, PLAN.w, ROW, bottom, "h", "top"),
    ...row(PLAN.x, PLAN.y + ROW, 170, PLAN.h - ROW * 2, left, "v", "right"),
    ...row(PLAN.x + PLAN.w - 170, PLAN.y + ROW, 170, PLAN.h - ROW * 2, sides - left, "v", "left"),
  ];
  let unitShapes = "";
  units.forEach((unit, index) => {
    const cell = cells[index];
    if (!cell) return;
    const style = categoryStyle(unit.category);
    unitShapes +=
      rect(cell.x, cell.y, cell.w, cell.h, { fill: style.fill, stroke: WALL, "stroke-width": 3 }) +
      glazing(cell) +
      text(cell.x + cell.w / 2, cell.y + cell.h / 2 + 2, unit.code, {
        "text-anchor": "middle",
        "font-size": cell.w < 70 ? 13 : 17,
        "font-weight": 700,
        fill: "#1f2937",
      }) +
      (cell.w >= 70
        ? text(cell.x + cell.w / 2, cell.y + cell.h / 2 + 22, style.en, {
            "text-anchor": "middle",
            "font-size": 12,
            fill: "#4b5563",
          })
        : "");
  });
  const atrium = atriumShapes(random.int(170, 250), random.int(70, 100));
  const names = floorNames(options.floorNumber);
  const [tagEn, tagAr] = TAG_NAMES[options.tag];
  const categories = [...new Set(units.map((unit) => unit.category))];
  const body =
    rect(0, 0, WIDTH, HEIGHT, { fill: "#ffffff" }) +
    titleBlock(WIDTH, `${names.en} · ${tagEn}`, `${names.ar} · ${tagAr}`) +
    rect(PLAN.x, PLAN.y, PLAN.w, PLAN.h, { fill: "#f5f3ef" }) +
    unitShapes +
    atrium +
    services() +
    rect(PLAN.x, PLAN.y, PLAN.w, PLAN.h, { fill: "none", stroke: WALL, "stroke-width": 10 }) +
    legend(categories, HEIGHT - 40) +
    northArrow(WIDTH - 60, HEIGHT - 46);
  return svgDocument({ width: WIDTH, height: HEIGHT, title: `${names.en} layout`, body });
}

type Cell = { x: number; y: number; w: number; h: number; front: "top" | "bottom" | "left" | "right" };

function row(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  direction: "h" | "v",
  front: Cell["front"],
) {
  const cells: Cell[] = [];
  for (let i = 0; i < count; i++) {
    cells.push(
      direction === "h"
        ? { x: x + (w / count) * i, y, w: w / count, h, front }
        : { x, y: y + (h / count) * i, w, h: h / count, front },
    );
  }
  return cells;
}

/** The shopfront: a glass line on the side facing the corridor. */
function glazing(cell: Cell): string {
  const inset = 10;
  const [x1, y1, x2, y2] =
    cell.front === "bottom"
      ? [cell.x + inset, cell.y + cell.h, cell.x + cell.w - inset, cell.y + cell.h]
      : cell.front === "top"
        ? [cell.x + inset, cell.y, cell.x + cell.w - inset, cell.y]
        : cell.front === "left"
          ? [cell.x, cell.y + inset, cell.x, cell.y + cell.h - inset]
          : [cell.x + cell.w, cell.y + inset, cell.x + cell.w, cell.y + cell.h - inset];
  return element("line", { x1, y1, x2, y2, stroke: "#5aa2cf", "stroke-width": 5 });
}

function atriumShapes(rx: number, ry: number): string {
  const cx = PLAN.x + PLAN.w / 2;
  const cy = PLAN.y + PLAN.h / 2;
  const escalator = (x: number, angle: number) =>
    element(
      "g",
      { transform: `translate(${num(x)} ${num(cy)}) rotate(${angle})` },
      rect(-60, -14, 120, 28, { fill: "#ffffff", stroke: "#6b7280", "stroke-width": 2 }) +
        element("path", {
          d: "M-50-14v28M-35-14v28M-20-14v28M-5-14v28M10-14v28M25-14v28M40-14v28",
          stroke: "#9ca3af",
        }),
    );
  return (
    element("ellipse", {
      cx,
      cy,
      rx,
      ry,
      fill: "#e0f2fe",
      stroke: "#7dd3fc",
      "stroke-width": 3,
      "stroke-dasharray": "10 6",
    }) +
    escalator(cx - rx * 0.45, -18) +
    escalator(cx + rx * 0.45, 18) +
    text(cx, cy + ry - 14, "Atrium · الفناء", { "text-anchor": "middle", "font-size": 14, fill: "#0369a1" })
  );
}

/** Lifts, stairs and toilets at both ends of the corridor. */
function services(): string {
  const y = PLAN.y + PLAN.h / 2 - 45;
  const block = (x: number, en: string, ar: string) =>
    rect(x, y, 90, 90, { fill: "#e5e7eb", stroke: WALL, "stroke-width": 3 }) +
    text(x + 45, y + 42, en, {
      "text-anchor": "middle",
      "font-size": 13,
      "font-weight": 700,
      fill: "#374151",
    }) +
    text(x + 45, y + 62, ar, { "text-anchor": "middle", "font-size": 13, fill: "#374151" });
  return block(PLAN.x + 200, "Lifts", "المصاعد") + block(PLAN.x + PLAN.w - 290, "WC", "دورات المياه");
}
