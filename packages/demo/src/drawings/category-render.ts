import { element, hsl, linearGradient, num, rect, svgDocument } from "@capital/api/svg";
import { createRandom, type Random } from "../catalogue/random";
import { distantSkyline, groundLayer, pickSky, skyDefs, skyLayer, trees } from "./scenery";

const WIDTH = 800;
const HEIGHT = 600;

const STOREFRONTS = new Set(["shops", "coffee-shops", "restaurants", "pharmacies", "clinics"]);
const INTERIORS = new Set(["office", "partitions", "hotel-units", "apartment", "studio"]);

/** An illustration of one kind of unit: a shopfront, a furnished interior or a villa exterior. */
export function renderCategoryImage(options: { category: string; seed: number; title?: string }): string {
  const random = createRandom(options.seed);
  const title = options.title ?? `${options.category} render`;
  if (STOREFRONTS.has(options.category)) return storefront(options.category, random, title);
  if (INTERIORS.has(options.category)) return interior(options.category, random, title);
  return villa(options.category, random, title);
}

// Shopfronts inside a mall

const SIGN_ICONS: Record<string, string> = {
  shops: "M-18-6h36l-4 30h-28zM-9-6v-6a9 9 0 0 1 18 0v6",
  "coffee-shops": "M-18-10h30v16a15 15 0 0 1-30 0zM12-4h6a6 6 0 0 1 0 12h-6M-10-22q4-6 0-12M0-22q4-6 0-12",
  restaurants: "M-16-24v18a6 6 0 0 0 12 0v-18M-10-24v48M10-24q10 10 0 26v22",
  pharmacies: "M-8-24h16v16h16v16h-16v16h-16v-16h-16v-16h16z",
  clinics: "M-24 2h12l6-14 10 26 6-12h14",
};

