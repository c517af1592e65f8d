import { element, rect, text } from "@capital/api/svg";
import { categoryStyle } from "./category-style";

/** The title block, legend and north arrow shared by the floor and site drawings. */

export function titleBlock(width: number, english: string, arabic: string): string {
  return (
    text(40, 54, english, { "font-size": 28, "font-weight": 700, fill: "#111827" }) +
    text(width - 40, 54, arabic, { "font-size": 26, "font-weight": 700, fill: "#111827", direction: "rtl" }) +
    element("line", { x1: 40, y1: 74, x2: width - 40, y2: 74, stroke: "#e5e7eb", "stroke-width": 2 })
  );
}

export function legend(categories: readonly string[], y: number, x = 40): string {
  return legendEntries(
    categories.map((category) => {
      const style = categoryStyle(category);
      return { fill: style.fill, label: `${style.en} · ${style.ar}` };
    }),
    y,
    x,
  );
}

/** Legend entries left to right, wrapping onto a second line before the north arrow's corner. */
export function legendEntries(
  entries: readonly { fill: string; label: string }[],
  y: number,
  x = 40,
  maxX = 1090,
): string {
  let shapes = "";
  let cursor = x;
  let line = y;
  for (const entry of entries) {
    const width = 46 + entry.label.length * 7;
    if (cursor + width > maxX && cursor > x) {
      cursor = x;
      line += 26;
    }
    shapes +=
      rect(cursor, line - 14, 18, 18, { fill: entry.fill, stroke: "#374151", "stroke-width": 1.5, rx: 3 }) +
      text(cursor + 26, line, entry.label, { "font-size": 15, fill: "#374151" });
    cursor += width;
  }
  return shapes;
}

export function northArrow(x: number, y: number): string {
  return element(
    "g",
    { transform: `translate(${x} ${y})` },
    element("circle", { r: 22, fill: "#ffffff", stroke: "#9ca3af", "stroke-width": 1.5 }) +
      element("path", { d: "M0-18 7 6 0 1-7 6Z", fill: "#374151" }) +
      text(0, 17, "N", { "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#374151" }),
  );
}
