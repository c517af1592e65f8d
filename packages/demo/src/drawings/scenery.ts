import { element, linearGradient, num, rect } from "@capital/api/svg";
import type { Random } from "../catalogue/random";

/** Shared outdoor scenery for the renders: sky, distant skyline, ground, road, trees and cars. */

export type Sky = { id: string; stops: readonly string[]; sun: string; skyline: string };

const SKIES: readonly Sky[] = [
  { id: "day", stops: ["#5fa3e0", "#a8d1f2", "#e8f3fa"], sun: "#fff8dc", skyline: "#9db4c8" },
  { id: "golden", stops: ["#7d9fcf", "#f1c48f", "#fbe7cc"], sun: "#fff0c2", skyline: "#c3a58f" },
  { id: "dusk", stops: ["#34407a", "#b56a8c", "#f3b57e"], sun: "#ffd9a3", skyline: "#6d5c89" },
  { id: "haze", stops: ["#86bfe6", "#cfe5f2", "#f5eee0"], sun: "#fffbe6", skyline: "#a8bac8" },
];

export function pickSky(random: Random): Sky {
  return random.pick(SKIES);
}

export function skyDefs(sky: Sky): string {
  return (
    treeDefs() +
    linearGradient("sky", sky.stops) +
    `<radialGradient id="sun"><stop offset="0%" stop-color="${sky.sun}"/>` +
    `<stop offset="100%" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`
  );
}

export function skyLayer(random: Random, width: number, horizon: number): string {
  const sunX = random.int(Math.round(width * 0.1), Math.round(width * 0.9));
  const sunY = random.int(Math.round(horizon * 0.2), Math.round(horizon * 0.5));
  let clouds = "";
  for (let i = random.int(2, 4); i > 0; i--) {
    const x = random.int(0, width);
    const y = random.int(Math.round(horizon * 0.08), Math.round(horizon * 0.45));
    const size = random.int(30, 60);
    clouds +=
      element("ellipse", { cx: x, cy: y, rx: size * 1.8, ry: size * 0.45 }) +
      element("ellipse", { cx: x - size * 0.6, cy: y - size * 0.2, rx: size * 0.8, ry: size * 0.4 }) +
      element("ellipse", { cx: x + size * 0.5, cy: y - size * 0.3, rx: size * 0.9, ry: size * 0.5 });
  }
  return (
    rect(0, 0, width, horizon + 2, { fill: "url(#sky)" }) +
    element("circle", { cx: sunX, cy: sunY, r: 90, fill: "url(#sun)" }) +
    element("circle", { cx: sunX, cy: sunY, r: 22, fill: "#fffdf3", opacity: 0.9 }) +
    element("g", { fill: "#ffffff", opacity: 0.55 }, clouds)
  );
}

/** Far towers on the horizon, one of them a tall needle like the capital's landmark tower. */
export function distantSkyline(random: Random, sky: Sky, width: number, horizon: number): string {
  let shapes = "";
  let x = -20;
  while (x < width) {
    const w = random.int(26, 70);
    const h = random.int(Math.round(horizon * 0.08), Math.round(horizon * 0.32));
    shapes += rect(x, horizon - h, w, h + 2);
    x += w + random.int(4, 30);
  }
  const needleX = random.int(Math.round(width * 0.1), Math.round(width * 0.9));
  const needleH = horizon * 0.62;
  shapes += element("path", {
    d: `M${num(needleX - 16)} ${num(horizon)}L${num(needleX - 9)} ${num(horizon - needleH)}L${num(needleX)} ${num(horizon - needleH - 40)}L${num(needleX + 9)} ${num(horizon - needleH)}L${num(needleX + 16)} ${num(horizon)}Z`,
  });
  return element("g", { fill: sky.skyline, opacity: 0.55 }, shapes);
}

export function groundLayer(width: number, height: number, horizon: number): string {
  const roadTop = height - Math.max(60, height * 0.11);
  return (
    rect(0, horizon, width, height - horizon, { fill: "#e4d2ad" }) +
    rect(0, horizon, width, (roadTop - horizon) * 0.55, { fill: "#9cc57c" }) +
    rect(0, roadTop - 14, width, 14, { fill: "#d9d2c5" }) +
    rect(0, roadTop, width, height - roadTop, { fill: "#575b63" }) +
    element("line", {
      x1: 0,
      y1: (roadTop + height) / 2,
      x2: width,
      y2: (roadTop + height) / 2,
      stroke: "#f2f2f2",
      "stroke-width": 4,
      "stroke-dasharray": "34 26",
    })
  );
}

