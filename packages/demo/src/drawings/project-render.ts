import { element, linearGradient, num, rect, svgDocument } from "@capital/api/svg";
import { createRandom, type Random } from "../catalogue/random";
import { cars, distantSkyline, groundLayer, pickSky, roadTopOf, skyDefs, skyLayer, trees } from "./scenery";

export type ProjectSceneKind = "mall" | "compound" | "tower";

const STONES = ["#efe6d6", "#e7e1d8", "#d8c8ae", "#f3efe7", "#cfd5da", "#e3d5c3"];
const ACCENTS = ["#0f766e", "#b45309", "#1e3a8a", "#9f1239", "#a16207", "#4d7c0f", "#6d28d9"];
const GLASS = [
  ["#9fc4dd", "#4f7fa3"],
  ["#a9d2d8", "#3f7f8c"],
  ["#b8c9dc", "#5a6f8f"],
  ["#c9d8c4", "#5f7f6a"],
] as const;

/** A stylised architectural render of a mall, a residential compound or an office tower. */
export function renderProjectScene(options: {
  seed: number;
  kind: ProjectSceneKind;
  width?: number;
  height?: number;
  title?: string;
}): string {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const random = createRandom(options.seed);
  const sky = pickSky(random);
  const horizon = Math.round(height * 0.72);
  const groundY = Math.round(horizon + (roadTopOf(height) - horizon) * 0.5);
  const [glassLight, glassDark] = random.pick(GLASS);
  const stone = random.pick(STONES);
  const accent = random.pick(ACCENTS);
  const defs =
    skyDefs(sky) +
    linearGradient("glass", [glassLight, glassDark]) +
    linearGradient("shade", [["#000000", 0], "#000000"], false);
  const scene = { random: random.fork("building"), width, height, groundY, stone, accent };
  const building =
    options.kind === "mall" ? mall(scene) : options.kind === "compound" ? compound(scene) : tower(scene);
  const body =
    skyLayer(random, width, horizon) +
    distantSkyline(random, sky, width, horizon) +
    groundLayer(width, height, horizon) +
    building.patterns +
    building.shapes +
    trees(random.fork("trees"), width, groundY + 18, height / 800) +
    cars(random.fork("cars"), width, height);
  return svgDocument({ width, height, title: options.title ?? `${options.kind} render`, defs, body });
}

type Scene = {
  random: Random;
  width: number;
  height: number;
  groundY: number;
  stone: string;
  accent: string;
};
type Building = { patterns: string; shapes: string };

function windowPattern(id: string, cellWidth: number, cellHeight: number, frame: string, balcony: boolean) {
  const pad = Math.max(3, cellWidth * 0.12);
  const rail = balcony
    ? rect(0, cellHeight * 0.72, cellWidth, cellHeight * 0.06, { fill: "#ffffff", opacity: 0.85 }) +
      rect(0, cellHeight * 0.78, cellWidth, cellHeight * 0.22, { fill: frame })
    : "";
  return element(
    "pattern",
    { id, width: cellWidth, height: cellHeight, patternUnits: "userSpaceOnUse" },
    rect(0, 0, cellWidth, cellHeight, { fill: frame }) +
      rect(pad, pad, cellWidth - pad * 2, cellHeight - pad * (balcony ? 1 : 2), { fill: "url(#glass)" }) +
      rect(pad, pad, (cellWidth - pad * 2) * 0.35, cellHeight - pad * 2, { fill: "#ffffff", opacity: 0.18 }) +
      rail,
  );
}

function mall(scene: Scene): Building {
  const { random, width, height, groundY, stone, accent } = scene;
  const floors = random.int(3, 5);
  const floorHeight = height * random.int(70, 86) * 0.001;
  const buildingHeight = floors * floorHeight;
  const left = width * random.int(10, 18) * 0.01;
  const right = width - width * random.int(10, 18) * 0.01;
  const top = groundY - buildingHeight;
  const cell = random.int(34, 52);
  const patterns = windowPattern("mallWindows", cell, floorHeight, "#5d6673", false);
  const glassX = left + 30;
  const glassWidth = right - left - 60;
  let shapes = rect(left - 12, top - 16, right - left + 24, 16, { fill: stone, stroke: "#b9ad9a" });
  shapes += rect(left, top, right - left, buildingHeight, { fill: stone });
  shapes += element(
    "g",
    { transform: `translate(0 ${num(top + 12)})` },
    rect(glassX, 0, glassWidth, buildingHeight - floorHeight - 12, { fill: "url(#mallWindows)" }),
  );
  for (let floor = 1; floor < floors; floor++) {
    shapes += rect(left, top + floor * floorHeight - 5, right - left, 10, { fill: stone });
  }
  for (let x = glassX; x <= glassX + glassWidth; x += random.int(120, 190)) {
    shapes += rect(x - 5, top, 10, buildingHeight, { fill: stone, opacity: 0.9 });
  }
  // The ground floor: shopfront glass and a wide entrance under a canopy.
  const shopTop = groundY - floorHeight + 8;
  shapes += rect(left + 20, shopTop, right - left - 40, floorHeight - 8, {
    fill: "url(#glass)",
    opacity: 0.9,
  });
  const doorWidth = Math.min(240, (right - left) * 0.28);
  const doorX = (left + right) / 2 - doorWidth / 2;
  shapes += rect(doorX, shopTop - floorHeight * 0.4, doorWidth, floorHeight * 1.4 - 8, { fill: "#3d4f63" });
  shapes += rect(doorX + 10, shopTop + 8, doorWidth - 20, floorHeight - 24, { fill: "url(#glass)" });
  shapes += rect(doorX - 40, shopTop - 12, doorWidth + 80, 12, { fill: "#ffffff" });
  shapes += rect(doorX - 40, shopTop, doorWidth + 80, 5, { fill: "#000000", opacity: 0.15 });
  // A blank sign panel with an abstract emblem: no words, so it suits both languages.
  const signY = top + buildingHeight - floorHeight * 1.25;
  shapes += rect(doorX + 20, signY, doorWidth - 40, floorHeight * 0.42, { fill: accent, rx: 6 });
  shapes += element("circle", {
    cx: doorX + doorWidth / 2,
    cy: signY + floorHeight * 0.21,
    r: floorHeight * 0.13,
    fill: "none",
    stroke: "#ffffff",
    "stroke-width": 5,
  });
  if (random.chance(0.6)) {
    const domeX = random.chance(0.5) ? left + (right - left) * 0.22 : left + (right - left) * 0.78;
    const radius = Math.min(110, (right - left) * 0.09);
    shapes += element("path", {
      d: `M${num(domeX - radius)} ${num(top - 16)}A${num(radius)} ${num(radius * 0.8)} 0 0 1 ${num(domeX + radius)} ${num(top - 16)}Z`,
      fill: "url(#glass)",
      stroke: "#ffffff",
      "stroke-width": 3,
    });
  }
  return { patterns: `<defs>${patterns}</defs>`, shapes };
}

