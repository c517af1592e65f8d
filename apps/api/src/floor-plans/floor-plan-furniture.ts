import { element, num } from "../svg";
import type { Box, Furniture } from "./floor-plan-layout";

/** Converts metres on the plan to pixels on the drawing. */
export type Projector = { x(metres: number): number; y(metres: number): number; scale: number };

const STYLE = { fill: "#ffffff", stroke: "#8f99a5", "stroke-width": 1.4 };

/** Furniture symbols drawn inside a room, sized in metres and left out when the room is too small. */
export function furniture(kind: Furniture, box: Box, p: Projector): string {
  const draw = DRAWERS[kind];
  return draw ? element("g", STYLE, draw(box, p)) : "";
}

function r(
  p: Projector,
  x: number,
  y: number,
  w: number,
  h: number,
  extra: Record<string, string | number> = {},
) {
  return element("rect", { x: p.x(x), y: p.y(y), width: w * p.scale, height: h * p.scale, ...extra });
}

function c(p: Projector, x: number, y: number, radius: number, extra: Record<string, string | number> = {}) {
  return element("circle", { cx: p.x(x), cy: p.y(y), r: radius * p.scale, ...extra });
}

function fits(box: Box, w: number, h: number) {
  return box.w >= w && box.h >= h;
}

function bed(box: Box, p: Projector, width: number): string {
  const w = Math.min(width, box.w - 0.7);
  const h = Math.min(2, box.h - 0.9);
  if (w < 0.8 || h < 1.6) return "";
  const x = box.x + (box.w - w) / 2;
  const y = box.y + 0.25;
  let shapes = r(p, x, y, w, h, { rx: 0.08 * p.scale });
  shapes += r(p, x, y + 0.55, w, h - 0.55, { fill: "#eef2f6" });
  const pillows = w > 1.2 ? 2 : 1;
  for (let i = 0; i < pillows; i++)
    shapes += r(p, x + 0.1 + i * (w / pillows), y + 0.1, w / pillows - 0.2, 0.35, { rx: 3 });
  if (box.w - w > 1.3) {
    shapes += r(p, x - 0.55, y, 0.45, 0.45) + r(p, x + w + 0.1, y, 0.45, 0.45);
  }
  return shapes;
}

function sofaSet(box: Box, p: Projector): string {
  if (box.w > 5.5) return sofaSet({ ...box, w: box.w * 0.5 }, p);
  const w = Math.min(2.4, box.w - 1);
  if (w < 1.4 || box.h < 2.6) return "";
  const x = box.x + (box.w - w) / 2;
  const y = box.y + box.h - 1.4;
  return (
    r(p, x - 0.3, y - 1.9, w + 0.6, 2.6, { fill: "none", "stroke-dasharray": "4 4" }) +
    r(p, x, y, w, 0.85, { rx: 0.15 * p.scale }) +
    r(p, x + 0.15, y + 0.05, w - 0.3, 0.5, { fill: "#eef2f6" }) +
    r(p, x + w * 0.3, y - 1.2, w * 0.4, 0.6, { rx: 0.1 * p.scale }) +
    r(p, x + w * 0.15, box.y + 0.3, w * 0.7, 0.4)
  );
}

function diningTable(box: Box, p: Projector): string {
  const w = Math.min(1.8, box.w - 1.6);
  if (w < 1 || box.h < 2.4) return "";
  const x = box.x + (box.w - w) / 2;
  const y = box.y + box.h / 2 - 0.45;
  let shapes = r(p, x, y, w, 0.9, { rx: 0.1 * p.scale });
  const chairs = Math.max(2, Math.floor(w / 0.6));
  for (let i = 0; i < chairs; i++) {
    const cx = x + (w / chairs) * (i + 0.5);
    shapes += c(p, cx, y - 0.3, 0.2) + c(p, cx, y + 1.2, 0.2);
  }
  return shapes;
}

function livingAndDining(box: Box, p: Projector): string {
  if (box.w < 6) return sofaSet(box, p);
  const left = { ...box, w: box.w * 0.55 };
  const right = { ...box, x: box.x + box.w * 0.55, w: box.w * 0.45 };
  return sofaSet(left, p) + diningTable(right, p);
}

