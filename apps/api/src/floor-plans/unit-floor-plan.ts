import { arabicDigits } from "@capital/contract/digits";
import { element, num, rect, svgDocument, text } from "../svg";
import { furniture, type Projector } from "./floor-plan-furniture";
import { type Box, planLayout, type Room, type Side } from "./floor-plan-layout";

const WIDTH = 1000;
const HEIGHT = 760;
const PLAN_AREA = { x: 70, y: 130, w: 860, h: 520 };
const WALL = "#2f3640";
const FLOOR = { living: "#fbf7ee", wet: "#e8f0f4", service: "#f3f1ec" };

export type FloorPlanUnit = {
  id: number;
  area: number;
  roomsNumber: number;
  category: string;
  floor: number;
  name: string;
};

/** An architectural floor plan drawn from the unit's own data: its area, rooms, category, floor and name. */
export function renderUnitFloorPlan(unit: FloorPlanUnit): string {
  const layout = planLayout(unit);
  const { width, depth } = layout;
  const fit = Math.min(PLAN_AREA.w / width, PLAN_AREA.h / depth);
  // Small units are drawn smaller, so the drawing says something about the size at a glance.
  const scale = Math.min(fit, Math.max(36, 330 / Math.max(width, depth)));
  const originX = PLAN_AREA.x + (PLAN_AREA.w - width * scale) / 2;
  const originY = PLAN_AREA.y + (PLAN_AREA.h - depth * scale) / 2;
  const p: Projector = { x: (m) => originX + m * scale, y: (m) => originY + m * scale, scale };
  const wall = Math.min(12, Math.max(7, 0.28 * scale));
  const partition = Math.min(5, Math.max(3, 0.12 * scale));

  const floors = layout.rooms
    .map((room) =>
      box(p, room.box, {
        fill: room.wet ? FLOOR.wet : room.furniture === "storage" ? FLOOR.service : FLOOR.living,
      }),
    )
    .join("");
  const furnishings = layout.rooms
    .map((room) => (room.furniture ? furniture(room.furniture, room.box, p) : ""))
    .join("");
  const partitions = layout.rooms
    .filter((room) => !room.open)
    .map((room) => box(p, room.box, { fill: "none", stroke: WALL, "stroke-width": partition }))
    .join("");
  const openings = layout.rooms
    .flatMap((room) => (room.opens ?? []).map((side) => opening(p, room.box, side, partition)))
    .join("");
  const doors = layout.rooms
    .map((room) => (room.door && !room.open ? door(p, room, room.door, partition) : ""))
    .join("");
  const outline = rect(p.x(0), p.y(0), width * scale, depth * scale, {
    fill: "none",
    stroke: WALL,
    "stroke-width": wall,
  });
  const windows = layout.rooms
    .filter((room) => room.box.y === 0 && !room.wet && !room.open && !layout.shopfront)
    .map((room) => facadeWindow(p, room.box, wall))
    .join("");
  const front = layout.shopfront ? shopfront(p, width, depth, wall) : "";
  const entrance =
    layout.entranceX >= 0 ? entranceMark(p, layout.entranceX, depth, wall, layout.shopfront) : "";
  const labels = layout.rooms.map((room) => label(p, room)).join("");

  const body =
    rect(0, 0, WIDTH, HEIGHT, { fill: "#ffffff" }) +
    header(unit) +
    floors +
    furnishings +
    partitions +
    openings +
    doors +
    outline +
    windows +
    front +
    entrance +
    dimensions(p, width, depth) +
    labels +
    footer(scale);
  return svgDocument({ width: WIDTH, height: HEIGHT, title: `${unit.name} floor plan`, body });
}

function box(p: Projector, b: Box, extra: Record<string, string | number>) {
  return rect(p.x(b.x), p.y(b.y), b.w * p.scale, b.h * p.scale, extra);
}

/** What one unit of each category is called, in English and Arabic. */
const UNIT_KIND: Record<string, readonly [string, string]> = {
  "coffee-shops": ["Coffee shop", "كافيه"],
  restaurants: ["Restaurant", "مطعم"],
  shops: ["Shop", "محل تجاري"],
  office: ["Office", "مكتب إداري"],
  partitions: ["Partition", "بارتيشن"],
  pharmacies: ["Pharmacy", "صيدلية"],
  clinics: ["Clinic", "عيادة"],
  "hotel-units": ["Hotel unit", "وحدة فندقية"],
  apartment: ["Apartment", "شقة"],
  "duplex-villas": ["Duplex villa", "فيلا دوبلكس"],
  "detached-villas": ["Detached villa", "فيلا مستقلة"],
  "twin-house": ["Twin house", "توين هاوس"],
  studio: ["Studio", "استوديو"],
};