function compound(scene: Scene): Building {
  const { random, width, height, groundY, stone, accent } = scene;
  const floorHeight = height * 0.052;
  const cell = random.int(30, 40);
  const patterns =
    windowPattern("homeWindows", cell, floorHeight, stone, true) +
    windowPattern("backWindows", cell, floorHeight, "#ddd6cb", false);
  let shapes = "";
  const count = Math.max(3, Math.round(width / 330));
  const slot = width / count;
  for (let i = 0; i < count; i++) {
    const floors = random.int(6, 9);
    const bw = slot * random.int(55, 70) * 0.01;
    const x = i * slot + random.int(0, Math.round(slot - bw));
    const h = floors * floorHeight;
    shapes += rect(x - 8, groundY - 24 - h, bw + 16, h, { fill: "#d9d2c6" });
    shapes += rect(x, groundY - 24 - h + 8, bw, h - 8, { fill: "url(#backWindows)", opacity: 0.8 });
  }
  for (let i = 0; i < count; i++) {
    const floors = random.int(4, 6);
    const bw = slot * random.int(60, 78) * 0.01;
    const x = i * slot + slot * 0.5 - bw / 2 + random.int(-20, 20);
    const h = floors * floorHeight;
    const y = groundY - h;
    shapes += rect(x - 10, y - 14, bw + 20, 14, { fill: accent, opacity: 0.85 });
    shapes += rect(x, y, bw, h, { fill: stone });
    shapes += element(
      "g",
      { transform: `translate(${num(x + 12)} ${num(y + 6)})` },
      rect(0, 0, bw - 24, h - floorHeight - 6, { fill: "url(#homeWindows)" }),
    );
    shapes += rect(x + bw / 2 - 24, groundY - floorHeight + 8, 48, floorHeight - 8, { fill: "#4a5561" });
    shapes += rect(x + bw - 28, y, 28, h, { fill: "url(#shade)", opacity: 0.12 });
  }
  shapes += rect(0, groundY - 6, width, 6, { fill: "#c9bfae" });
  return { patterns: `<defs>${patterns}</defs>`, shapes };
}

function tower(scene: Scene): Building {
  const { random, width, height, groundY, stone, accent } = scene;
  const patterns = windowPattern("towerWindows", 22, 26, "#6b7480", false);
  const towerWidth = Math.min(width * 0.2, 260);
  const towerHeight = height * random.int(58, 66) * 0.01;
  const x = width * random.int(40, 60) * 0.01 - towerWidth / 2;
  const top = groundY - towerHeight;
  let shapes = "";
  const sideWidth = towerWidth * 0.75;
  const sideX = x + (random.chance(0.5) ? -sideWidth - 30 : towerWidth + 30);
  const sideTop = groundY - towerHeight * 0.55;
  shapes += rect(sideX, sideTop, sideWidth, groundY - sideTop, { fill: stone });
  shapes += rect(sideX + 10, sideTop + 10, sideWidth - 20, groundY - sideTop - 60, {
    fill: "url(#towerWindows)",
  });
  shapes += element("path", {
    d: `M${num(x)} ${num(top + 40)}L${num(x + towerWidth / 2)} ${num(top - 30)}L${num(x + towerWidth)} ${num(top + 40)}Z`,
    fill: accent,
  });
  shapes += rect(x, top + 40, towerWidth, towerHeight - 40, { fill: stone });
  shapes += rect(x + 12, top + 52, towerWidth - 24, towerHeight - 120, { fill: "url(#towerWindows)" });
  shapes += rect(x + towerWidth - 30, top + 40, 30, towerHeight - 40, { fill: "url(#shade)", opacity: 0.15 });
  shapes += rect(x - 60, groundY - 60, towerWidth + 120, 60, { fill: stone, stroke: "#b9ad9a" });
  shapes += rect(x - 40, groundY - 48, towerWidth + 80, 48, { fill: "url(#glass)" });
  return { patterns: `<defs>${patterns}</defs>`, shapes };
}