function counterAlongTop(box: Box, p: Projector, burners: number): string {
  if (!fits(box, 1.2, 1.2)) return "";
  const y = box.y + 0.05;
  let shapes = r(p, box.x + 0.05, y, box.w - 0.1, 0.6);
  shapes += r(p, box.x + 0.25, y + 0.1, 0.5, 0.4, { rx: 3 });
  for (let i = 0; i < burners; i++) {
    shapes += c(p, box.x + box.w - 0.35 - (i % 2) * 0.3, y + 0.18 + Math.floor(i / 2) * 0.25, 0.09);
  }
  return shapes;
}

function kitchen(box: Box, p: Projector): string {
  let shapes = counterAlongTop(box, p, 4);
  if (box.h > 2.2) shapes += r(p, box.x + 0.05, box.y + 0.65, 0.6, Math.min(1.8, box.h - 1.4));
  return shapes;
}

function bath(box: Box, p: Projector): string {
  if (!fits(box, 1.1, 1.3)) return wc(box, p);
  const tubW = Math.min(1.7, box.w - 0.2);
  let shapes =
    box.w >= 1.7
      ? r(p, box.x + 0.1, box.y + 0.1, tubW, 0.75, { rx: 0.2 * p.scale })
      : r(p, box.x + 0.1, box.y + 0.1, 0.9, 0.9, { "stroke-dasharray": "3 3" });
  shapes += element("ellipse", {
    cx: p.x(box.x + box.w - 0.35),
    cy: p.y(box.y + box.h - 0.45),
    rx: 0.2 * p.scale,
    ry: 0.28 * p.scale,
  });
  if (box.w > 1.6) shapes += r(p, box.x + 0.15, box.y + box.h - 0.55, 0.55, 0.42, { rx: 4 });
  return shapes;
}

function wc(box: Box, p: Projector): string {
  if (!fits(box, 0.7, 0.9)) return "";
  return (
    element("ellipse", {
      cx: p.x(box.x + box.w / 2),
      cy: p.y(box.y + 0.4),
      rx: 0.2 * p.scale,
      ry: 0.28 * p.scale,
    }) + (box.h > 1.6 ? r(p, box.x + box.w / 2 - 0.25, box.y + box.h - 0.5, 0.5, 0.38, { rx: 4 }) : "")
  );
}

function desksGrid(box: Box, p: Projector): string {
  let shapes = "";
  for (let y = box.y + 0.8; y + 1.4 <= box.y + box.h - 0.4; y += 2.2) {
    for (let x = box.x + 0.6; x + 1.4 <= box.x + box.w - 0.4; x += 2) {
      shapes += r(p, x, y, 1.4, 0.7) + c(p, x + 0.7, y + 1.05, 0.25);
    }
  }
  return shapes;
}

function singleDesk(box: Box, p: Projector): string {
  if (!fits(box, 1.8, 1.8)) return "";
  const w = Math.min(1.6, box.w - 0.6);
  const x = box.x + (box.w - w) / 2;
  return (
    r(p, x, box.y + 0.4, w, 0.75) +
    c(p, x + w / 2, box.y + 1.5, 0.26) +
    r(p, box.x + 0.15, box.y + box.h - 0.6, 0.9, 0.45)
  );
}

function meeting(box: Box, p: Projector): string {
  const w = Math.min(2.8, box.w - 1.4);
  if (w < 1.2 || box.h < 2.4) return "";
  const x = box.x + (box.w - w) / 2;
  const y = box.y + box.h / 2 - 0.5;
  let shapes = r(p, x, y, w, 1, { rx: 0.4 * p.scale });
  for (let cx = x + 0.35; cx < x + w; cx += 0.7) shapes += c(p, cx, y - 0.3, 0.2) + c(p, cx, y + 1.3, 0.2);
  return shapes;
}

function cafeTables(box: Box, p: Projector): string {
  let shapes = "";
  for (let y = box.y + 1.1; y <= box.y + box.h - 1.4; y += 2) {
    for (let x = box.x + 1.1; x <= box.x + box.w - 1; x += 2) {
      shapes += c(p, x, y, 0.4) + c(p, x - 0.6, y, 0.18) + c(p, x + 0.6, y, 0.18);
    }
  }
  return shapes;
}

function restaurantTables(box: Box, p: Projector): string {
  let shapes = "";
  for (let y = box.y + 1.1; y <= box.y + box.h - 1.8; y += 2.4) {
    for (let x = box.x + 1; x <= box.x + box.w - 1.8; x += 2.4) {
      shapes +=
        r(p, x, y, 0.9, 0.9) +
        c(p, x + 0.45, y - 0.3, 0.18) +
        c(p, x + 0.45, y + 1.2, 0.18) +
        c(p, x - 0.3, y + 0.45, 0.18) +
        c(p, x + 1.2, y + 0.45, 0.18);
    }
  }
  return shapes;
}

