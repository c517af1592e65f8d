import { element, num, rect, svgDocument } from "@capital/api/svg";
import { createRandom, type Random } from "../catalogue/random";
import { distantSkyline, groundLayer, pickSky, roadTopOf, skyDefs, skyLayer } from "./scenery";

/**
 * A construction site as a progress photo shows it at `percent` complete: an excavation with a
 * digger at the start, then a concrete frame rising floor by floor under a tower crane, the lower
 * floors clad and glazed as the end nears, the crane gone at handover.
 */
export function renderConstructionSite(options: {
  seed: number;
  percent: number;
  width?: number;
  height?: number;
  title: string;
}): string {
  const width = options.width ?? 960;
  const height = options.height ?? 720;
  const random = createRandom(options.seed);
  const sky = pickSky(random);
  const horizon = Math.round(height * 0.7);
  const groundY = Math.round(horizon + (roadTopOf(height) - horizon) * 0.5);
  const percent = Math.min(100, Math.max(0, options.percent));
  const site = { random: random.fork("site"), width, height, groundY, percent };
  const body =
    skyLayer(random, width, horizon) +
    distantSkyline(random, sky, width, horizon) +
    groundLayer(width, height, horizon) +
    rect(0, horizon, width, groundY - horizon + 10, { fill: "#d9c39a" }) +
    (percent < 12 ? excavation(site) : building(site)) +
    hoarding(site);
  return svgDocument({ width, height, title: options.title, defs: skyDefs(sky), body });
}

type Site = { random: Random; width: number; height: number; groundY: number; percent: number };

function excavation({ random, width, groundY, percent }: Site): string {
  const pitWidth = width * 0.62;
  const x = width * 0.18;
  // The pit seen from the road: its far rim up the ground, its floor just behind the fence.
  const rim = groundY - 40 - percent * 2;
  const floor = groundY - 4;
  const diggerX = x + random.int(60, Math.round(pitWidth * 0.5));
  return (
    element("path", {
      d: `M${num(x)} ${num(rim)}L${num(x + pitWidth)} ${num(rim)}L${num(x + pitWidth - 36)} ${num(floor)}L${num(x + 36)} ${num(floor)}Z`,
      fill: "#a98456",
    }) +
    rect(x, rim, pitWidth, 4, { fill: "#8c6a40" }) +
    // Piles for the foundations, in a row, more of them in as the work goes on.
    Array.from({ length: Math.max(2, Math.round(percent * 1.6)) }, (_, i) =>
      rect(x + 50 + (i % 14) * ((pitWidth - 100) / 14), floor - 26 - Math.floor(i / 14) * 8, 7, 26, {
        fill: "#9aa0a6",
      }),
    ).join("") +
    digger(diggerX, rim + 2)
  );
}

function digger(x: number, y: number): string {
  return element(
    "g",
    {},
    rect(x, y - 36, 92, 26, { fill: "#f2b705", rx: 4 }) +
      rect(x + 54, y - 66, 34, 32, { fill: "#f2b705", rx: 3 }) +
      rect(x + 60, y - 60, 20, 16, { fill: "#bcd9ea" }) +
      rect(x - 4, y - 12, 100, 14, { fill: "#3b3b3b", rx: 7 }) +
      element("path", {
        d: `M${num(x + 10)} ${num(y - 30)}L${num(x - 40)} ${num(y - 90)}L${num(x - 70)} ${num(y - 30)}`,
        fill: "none",
        stroke: "#e0a800",
        "stroke-width": 10,
        "stroke-linejoin": "round",
      }) +
      element("path", {
        d: `M${num(x - 82)} ${num(y - 34)}l24 0l-6 22l-18 0Z`,
        fill: "#5b5b5b",
      }),
  );
}

