import { element, hsl, num, svgDocument, text } from "@capital/api/svg";
import { createRandom } from "../catalogue/random";

const SIZE = 256;

/** A developer's logo: a monogram on a shape, coloured from the seed. */
export function renderCompanyLogo(options: { seed: number; monogram: string; title?: string }): string {
  const random = createRandom(options.seed);
  const hue = random.int(0, 359);
  const primary = hsl(hue, random.int(50, 68), random.int(30, 40));
  const secondary = hsl(hue + random.pick([30, 150, 180, 200]), 70, 55);
  const centre = SIZE / 2;
  const shapeIndex = random.int(0, 4);
  const shape = [
    element("circle", { cx: centre, cy: centre, r: 116, fill: primary }),
    element("rect", { x: 14, y: 14, width: 228, height: 228, rx: 52, fill: primary }),
    element("path", { d: polygon(6, 120, -90), fill: primary }),
    element("path", { d: polygon(4, 124, 0), fill: primary }),
    element("path", { d: "M28 240V118a100 100 0 0 1 200 0v122z", fill: primary }),
  ][shapeIndex];
  const accent = random.chance(0.5)
    ? element("path", {
        d: "M60 186q68 36 136 0",
        fill: "none",
        stroke: secondary,
        "stroke-width": 10,
        "stroke-linecap": "round",
      })
    : element("circle", { cx: 196, cy: 62, r: 16, fill: secondary });
  const letters = options.monogram.slice(0, 3);
  const fontSize = letters.length > 2 ? 70 : letters.length === 2 ? 92 : 120;
  const body =
    shape +
    element("circle", {
      cx: centre,
      cy: centre,
      r: 92,
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.25,
      "stroke-width": 3,
    }) +
    accent +
    text(centre, centre + fontSize * 0.34 + (shapeIndex === 4 ? 8 : 0), letters, {
      "text-anchor": "middle",
      "font-size": fontSize,
      "font-weight": 700,
      fill: "#ffffff",
      "letter-spacing": letters.length > 1 ? -2 : 0,
    });
  return svgDocument({ width: SIZE, height: SIZE, title: options.title ?? `${options.monogram} logo`, body });
}

function polygon(sides: number, radius: number, startDegrees: number): string {
  const points: string[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = ((startDegrees + (360 / sides) * i) * Math.PI) / 180;
    points.push(`${num(SIZE / 2 + radius * Math.cos(angle))} ${num(SIZE / 2 + radius * Math.sin(angle))}`);
  }
  return `M${points.join("L")}Z`;
}