function shopShelves(box: Box, p: Projector): string {
  if (!fits(box, 2.5, 2.5)) return "";
  let shapes =
    r(p, box.x + 0.1, box.y + 0.3, 0.45, box.h - 1.6) +
    r(p, box.x + box.w - 0.55, box.y + 0.3, 0.45, box.h - 1.6);
  if (box.w > 5) shapes += r(p, box.x + box.w / 2 - 0.5, box.y + 1, 1, Math.max(0.8, box.h - 3.2), { rx: 3 });
  shapes += r(p, box.x + 0.8, box.y + box.h - 1.3, 1.4, 0.6, { fill: "#eef2f6" });
  return shapes;
}

function pharmacyCounter(box: Box, p: Projector): string {
  if (!fits(box, 2.5, 2.5)) return "";
  return (
    r(p, box.x + 0.1, box.y + 0.1, box.w - 0.2, 0.45) +
    r(p, box.x + 0.1, box.y + 0.6, 0.45, box.h - 1.8) +
    r(p, box.x + 0.9, box.y + 1.2, box.w - 1.8, 0.6, { fill: "#eef2f6" })
  );
}

function exam(box: Box, p: Projector): string {
  if (!fits(box, 1.6, 2.2)) return "";
  return (
    r(p, box.x + 0.15, box.y + 0.2, 0.7, Math.min(1.9, box.h - 0.5), { rx: 4 }) +
    (box.w > 2.4
      ? r(p, box.x + box.w - 1.3, box.y + 0.3, 1.1, 0.6) + c(p, box.x + box.w - 0.75, box.y + 1.2, 0.22)
      : "")
  );
}

function waiting(box: Box, p: Projector): string {
  if (!fits(box, 2, 2.4)) return "";
  let shapes = r(p, box.x + box.w - 1.9, box.y + 0.4, 1.6, 0.6, { rx: 4 });
  for (let y = box.y + 0.5; y <= box.y + box.h - 1.2; y += 0.65)
    shapes += r(p, box.x + 0.15, y, 0.5, 0.5, { rx: 3 });
  return shapes;
}

function stairs(box: Box, p: Projector): string {
  if (!fits(box, 1, 1.6)) return "";
  const x = box.x + 0.15;
  const w = box.w - 0.3;
  let shapes = r(p, x, box.y + 0.15, w, box.h - 0.3);
  for (let y = box.y + 0.45; y < box.y + box.h - 0.2; y += 0.28) {
    shapes += element("line", { x1: p.x(x), y1: p.y(y), x2: p.x(x + w), y2: p.y(y) });
  }
  shapes += element("path", {
    d: `M${num(p.x(box.x + box.w / 2))} ${num(p.y(box.y + box.h - 0.3))}V${num(p.y(box.y + 0.4))}l-5 8m5-8 5 8`,
    stroke: "#4b5563",
    fill: "none",
  });
  return shapes;
}

function storage(box: Box, p: Projector): string {
  if (!fits(box, 1, 1)) return "";
  return (
    r(p, box.x + 0.1, box.y + 0.1, box.w - 0.2, 0.45) +
    element("path", {
      d: `M${num(p.x(box.x + 0.1))} ${num(p.y(box.y + 0.1))}l${num((box.w - 0.2) * p.scale)} ${num(0.45 * p.scale)}`,
    })
  );
}

/** A studio's one room: a bed on one side, a sofa on the other. */
function studioRoom(box: Box, p: Projector): string {
  const half = box.w / 2;
  return bed({ ...box, w: half }, p, 1.4) + sofaSet({ ...box, x: box.x + half, w: half }, p);
}

const DRAWERS: Partial<Record<Furniture, (box: Box, p: Projector) => string>> = {
  bed: (box, p) => bed(box, p, 1.6),
  "single-bed": (box, p) => bed(box, p, box.w > 3.4 ? 1.4 : 1),
  sofa: sofaSet,
  studio: studioRoom,
  dining: livingAndDining,
  kitchen,
  kitchenette: (box, p) => counterAlongTop(box, p, 2),
  bath,
  wc,
  desks: desksGrid,
  desk: singleDesk,
  meeting,
  "cafe-tables": cafeTables,
  "restaurant-tables": restaurantTables,
  shelves: shopShelves,
  counter: pharmacyCounter,
  exam,
  waiting,
  stairs,
  storage,
};