function storefront(category: string, random: Random, title: string): string {
  const accent = hsl(random.pick([8, 25, 160, 200, 215, 280, 340]), random.int(50, 70), random.int(32, 42));
  const wall = random.pick(["#efe9e1", "#ece7df", "#f2eee8", "#e7e3dc"]);
  const defs =
    linearGradient("glassFront", [
      ["#d8e9f3", 0.35],
      ["#a9c9dc", 0.18],
    ]) +
    element(
      "pattern",
      { id: "tiles", width: 80, height: 40, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 80, 40, { fill: "#e6dfd3" }) +
        element("path", { d: "M0 0H80M0 0V40", stroke: "#d3cabb", "stroke-width": 2 }),
    );
  const lights = [150, 320, 480, 650]
    .map((x) => element("ellipse", { cx: x, cy: 40, rx: 26, ry: 6, fill: "#fff9e6", stroke: "#d8d0c2" }))
    .join("");
  const front = { x: 90, y: 110, w: 620, h: 360 };
  const inside = interiorProps(category, random, front, accent);
  const mullions = [0.25, 0.75]
    .map((f) => rect(front.x + front.w * f - 4, front.y + 60, 8, front.h - 60, { fill: "#4b5563" }))
    .join("");
  const door =
    rect(front.x + front.w / 2 - 70, front.y + 150, 140, front.h - 150, {
      fill: "none",
      stroke: "#4b5563",
      "stroke-width": 6,
    }) +
    element("path", {
      d: `M${front.x + front.w / 2} ${front.y + 150}v${front.h - 150}`,
      stroke: "#4b5563",
      "stroke-width": 4,
    }) +
    rect(front.x + front.w / 2 - 16, front.y + 250, 6, 50, { fill: "#9ca3af" }) +
    rect(front.x + front.w / 2 + 10, front.y + 250, 6, 50, { fill: "#9ca3af" });
  const sign =
    rect(front.x - 10, front.y - 10, front.w + 20, 76, { fill: accent, rx: 6 }) +
    element(
      "g",
      {
        transform: `translate(${front.x + 70} ${front.y + 28})`,
        fill: "none",
        stroke: "#ffffff",
        "stroke-width": 4,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
      element("path", { d: SIGN_ICONS[category] ?? "" }),
    ) +
    rect(front.x + 120, front.y + 14, random.int(160, 260), 16, { fill: "#ffffff", rx: 8, opacity: 0.9 }) +
    rect(front.x + 120, front.y + 38, random.int(90, 150), 10, { fill: "#ffffff", rx: 5, opacity: 0.6 });
  const planter = (x: number) =>
    rect(x - 26, 420, 52, 52, { fill: "#6b7280", rx: 6 }) +
    element(
      "g",
      { fill: "#4f9a55" },
      element("circle", { cx: x, cy: 390, r: 30 }) +
        element("circle", { cx: x - 20, cy: 405, r: 20 }) +
        element("circle", { cx: x + 20, cy: 405, r: 20 }),
    );
  const body =
    rect(0, 0, WIDTH, HEIGHT, { fill: wall }) +
    rect(0, 0, WIDTH, 72, { fill: "#f8f6f2" }) +
    lights +
    rect(0, 470, WIDTH, 130, { fill: "url(#tiles)" }) +
    rect(front.x, front.y, front.w, front.h, { fill: "#f7f4ee" }) +
    inside +
    rect(front.x, front.y + 60, front.w, front.h - 60, { fill: "url(#glassFront)" }) +
    element("path", {
      d: `M${front.x + 40} ${front.y + 340}l120-260M${front.x + 90} ${front.y + 340}l80-180`,
      stroke: "#ffffff",
      "stroke-width": 10,
      opacity: 0.35,
    }) +
    mullions +
    door +
    rect(front.x, front.y, front.w, front.h, { fill: "none", stroke: "#4b5563", "stroke-width": 10 }) +
    sign +
    planter(40) +
    planter(760) +
    rect(front.x, 476, front.w, 40, { fill: "#ffffff", opacity: 0.18 });
  return svgDocument({ width: WIDTH, height: HEIGHT, title, defs, body });
}

function interiorProps(
  category: string,
  random: Random,
  front: { x: number; y: number; w: number; h: number },
  accent: string,
) {
  const floorY = front.y + front.h;
  const colours = ["#e07a5f", "#3d5a80", "#81b29a", "#f2cc8f", "#9b5de5", "#ef476f", "#118ab2"];
  let shapes = "";
  switch (category) {
    case "shops": {
      shapes += element("path", {
        d: `M${front.x + 30} ${front.y + 120}h220M${front.x + 370} ${front.y + 120}h220`,
        stroke: "#6b7280",
        "stroke-width": 4,
      });
      for (let i = 0; i < 8; i++) {
        const x = front.x + 45 + i * 25;
        for (const offset of [0, 340]) {
          shapes += element("path", {
            d: `M${x + offset} ${front.y + 122}l-12 20v70h24v-70z`,
            fill: random.pick(colours),
          });
        }
      }
      shapes += element("circle", { cx: front.x + front.w / 2, cy: front.y + 110, r: 14, fill: "#d1c7b8" });
      shapes += element("path", {
        d: `M${front.x + front.w / 2 - 24} ${front.y + 130}h48l-8 90h-32z`,
        fill: accent,
      });
      break;
    }
    case "coffee-shops": {
      shapes += rect(front.x + 40, floorY - 110, front.w - 80, 110, { fill: "#8b5e3c" });
      shapes += rect(front.x + 40, floorY - 118, front.w - 80, 10, { fill: "#5b3a24" });
      shapes +=
        rect(front.x + 90, floorY - 170, 90, 52, { fill: "#9ca3af", rx: 6 }) +
        element("circle", { cx: front.x + 115, cy: floorY - 150, r: 8, fill: "#4b5563" });
      shapes += rect(front.x + 380, front.y + 80, 180, 90, { fill: "#2f2f33", rx: 6 });
      for (let i = 0; i < 4; i++)
        shapes += rect(front.x + 400, front.y + 96 + i * 18, random.int(80, 140), 6, {
          fill: "#f3f4f6",
          opacity: 0.8,
          rx: 3,
        });
      for (const x of [front.x + 220, front.x + 300]) {
        shapes +=
          element("path", { d: `M${x} ${front.y + 60}v40`, stroke: "#4b5563", "stroke-width": 2 }) +
          element("path", { d: `M${x - 18} ${front.y + 118}a18 18 0 0 1 36 0z`, fill: accent });
      }
      break;
    }
    case "restaurants": {
      for (const x of [front.x + 80, front.x + 250, front.x + 420]) {
        shapes +=
          rect(x, floorY - 80, 110, 12, { fill: "#7c5a3a" }) +
          rect(x + 50, floorY - 68, 10, 68, { fill: "#7c5a3a" });
        shapes +=
          rect(x - 20, floorY - 70, 14, 70, { fill: accent }) +
          rect(x + 116, floorY - 70, 14, 70, { fill: accent });
        shapes +=
          element("path", { d: `M${x + 55} ${front.y + 60}v70`, stroke: "#4b5563", "stroke-width": 2 }) +
          element("circle", { cx: x + 55, cy: front.y + 140, r: 14, fill: "#fde68a" });
      }
      shapes += rect(front.x + 200, front.y + 80, 220, 90, {
        fill: "#f3e8d5",
        stroke: "#c2b49c",
        "stroke-width": 4,
      });
      break;
    }
    case "pharmacies": {
      for (let shelf = 0; shelf < 4; shelf++) {
        const y = front.y + 80 + shelf * 50;
        shapes += rect(front.x + 20, y + 36, front.w - 40, 6, { fill: "#9ca3af" });
        for (let x = front.x + 28; x < front.x + front.w - 40; x += random.int(22, 32)) {
          const height = random.int(18, 30);
          shapes += rect(x, y + 36 - height, 18, height, { fill: random.pick(colours), opacity: 0.85 });
        }
      }
      shapes += rect(front.x + 150, floorY - 80, front.w - 300, 80, {
        fill: "#ffffff",
        stroke: "#9ca3af",
        "stroke-width": 3,
      });
      shapes += rect(front.x + 150, floorY - 88, front.w - 300, 10, { fill: "#16a34a" });
      break;
    }
    default: {
      shapes += rect(front.x + 60, floorY - 100, 220, 100, {
        fill: "#ffffff",
        stroke: "#9ca3af",
        "stroke-width": 3,
        rx: 8,
      });
      shapes += rect(front.x + 60, floorY - 108, 220, 12, { fill: accent, rx: 6 });
      for (let i = 0; i < 4; i++)
        shapes +=
          rect(front.x + 360 + i * 52, floorY - 70, 40, 40, { fill: accent, rx: 6, opacity: 0.8 }) +
          rect(front.x + 364 + i * 52, floorY - 30, 6, 30, { fill: "#6b7280" });
      shapes += element("path", {
        d: `M${front.x + 440} ${front.y + 96}h24v24h24v24h-24v24h-24v-24h-24v-24h24z`,
        fill: "#0ea5e9",
        opacity: 0.8,
      });
    }
  }
  return shapes;
}

// Furnished interiors

function interior(category: string, random: Random, title: string): string {
  const wall = random.pick(["#efe7dc", "#e9e4da", "#f1ece4", "#e6e9ec", "#ece4dc"]);
  const fabric = hsl(random.pick([15, 30, 150, 200, 220, 260, 340]), random.int(25, 45), random.int(42, 55));
  const wood = random.pick(["#b98b5e", "#a87b52", "#c9a27a", "#8c6a4a"]);
  const floorY = 430;
  const office = category === "office" || category === "partitions";
  const defs =
    linearGradient("view", ["#8cc3ea", "#d8ecf8"]) +
    element(
      "pattern",
      { id: "floorBoards", width: 120, height: 34, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 120, 34, { fill: office ? "#d9d6d0" : wood }) +
        element("path", {
          d: office ? "M0 0H120M0 0V34" : "M0 0H120M40 0V17M100 17V34M0 17H120",
          stroke: "#000000",
          "stroke-opacity": 0.12,
          "stroke-width": 2,
        }),
    );
  const windowX = random.chance(0.5) ? 60 : 420;
  const window =
    rect(windowX, 70, 320, 280, { fill: "url(#view)" }) +
    element(
      "g",
      { fill: "#a9bfd3" },
      [0, 50, 90, 150, 200, 250]
        .map((dx, i) => rect(windowX + dx, 350 - 60 - ((i * 37) % 90), 40, 60 + ((i * 37) % 90)))
        .join(""),
    ) +
    element("path", {
      d: `M${windowX + 160} 70v280M${windowX} 210h320`,
      stroke: "#ffffff",
      "stroke-width": 6,
    }) +
    rect(windowX, 70, 320, 280, { fill: "none", stroke: "#ffffff", "stroke-width": 12 }) +
    (office
      ? ""
      : rect(windowX - 36, 56, 40, 310, { fill: fabric, opacity: 0.85 }) +
        rect(windowX + 316, 56, 40, 310, { fill: fabric, opacity: 0.85 }));
  const otherX = windowX === 60 ? 440 : 60;
  const body =
    rect(0, 0, WIDTH, floorY, { fill: wall }) +
    rect(0, floorY, WIDTH, HEIGHT - floorY, { fill: "url(#floorBoards)" }) +
    rect(0, floorY - 10, WIDTH, 10, { fill: "#ffffff", opacity: 0.6 }) +
    window +
    element("ellipse", { cx: 400, cy: 12, rx: 120, ry: 10, fill: "#fff8e1" }) +
    furnish(category, random, { windowX, otherX, floorY, fabric, wood });
  return svgDocument({ width: WIDTH, height: HEIGHT, title, defs, body });
}

type Room = { windowX: number; otherX: number; floorY: number; fabric: string; wood: string };

function furnish(category: string, random: Random, room: Room): string {
  const { windowX, otherX, floorY, fabric, wood } = room;
  const plant = (x: number) =>
    rect(x - 18, floorY + 40, 36, 44, { fill: "#d6d3d1", rx: 4 }) +
    element(
      "g",
      { fill: "#3f8a4a" },
      element("ellipse", { cx: x, cy: floorY, rx: 16, ry: 46 }) +
        element("ellipse", {
          cx: x - 22,
          cy: floorY + 14,
          rx: 12,
          ry: 34,
          transform: `rotate(-25 ${x - 22} ${floorY + 14})`,
        }) +
        element("ellipse", {
          cx: x + 22,
          cy: floorY + 14,
          rx: 12,
          ry: 34,
          transform: `rotate(25 ${x + 22} ${floorY + 14})`,
        }),
    );
  const art = (x: number) =>
    rect(x, 110, 150, 100, { fill: "#ffffff", stroke: wood, "stroke-width": 8 }) +
    element("path", { d: `M${x + 14} 196l40-50 30 30 22-20 30 40z`, fill: fabric, opacity: 0.7 });
  switch (category) {
    case "apartment":
      return (
        art(otherX + 70) +
        element("ellipse", {
          cx: otherX + 150,
          cy: floorY + 120,
          rx: 200,
          ry: 40,
          fill: fabric,
          opacity: 0.25,
        }) +
        sofa(otherX, floorY + 20, 300, fabric) +
        rect(otherX + 90, floorY + 110, 120, 16, { fill: wood }) +
        rect(otherX + 100, floorY + 126, 8, 30, { fill: wood }) +
        rect(otherX + 192, floorY + 126, 8, 30, { fill: wood }) +
        plant(otherX === 60 ? 760 : 30)
      );
    case "studio":
      return (
        sofa(windowX + 30, floorY + 20, 260, fabric) +
        kitchenette(otherX === 60 ? 30 : 440, floorY, wood) +
        plant(otherX === 60 ? 400 : 405)
      );
    case "hotel-units":
      return (
        rect(otherX, floorY - 150, 320, 150, { fill: wood, rx: 10 }) +
        rect(otherX - 20, floorY - 10, 360, 70, { fill: "#ffffff", rx: 12 }) +
        rect(otherX - 20, floorY + 20, 360, 40, { fill: fabric, rx: 8 }) +
        rect(otherX + 30, floorY - 40, 110, 36, { fill: "#ffffff", stroke: "#e5e7eb", rx: 14 }) +
        rect(otherX + 180, floorY - 40, 110, 36, { fill: "#ffffff", stroke: "#e5e7eb", rx: 14 }) +
        [otherX - 90, otherX + 350]
          .map(
            (x) =>
              rect(x, floorY, 70, 70, { fill: wood }) +
              element("path", { d: `M${x + 20} ${floorY - 60}h30l10 40h-50z`, fill: "#fde68a" }) +
              rect(x + 33, floorY - 20, 4, 20, { fill: "#6b7280" }),
          )
          .join("")
      );
    case "office":
      return (
        rect(otherX + 20, 110, 260, 300, { fill: wood, opacity: 0.9 }) +
        [140, 210, 280, 350]
          .map((y) => rect(otherX + 30, y, 240, 8, { fill: "#ffffff", opacity: 0.5 }))
          .join("") +
        desk(otherX === 60 ? 470 : 90, floorY, fabric, wood) +
        plant(otherX === 60 ? 760 : 30)
      );
    default:
      return (
        [40, 290, 540]
          .map(
            (x) =>
              desk(x, floorY, fabric, wood) +
              rect(x + 210, floorY - 150, 10, 190, { fill: "#cbd5e1", opacity: 0.9 }),
          )
          .join("") +
        rect(0, floorY - 150, WIDTH, 10, { fill: "#cbd5e1", opacity: random.chance(0.5) ? 0.6 : 0.8 })
      );
  }
}

function sofa(x: number, y: number, width: number, fabric: string): string {
  return (
    rect(x, y - 60, width, 70, { fill: fabric, rx: 18 }) +
    rect(x - 16, y - 20, 40, 80, { fill: fabric, rx: 14 }) +
    rect(x + width - 24, y - 20, 40, 80, { fill: fabric, rx: 14 }) +
    rect(x + 20, y, width - 40, 50, { fill: fabric, rx: 10 }) +
    rect(x + 20, y, width - 40, 50, { fill: "#ffffff", opacity: 0.12, rx: 10 }) +
    rect(x + 10, y + 56, 10, 16, { fill: "#4b5563" }) +
    rect(x + width - 20, y + 56, 10, 16, { fill: "#4b5563" })
  );
}

function desk(x: number, floorY: number, fabric: string, wood: string): string {
  return (
    rect(x, floorY - 10, 200, 14, { fill: wood }) +
    rect(x + 10, floorY + 4, 10, 90, { fill: "#4b5563" }) +
    rect(x + 180, floorY + 4, 10, 90, { fill: "#4b5563" }) +
    rect(x + 60, floorY - 90, 90, 60, { fill: "#1f2937", rx: 4 }) +
    rect(x + 100, floorY - 30, 10, 20, { fill: "#4b5563" }) +
    rect(x + 70, floorY + 20, 70, 60, { fill: fabric, rx: 12 }) +
    rect(x + 100, floorY + 80, 10, 40, { fill: "#4b5563" })
  );
}

function kitchenette(x: number, floorY: number, wood: string): string {
  return (
    rect(x, floorY - 250, 330, 90, { fill: wood, opacity: 0.9 }) +
    rect(x, floorY - 60, 330, 150, { fill: wood }) +
    rect(x - 6, floorY - 72, 342, 14, { fill: "#e5e7eb" }) +
    [0, 110, 220]
      .map((dx) => rect(x + dx + 8, floorY - 50, 94, 130, { fill: "#ffffff", opacity: 0.12, rx: 4 }))
      .join("") +
    rect(x + 190, floorY - 140, 110, 50, { fill: "#9ca3af" }) +
    element("path", {
      d: `M${x + 60} ${floorY - 72}v-40h30`,
      stroke: "#9ca3af",
      "stroke-width": 6,
      fill: "none",
    })
  );
}

// Villas

function villa(category: string, random: Random, title: string): string {
  const sky = pickSky(random);
  const horizon = 400;
  const stone = random.pick(["#f3efe7", "#ece4d6", "#e8e2da", "#f5f1ea"]);
  const accent = random.pick(["#8c6a4a", "#6b7280", "#a16207", "#475569", "#9a3412"]);
  const defs =
    skyDefs(sky) +
    linearGradient("glass", ["#a7c8de", "#4f7fa3"]) +
    element(
      "pattern",
      { id: "cladding", width: 14, height: 20, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 14, 20, { fill: accent }) + rect(11, 0, 3, 20, { fill: "#000000", opacity: 0.18 }),
    );
  const groundY = 480;
  let houses = "";
  if (category === "twin-house") {
    houses =
      house(110, groundY, 290, stone, false) +
      house(400, groundY, 290, random.pick(["#efe6d8", stone]), true);
  } else if (category === "detached-villas") {
    houses =
      house(150, groundY, 500, stone, random.chance(0.5)) +
      rect(120, groundY + 26, 560, 44, { fill: "#7dd3fc", stroke: "#e5e7eb", "stroke-width": 8 }) +
      element("path", {
        d: "M160 516q30-8 60 0t60 0M380 506q30-8 60 0t60 0",
        stroke: "#ffffff",
        "stroke-width": 3,
        fill: "none",
        opacity: 0.8,
      });
  } else {
    houses = house(190, groundY, 420, stone, random.chance(0.5));
  }
  const wall =
    rect(0, groundY + 70, WIDTH, 18, { fill: stone }) + rect(0, groundY + 64, WIDTH, 8, { fill: "#d6cfc3" });
  const body =
    skyLayer(random, WIDTH, horizon) +
    distantSkyline(random, sky, WIDTH, horizon) +
    groundLayer(WIDTH, HEIGHT, horizon) +
    houses +
    trees(random.fork("trees"), WIDTH, groundY + 60, 0.9) +
    wall;
  return svgDocument({ width: WIDTH, height: HEIGHT, title, defs, body });
}

/** A modern two-storey house: a ground volume, a cantilevered upper volume with timber cladding, flat roofs. */
function house(x: number, groundY: number, width: number, stone: string, mirrored: boolean): string {
  const lower = { x, y: groundY - 130, w: width, h: 130 };
  const upperW = width * 0.78;
  const upper = { x: mirrored ? x : x + width - upperW, y: groundY - 260, w: upperW, h: 130 };
  const claddingX = mirrored ? upper.x + upper.w - upper.w * 0.3 : upper.x;
  const glass = (gx: number, gy: number, gw: number, gh: number) =>
    rect(gx, gy, gw, gh, { fill: "url(#glass)", stroke: "#374151", "stroke-width": 3 }) +
    element("path", { d: `M${num(gx + gw / 2)} ${gy}v${gh}`, stroke: "#374151", "stroke-width": 2 });
  return (
    rect(lower.x, lower.y, lower.w, lower.h, { fill: stone }) +
    rect(upper.x, upper.y, upper.w, upper.h, { fill: stone }) +
    rect(claddingX, upper.y, upper.w * 0.3, upper.h, { fill: "url(#cladding)" }) +
    rect(upper.x - 14, upper.y - 12, upper.w + 28, 12, { fill: "#374151" }) +
    rect(lower.x - 14, lower.y - 10, lower.w + 28, 10, { fill: "#374151" }) +
    glass(mirrored ? upper.x + 24 : upper.x + upper.w * 0.36, upper.y + 28, upper.w * 0.5, 80) +
    glass(lower.x + 24, lower.y + 26, lower.w * 0.42, lower.h - 26) +
    rect(lower.x + lower.w * 0.55, lower.y + 40, 60, lower.h - 40, { fill: "#5b4636" }) +
    rect(lower.x + lower.w * 0.55 + 46, lower.y + 86, 6, 20, { fill: "#d1d5db" }) +
    rect(lower.x + lower.w * 0.72, lower.y + 50, lower.w * 0.22, lower.h - 50, { fill: "#9ca3af" }) +
    rect(lower.x + lower.w - 10, lower.y, 10, lower.h, { fill: "#000000", opacity: 0.08 })
  );
}
