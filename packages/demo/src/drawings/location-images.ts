import { element, hsl, rect, svgDocument, text } from "@capital/api/svg";
import { createRandom } from "../catalogue/random";

const CARD_WIDTH = 800;
const CARD_HEIGHT = 500;

/** A location card (16:10, as the cards show it): a stylised aerial map with a pin, and the district's code in a chip. */
export function renderLocationCard(options: { seed: number; code: string; river?: boolean; title?: string }) {
  const random = createRandom(options.seed);
  const angle = random.int(-18, 18);
  const blockSize = random.int(70, 92);
  const hue = random.int(20, 45);
  const defs =
    element(
      "pattern",
      { id: "cityBlock", width: blockSize, height: blockSize, patternUnits: "userSpaceOnUse" },
      rect(0, 0, blockSize, blockSize, { fill: "#ffffff" }) +
        rect(8, 8, blockSize - 16, blockSize - 16, { fill: hsl(hue, 30, 86), rx: 6 }) +
        rect(14, 14, (blockSize - 34) / 2, (blockSize - 34) / 2, { fill: hsl(hue, 22, 76), rx: 3 }) +
        rect(blockSize / 2 + 3, 14, (blockSize - 34) / 2, (blockSize - 34) / 2, {
          fill: hsl(hue, 22, 72),
          rx: 3,
        }) +
        rect(14, blockSize / 2 + 3, blockSize - 28, (blockSize - 34) / 2, { fill: hsl(hue, 22, 79), rx: 3 }),
    ) +
    `<radialGradient id="vignette"><stop offset="60%" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="100%" stop-color="#000" stop-opacity="0.18"/></radialGradient>`;
  let parks = "";
  for (let i = random.int(3, 6); i > 0; i--) {
    const col = random.int(-4, 5);
    const row = random.int(-3, 4);
    const span = random.int(1, 2);
    parks += rect(col * blockSize + 8, row * blockSize + 8, span * blockSize - 16, blockSize - 16, {
      fill: "#a9d18e",
      rx: 10,
    });
  }
  const boulevardRow = random.int(-1, 1) * blockSize;
  const boulevardCol = random.int(-2, 2) * blockSize;
  const roads =
    element("path", {
      d: `M-700 ${boulevardRow}H700M${boulevardCol} -600V600`,
      stroke: "#f6d58a",
      "stroke-width": 22,
      fill: "none",
    }) +
    element("path", {
      d: `M-700 ${boulevardRow}H700M${boulevardCol} -600V600`,
      stroke: "#ffffff",
      "stroke-width": 2,
      "stroke-dasharray": "14 12",
      fill: "none",
    });
  const river = options.river
    ? element("path", {
        d: "M-700 260C-300 120-100 380 200 220S600 60 700 140V240C600 160 420 300 200 330S-300 240-700 370Z",
        fill: "#8fc7e8",
        stroke: "#6fae5a",
        "stroke-width": 26,
        "stroke-opacity": 0.7,
      })
    : "";
  const map = element(
    "g",
    { transform: `translate(${CARD_WIDTH / 2} ${CARD_HEIGHT / 2}) rotate(${angle})` },
    rect(-700, -600, 1400, 1200, { fill: "url(#cityBlock)" }) + parks + river + roads,
  );
  const pin = element(
    "g",
    { transform: `translate(${CARD_WIDTH / 2} ${CARD_HEIGHT / 2 - 10})` },
    element("ellipse", { cx: 0, cy: 46, rx: 22, ry: 7, fill: "#000000", opacity: 0.2 }) +
      element("path", { d: "M0 46C-10 20-34 4-34-20a34 34 0 0 1 68 0C34 4 10 20 0 46Z", fill: "#d6453d" }) +
      element("circle", { cx: 0, cy: -20, r: 13, fill: "#ffffff" }),
  );
  const chipWidth = 40 + options.code.length * 22;
  const chip =
    rect(28, CARD_HEIGHT - 84, chipWidth, 56, { rx: 28, fill: "#ffffff", opacity: 0.92 }) +
    text(28 + chipWidth / 2, CARD_HEIGHT - 46, options.code, {
      "text-anchor": "middle",
      "font-size": 30,
      "font-weight": 700,
      fill: "#1f2937",
    });
  return svgDocument({
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    title: options.title ?? `${options.code} map`,
    defs,
    body: map + rect(0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: "url(#vignette)" }) + pin + chip,
  });
}

/** A round badge with the district's code, used as the location's logo. */
export function renderLocationBadge(options: { seed: number; code: string; title?: string }) {
  const random = createRandom(options.seed);
  const hue = random.int(0, 359);
  const size = 256;
  const fontSize = options.code.length <= 2 ? 96 : options.code.length === 3 ? 78 : 62;
  const body =
    element("circle", { cx: 128, cy: 128, r: 124, fill: hsl(hue, 55, 36) }) +
    element("circle", {
      cx: 128,
      cy: 128,
      r: 104,
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": 4,
      opacity: 0.5,
    }) +
    element("path", {
      d: "M70 190h116",
      stroke: hsl(hue + 40, 80, 70),
      "stroke-width": 8,
      "stroke-linecap": "round",
    }) +
    text(128, 128 + fontSize * 0.33 - 8, options.code, {
      "text-anchor": "middle",
      "font-size": fontSize,
      "font-weight": 700,
      fill: "#ffffff",
    });
  return svgDocument({ width: size, height: size, title: options.title ?? `${options.code} badge`, body });
}