function building({ random, width, height, groundY, percent }: Site): string {
  const floors = random.int(9, 13);
  const floorHeight = Math.min(38, (groundY - height * 0.12) / (floors + 1));
  const bayWidth = random.int(44, 56);
  const bays = random.int(7, 9);
  const buildingWidth = bayWidth * bays;
  const left = Math.round(width * 0.2 + random.int(0, Math.round(width * 0.12)));
  // The frame rises until about 70 %, cladding and glazing follow from about 45 %.
  const built = Math.max(1, Math.min(floors, Math.round((floors * Math.min(percent, 70)) / 70)));
  const clad = percent <= 45 ? 0 : Math.min(built, Math.round((floors * (percent - 45)) / 55));
  let shapes = "";
  for (let floor = 0; floor < built; floor++) {
    const y = groundY - (floor + 1) * floorHeight;
    shapes += rect(left - 4, y + floorHeight - 6, buildingWidth + 8, 6, { fill: "#a7a9ac" });
    for (let bay = 0; bay <= bays; bay++)
      shapes += rect(left + bay * bayWidth - 3, y, 6, floorHeight - 6, { fill: "#b9bbbe" });
    if (floor < clad) {
      shapes +=
        rect(left + 3, y, buildingWidth - 6, floorHeight - 6, { fill: "#e9e2d3" }) +
        Array.from({ length: bays }, (_, bay) =>
          rect(left + bay * bayWidth + 8, y + 6, bayWidth - 16, floorHeight - 18, { fill: "#7fa7c4" }),
        ).join("");
    } else {
      shapes += rect(left + 3, y + 4, buildingWidth - 6, floorHeight - 10, {
        fill: "#56595e",
        opacity: 0.35,
      });
    }
  }
  const top = groundY - built * floorHeight;
  if (built < floors) {
    // Starter bars on the floor being cast, and scaffolding around it.
    for (let bay = 0; bay <= bays; bay++)
      shapes += rect(left + bay * bayWidth - 1, top - 14, 2, 14, { fill: "#8a5a3c" });
    shapes += element(
      "g",
      { stroke: "#d9822b", "stroke-width": 2, fill: "none" },
      element("path", {
        d: `M${num(left - 12)} ${num(groundY)}V${num(top - 10)}M${num(left + buildingWidth + 12)} ${num(groundY)}V${num(top - 10)}`,
      }) +
        Array.from({ length: built + 1 }, (_, i) =>
          element("path", {
            d: `M${num(left - 12)} ${num(groundY - i * floorHeight)}h-10M${num(left + buildingWidth + 12)} ${num(groundY - i * floorHeight)}h10`,
          }),
        ).join(""),
    );
  }
  return shapes + (percent < 95 ? crane(left + buildingWidth + 70, groundY, top - 90, width) : "");
}

function crane(x: number, groundY: number, topY: number, width: number): string {
  const mast = 18;
  const jibStart = x - Math.min(420, x - 30);
  const jibEnd = Math.min(width - 10, x + 120);
  let lattice = "";
  for (let y = groundY; y > topY + mast; y -= mast)
    lattice += `M${num(x)} ${num(y)}L${num(x + mast)} ${num(y - mast)}M${num(x + mast)} ${num(y)}L${num(x)} ${num(y - mast)}`;
  const hookX = jibStart + (x - jibStart) * 0.45;
  return element(
    "g",
    {},
    element("path", { d: lattice, stroke: "#e8b10c", "stroke-width": 2, fill: "none" }) +
      rect(x, topY, 3, groundY - topY, { fill: "#e8b10c" }) +
      rect(x + mast - 3, topY, 3, groundY - topY, { fill: "#e8b10c" }) +
      rect(jibStart, topY - 8, jibEnd - jibStart, 8, { fill: "#e8b10c" }) +
      rect(x - 4, topY - 30, mast + 8, 22, { fill: "#c98f00" }) +
      rect(jibEnd - 46, topY, 36, 26, { fill: "#6b6b6b" }) +
      element("line", {
        x1: hookX,
        y1: topY,
        x2: hookX,
        y2: topY + 120,
        stroke: "#3b3b3b",
        "stroke-width": 2,
      }) +
      rect(hookX - 26, topY + 120, 52, 14, { fill: "#8a5a3c" }),
  );
}

/** The site fence along the road, in the developer's colour. */
function hoarding({ random, width, groundY }: Site): string {
  const colour = random.pick(["#134b5f", "#9f1239", "#1e3a8a", "#0f766e", "#a16207"]);
  return (
    rect(0, groundY + 6, width, 34, { fill: colour }) +
    rect(0, groundY + 6, width, 4, { fill: "#ffffff", opacity: 0.5 })
  );
}