function header(unit: FloorPlanUnit): string {
  const [kindEn, kindAr] = UNIT_KIND[unit.category] ?? [unit.category, ""];
  const floorEn = unit.floor === 0 ? "Ground floor" : `Floor ${unit.floor}`;
  const floorAr = unit.floor === 0 ? "الطابق الأرضي" : `الطابق ${arabicDigits(unit.floor)}`;
  const bedrooms =
    unit.roomsNumber > 1 ||
    ["apartment", "duplex-villas", "detached-villas", "twin-house"].includes(unit.category);
  const roomsEn =
    unit.roomsNumber > 0
      ? ` · ${unit.roomsNumber} ${bedrooms ? "bedroom" : "room"}${unit.roomsNumber === 1 ? "" : "s"}`
      : "";
  const roomsAr =
    unit.roomsNumber > 0 ? `، ${bedrooms ? "غرف النوم" : "الغرف"}: ${arabicDigits(unit.roomsNumber)}` : "";
  return (
    text(40, 58, unit.name, { "font-size": 30, "font-weight": 700, fill: "#111827" }) +
    text(40, 92, `${kindEn} · ${floorEn} · ${unit.area} m²${roomsEn}`, {
      "font-size": 18,
      fill: "#4b5563",
    }) +
    // Right to left, so "start" is the right-hand end; the Arabic comma, as "·" reads as a zero.
    text(WIDTH - 40, 58, `${kindAr}، ${floorAr}`, { "font-size": 18, fill: "#4b5563", direction: "rtl" }) +
    text(WIDTH - 40, 92, `${arabicDigits(unit.area)} م²${roomsAr}`, {
      "font-size": 18,
      fill: "#4b5563",
      direction: "rtl",
    }) +
    element("line", { x1: 40, y1: 108, x2: WIDTH - 40, y2: 108, stroke: "#e5e7eb", "stroke-width": 2 })
  );
}

/** Leaves out the neighbour's wall along one side of an open space, keeping the corners. */
function opening(p: Projector, b: Box, side: Side, thickness: number): string {
  const inset = (thickness * 1.5) / p.scale;
  const half = thickness / p.scale;
  const cut =
    side === "top" || side === "bottom"
      ? { x: b.x + inset, y: (side === "top" ? b.y : b.y + b.h) - half, w: b.w - inset * 2, h: half * 2 }
      : { x: (side === "left" ? b.x : b.x + b.w) - half, y: b.y + inset, w: half * 2, h: b.h - inset * 2 };
  return cut.w > 0 && cut.h > 0 ? box(p, cut, { fill: FLOOR.living }) : "";
}

function door(p: Projector, room: Room, side: Side, thickness: number): string {
  const b = room.box;
  const along = side === "top" || side === "bottom" ? b.w : b.h;
  const size = Math.min(0.85, along - 0.4);
  if (size < 0.5) return "";
  const s = size * p.scale;
  const t = thickness / 2 + 1;
  const fill = room.wet ? FLOOR.wet : FLOOR.living;
  const stroke = { stroke: "#6b7280", "stroke-width": 1.3, fill: "none" };
  if (side === "top" || side === "bottom") {
    const x0 = p.x(b.x + (b.w - size) / 2);
    const y = p.y(side === "top" ? b.y : b.y + b.h);
    const dir = side === "top" ? 1 : -1;
    return (
      rect(x0, y - t, s, t * 2, { fill }) +
      element("path", {
        d: `M${num(x0)} ${num(y)}v${num(dir * s)}A${num(s)} ${num(s)} 0 0 ${dir > 0 ? 0 : 1} ${num(x0 + s)} ${num(y)}`,
        ...stroke,
      })
    );
  }
  const y0 = p.y(b.y + (b.h - size) / 2);
  const x = p.x(side === "left" ? b.x : b.x + b.w);
  const dir = side === "left" ? 1 : -1;
  return (
    rect(x - t, y0, t * 2, s, { fill }) +
    element("path", {
      d: `M${num(x)} ${num(y0)}h${num(dir * s)}A${num(s)} ${num(s)} 0 0 ${dir > 0 ? 1 : 0} ${num(x)} ${num(y0 + s)}`,
      ...stroke,
    })
  );
}

function facadeWindow(p: Projector, b: Box, wall: number): string {
  const w = Math.min(b.w * 0.6, 3.2) * p.scale;
  const x = p.x(b.x + b.w / 2) - w / 2;
  const y = p.y(0) - wall / 2;
  return (
    rect(x, y, w, wall, { fill: "#ffffff", stroke: WALL, "stroke-width": 1.2 }) +
    element("line", {
      x1: x,
      y1: y + wall / 2,
      x2: x + w,
      y2: y + wall / 2,
      stroke: "#7fb3d5",
      "stroke-width": 1.5,
    })
  );
}

function shopfront(p: Projector, width: number, depth: number, wall: number): string {
  const y = p.y(depth);
  return (
    rect(p.x(0.35), y - wall / 2, (width - 0.7) * p.scale, wall, { fill: "#ffffff" }) +
    element("line", {
      x1: p.x(0.35),
      y1: y,
      x2: p.x(width - 0.35),
      y2: y,
      stroke: "#5aa2cf",
      "stroke-width": 3,
    }) +
    element("line", {
      x1: p.x(0.35),
      y1: y - wall / 2,
      x2: p.x(width - 0.35),
      y2: y - wall / 2,
      stroke: "#5aa2cf",
      "stroke-width": 1,
    })
  );
}

