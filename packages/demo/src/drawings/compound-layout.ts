import { element, rect, svgDocument, text } from "@capital/api/svg";
import { createRandom } from "../catalogue/random";
import { categoryStyle } from "./category-style";
import { legendEntries, northArrow, titleBlock } from "./drawing-frame";

const WIDTH = 1200;
const HEIGHT = 800;
const SITE = { x: 60, y: 96, w: 1080, h: 612 };
const KIND_CATEGORY = { apartments: "apartment", studios: "studio", hotel: "hotel-units" } as const;
const VILLA_CATEGORY = { duplex: "duplex-villas", detached: "detached-villas", twin: "twin-house" } as const;

export type SitePlanBlock = { label: string; kind: keyof typeof KIND_CATEGORY };

/** A compound's master plan: ring road, blocks along the spine road, villa rows and a central park. */
export function renderCompoundLayout(options: {
  seed: number;
  titleEnglish: string;
  titleArabic: string;
  blocks: readonly SitePlanBlock[];
  villas: { duplex: number; detached: number; twin: number };
}): string {
  const random = createRandom(options.seed);
  const ring = { x: SITE.x + 36, y: SITE.y + 36, w: SITE.w - 72, h: SITE.h - 72 };
  const spineY = SITE.y + SITE.h / 2;
  const roads =
    element(
      "g",
      { fill: "none", stroke: "#c9c4b8", "stroke-width": 26 },
      rect(ring.x, ring.y, ring.w, ring.h, { rx: 60 }) +
        element("path", { d: `M${SITE.x} ${spineY}H${ring.x + ring.w}` }),
    ) +
    element(
      "g",
      { fill: "none", stroke: "#ffffff", "stroke-width": 20 },
      rect(ring.x, ring.y, ring.w, ring.h, { rx: 60 }) +
        element("path", { d: `M${SITE.x} ${spineY}H${ring.x + ring.w}` }),
    );
  const park = parkShapes(random.int(0, 1) === 1);
  const blocks = blockShapes(options.blocks, spineY);
  const villas = villaShapes(options.villas, ring);
  let trees = "";
  for (let x = ring.x + 250; x < ring.x + ring.w - 20; x += random.int(38, 60)) {
    trees +=
      element("circle", { cx: x, cy: spineY - 22, r: 7 }) +
      element("circle", { cx: x + 18, cy: spineY + 22, r: 7 });
  }
  const gate =
    rect(SITE.x - 18, spineY - 30, 36, 60, { fill: "#374151", rx: 4 }) +
    text(SITE.x + 26, spineY - 40, "Main gate · البوابة الرئيسية", {
      "font-size": 13,
      "font-weight": 700,
      fill: "#374151",
    });
  const kinds = [
    ...new Set([
      ...options.blocks.map((block) => KIND_CATEGORY[block.kind]),
      ...(Object.keys(VILLA_CATEGORY) as (keyof typeof VILLA_CATEGORY)[])
        .filter((kind) => options.villas[kind] > 0)
        .map((kind) => VILLA_CATEGORY[kind]),
    ]),
  ];
  const entries = [
    ...kinds.map((category) => {
      const style = categoryStyle(category);
      return { fill: style.fill, label: `${style.en} · ${style.ar}` };
    }),
    { fill: "#93c5fd", label: "Lake · البحيرة" },
  ];
  const body =
    rect(0, 0, WIDTH, HEIGHT, { fill: "#f4eee2" }) +
    titleBlock(WIDTH, options.titleEnglish, options.titleArabic) +
    rect(SITE.x, SITE.y, SITE.w, SITE.h, {
      fill: "#e3eed5",
      stroke: "#7c9a5e",
      "stroke-width": 4,
      "stroke-dasharray": "14 8",
      rx: 24,
    }) +
    roads +
    park +
    element("g", { fill: "#5f9e55", opacity: 0.85 }, trees) +
    blocks +
    villas +
    gate +
    legendEntries(entries, HEIGHT - 56, 40) +
    northArrow(WIDTH - 60, HEIGHT - 46);
  return svgDocument({ width: WIDTH, height: HEIGHT, title: options.titleEnglish, body });
}