export function roadTopOf(height: number): number {
  return height - Math.max(60, height * 0.11);
}

/** Tree crowns drawn once around the origin and reused with `<use>`, which keeps the files small. */
export function treeDefs(): string {
  let fronds = "";
  for (const angle of [-160, -130, -95, -60, -25, 5, 200]) {
    fronds += element("ellipse", { cx: 22, cy: 0, rx: 24, ry: 5, transform: `rotate(${angle})` });
  }
  return (
    element("g", { id: "palmCrown", fill: "#3f8a4a" }, fronds) +
    element(
      "g",
      { id: "treeCrown" },
      element("circle", { cx: 0, cy: -70, r: 30 }) +
        element("circle", { cx: -20, cy: -52, r: 22 }) +
        element("circle", { cx: 20, cy: -52, r: 22 }),
    )
  );
}

export function palmTree(x: number, baseY: number, size: number, lean: number): string {
  const topX = x + lean * size * 0.3;
  const topY = baseY - size;
  return (
    element("path", {
      d: `M${num(x)} ${num(baseY)}Q${num(x + lean * size * 0.05)} ${num(baseY - size * 0.5)} ${num(topX)} ${num(topY)}`,
      stroke: "#8a6a4a",
      "stroke-width": Math.max(3, size * 0.05),
      fill: "none",
      "stroke-linecap": "round",
    }) +
    element("use", {
      href: "#palmCrown",
      transform: `translate(${num(topX)} ${num(topY)}) scale(${(size / 100).toFixed(2)})`,
    })
  );
}

export function roundTree(x: number, baseY: number, size: number, shade: string): string {
  return (
    rect(x - size * 0.04, baseY - size * 0.45, size * 0.08, size * 0.45, { fill: "#7a5c40" }) +
    element("use", {
      href: "#treeCrown",
      fill: shade,
      transform: `translate(${num(x)} ${num(baseY)}) scale(${(size / 100).toFixed(2)})`,
    })
  );
}

export function trees(random: Random, width: number, baseY: number, scale: number): string {
  let shapes = "";
  let x = random.int(10, 60);
  while (x < width) {
    const size = random.int(Math.round(70 * scale), Math.round(110 * scale));
    shapes += random.chance(0.6)
      ? palmTree(x, baseY, size, random.next() - 0.5)
      : roundTree(x, baseY, size * 0.8, random.pick(["#4f9a55", "#5ea861", "#3f8748"]));
    x += random.int(Math.round(90 * scale), Math.round(220 * scale));
  }
  return shapes;
}

const CAR_COLOURS = ["#c8372d", "#f2f2f2", "#2d5c9c", "#1f1f24", "#c9a227", "#8d9399"];

export function cars(random: Random, width: number, height: number): string {
  const roadTop = roadTopOf(height);
  const count = random.int(1, 3);
  const lane = width / count;
  const colours = random.sample(CAR_COLOURS, count);
  let shapes = "";
  colours.forEach((colour, i) => {
    const x = Math.round(i * lane + random.int(10, Math.max(12, Math.round(lane - 170))));
    const y = roadTop + (random.chance(0.5) ? 6 : (height - roadTop) / 2 + 2);
    shapes +=
      element("path", {
        d: `M${x} ${num(y + 26)}v-12q0-6 8-7l18-3 14-10q4-3 10-3h40q7 0 11 4l13 11 16 3q8 1 8 8v9z`,
        fill: colour,
      }) +
      element("path", { d: `M${x + 42} ${num(y + 4)}l10-8h36l10 8z`, fill: "#bcd6ea" }) +
      element("circle", { cx: x + 26, cy: y + 26, r: 9, fill: "#26262b" }) +
      element("circle", { cx: x + 110, cy: y + 26, r: 9, fill: "#26262b" });
  });
  return shapes;
}