function entranceMark(p: Projector, atX: number, depth: number, wall: number, shopfront: boolean): string {
  const x = p.x(atX);
  const y = p.y(depth);
  const gap = (shopfront ? 1.6 : 1) * p.scale;
  return (
    (shopfront ? "" : rect(x - gap / 2, y - wall / 2 - 1, gap, wall + 2, { fill: FLOOR.living })) +
    element("path", {
      d: `M${num(x)} ${num(y + 46)}v-26m-7 9 7-9 7 9`,
      stroke: "#d6453d",
      "stroke-width": 3,
      fill: "none",
      "stroke-linecap": "round",
    }) +
    text(x, y + 66, "Entrance | المدخل", { "text-anchor": "middle", "font-size": 13, fill: "#d6453d" })
  );
}

function dimensions(p: Projector, width: number, depth: number): string {
  const top = p.y(0) - 22;
  const left = p.x(0) - 22;
  const style = { stroke: "#9ca3af", "stroke-width": 1 };
  return (
    element("path", {
      d: `M${num(p.x(0))} ${num(top)}H${num(p.x(width))}M${num(p.x(0))} ${num(top - 5)}v10M${num(p.x(width))} ${num(top - 5)}v10`,
      ...style,
    }) +
    text((p.x(0) + p.x(width)) / 2, top - 6, `${width.toFixed(1)} m`, {
      "text-anchor": "middle",
      "font-size": 12,
      fill: "#6b7280",
    }) +
    element("path", {
      d: `M${num(left)} ${num(p.y(0))}V${num(p.y(depth))}M${num(left - 5)} ${num(p.y(0))}h10M${num(left - 5)} ${num(p.y(depth))}h10`,
      ...style,
    }) +
    text(left - 8, (p.y(0) + p.y(depth)) / 2, `${depth.toFixed(1)} m`, {
      "text-anchor": "middle",
      "font-size": 12,
      fill: "#6b7280",
      transform: `rotate(-90 ${num(left - 8)} ${num((p.y(0) + p.y(depth)) / 2)})`,
    })
  );
}

function label(p: Projector, room: Room): string {
  if (!room.en) return "";
  const w = room.box.w * p.scale;
  const h = room.box.h * p.scale;
  if (w < 34 || h < 22) return "";
  const cx = p.x(room.box.x + room.box.w / 2);
  const cy = p.y(room.box.y + room.box.h / 2);
  const size = w < 80 ? 11 : 14;
  const detailed = w >= 90 && h >= 64;
  const halo = { stroke: "#ffffff", "stroke-width": 4, "paint-order": "stroke", "stroke-linejoin": "round" };
  let shapes = text(cx, detailed ? cy - 6 : cy + 4, room.en, {
    "text-anchor": "middle",
    "font-size": size,
    "font-weight": 700,
    fill: "#374151",
    ...halo,
  });
  if (detailed) {
    shapes += text(cx, cy + 12, room.ar, {
      "text-anchor": "middle",
      "font-size": 13,
      fill: "#4b5563",
      direction: "rtl",
      ...halo,
    });
    shapes += text(cx, cy + 28, `${room.box.w.toFixed(1)} × ${room.box.h.toFixed(1)}`, {
      "text-anchor": "middle",
      "font-size": 11,
      fill: "#6b7280",
      ...halo,
    });
  }
  return shapes;
}

function footer(scale: number): string {
  const y = HEIGHT - 42;
  const metres = scale > 60 ? 2 : 5;
  const length = metres * scale;
  let ticks = "";
  for (let i = 0; i < metres; i++) {
    ticks += rect(40 + i * scale, y, scale, 8, {
      fill: i % 2 === 0 ? "#374151" : "#ffffff",
      stroke: "#374151",
      "stroke-width": 1,
    });
  }
  return (
    ticks +
    text(40, y + 28, "0", { "font-size": 12, fill: "#4b5563", "text-anchor": "middle" }) +
    text(40 + length, y + 28, `${metres} m`, { "font-size": 12, fill: "#4b5563", "text-anchor": "middle" }) +
    text(WIDTH / 2, y + 22, "Illustrative plan, dimensions approximate · مخطط توضيحي والمقاسات تقريبية", {
      "font-size": 12,
      fill: "#9ca3af",
      "text-anchor": "middle",
    }) +
    element(
      "g",
      { transform: `translate(${WIDTH - 60} ${y - 6})` },
      element("circle", { r: 22, fill: "none", stroke: "#9ca3af", "stroke-width": 1.5 }) +
        element("path", { d: "M0-18 7 6 0 1-7 6Z", fill: "#374151" }) +
        text(0, 17, "N", { "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#374151" }),
    )
  );
}