function parkShapes(lakeOnTop: boolean): string {
  const x = 760;
  const y = SITE.y + 150;
  const lakeY = lakeOnTop ? y + 40 : y + 210;
  const clubY = lakeOnTop ? y + 230 : y + 40;
  return (
    rect(x, y, 300, 310, { fill: "#b9dca0", rx: 40 }) +
    element("path", {
      d: `M${x + 40} ${lakeY + 40}c20-50 120-60 170-30s70 60 30 80-180 30-200-50z`,
      fill: "#93c5fd",
      stroke: "#60a5fa",
      "stroke-width": 3,
    }) +
    rect(x + 70, clubY, 160, 70, { fill: "#fde68a", stroke: "#92400e", "stroke-width": 3, rx: 8 }) +
    rect(x + 240, clubY + 10, 40, 50, { fill: "#7dd3fc", stroke: "#0284c7", "stroke-width": 2, rx: 6 }) +
    text(x + 150, clubY + 32, "Clubhouse", {
      "text-anchor": "middle",
      "font-size": 14,
      "font-weight": 700,
      fill: "#78350f",
    }) +
    text(x + 150, clubY + 52, "النادي الاجتماعي", {
      "text-anchor": "middle",
      "font-size": 13,
      fill: "#78350f",
    })
  );
}

function blockShapes(blocks: readonly SitePlanBlock[], spineY: number): string {
  const area = { x: 150, w: 580 };
  const perRow = Math.max(1, Math.ceil(blocks.length / 2));
  const slot = area.w / perRow;
  const w = Math.min(100, slot - 14);
  const h = Math.min(90, w * 0.8);
  let shapes = "";
  blocks.forEach((block, index) => {
    const rowIndex = index < perRow ? 0 : 1;
    const column = index % perRow;
    const x = area.x + slot * column + (slot - w) / 2;
    const y = rowIndex === 0 ? spineY - 48 - h : spineY + 48;
    const fill = categoryStyle(KIND_CATEGORY[block.kind]).fill;
    shapes +=
      rect(x + 5, y + 5, w, h, { fill: "#000000", opacity: 0.12, rx: 4 }) +
      rect(x, y, w, h, { fill, stroke: "#374151", "stroke-width": 2.5, rx: 4 }) +
      text(x + w / 2, y + h / 2 + 6, block.label, {
        "text-anchor": "middle",
        "font-size": w < 60 ? 12 : 16,
        "font-weight": 700,
        fill: "#1f2937",
      });
  });
  return shapes;
}

/** Villas fill the rows inside the ring road, above and below the blocks: duplex, then detached, then twin pairs. */
function villaShapes(
  villas: { duplex: number; detached: number; twin: number },
  ring: { x: number; y: number; w: number; h: number },
) {
  const rows = [ring.y + 30, ring.y + ring.h - 30 - 54];
  const plots: { kind: keyof typeof VILLA_CATEGORY; width: number }[] = [
    ...Array.from({ length: villas.duplex }, () => ({ kind: "duplex" as const, width: 30 })),
    ...Array.from({ length: villas.detached }, () => ({ kind: "detached" as const, width: 40 })),
    ...Array.from({ length: villas.twin }, () => ({ kind: "twin" as const, width: 24 })),
  ];
  const rowLength = 620;
  const totalLength = plots.reduce((sum, plot) => sum + plot.width + 8, 0);
  const shrink = Math.min(1, (rowLength * rows.length) / Math.max(totalLength, 1));
  let shapes = "";
  let rowIndex = 0;
  let x = ring.x + 60;
  for (const plot of plots) {
    const width = plot.width * shrink;
    if (x + width > ring.x + 60 + rowLength) {
      rowIndex++;
      x = ring.x + 60;
      if (rowIndex >= rows.length) break;
    }
    const y = rows[rowIndex] ?? 0;
    shapes += rect(x, y, width, 54, {
      fill: categoryStyle(VILLA_CATEGORY[plot.kind]).fill,
      stroke: "#374151",
      "stroke-width": 1.5,
      rx: 2,
    });
    x += width + (plot.kind === "twin" ? 2 : 8) * shrink;
  }
  return shapes;
}
