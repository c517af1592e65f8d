/** Splits a unit's outline into rooms, in metres. y = 0 is the façade (windows); y = depth is the entrance side. */

export type Box = { x: number; y: number; w: number; h: number };
export type Side = "top" | "bottom" | "left" | "right";
export type Furniture =
  | "bed"
  | "single-bed"
  | "sofa"
  | "studio"
  | "dining"
  | "kitchen"
  | "kitchenette"
  | "bath"
  | "wc"
  | "desks"
  | "desk"
  | "meeting"
  | "cafe-tables"
  | "restaurant-tables"
  | "shelves"
  | "counter"
  | "exam"
  | "waiting"
  | "stairs"
  | "storage";

export type Room = {
  box: Box;
  en: string;
  ar: string;
  furniture?: Furniture;
  door?: Side;
  /** No walls of its own (entry halls, corridors, open kitchens). */
  open?: boolean;
  /** Sides where the wall of the neighbouring room is left out, so the open space flows into it. */
  opens?: Side[];
  wet?: boolean;
};

export type PlanLayout = {
  width: number;
  depth: number;
  rooms: Room[];
  /** Glazed shopfront on the entrance side instead of a wall. */
  shopfront: boolean;
  /** Where the unit's front door is, as a distance along the entrance wall. */
  entranceX: number;
};

export type PlanUnit = { id: number; area: number; roomsNumber: number; category: string; floor: number };

const VILLAS = new Set(["duplex-villas", "detached-villas", "twin-house"]);

export function planLayout(unit: PlanUnit): PlanLayout {
  const area = Math.max(unit.area, 6);
  const ratio = 1.25 + (((unit.id * 2654435761) >>> 0) % 40) / 100;
  const width = Math.sqrt(area * ratio);
  const depth = area / width;
  const all = { x: 0, y: 0, w: width, h: depth };
  switch (unit.category) {
    case "studio":
      return compactHome(all, "Living & sleeping", "معيشة ونوم", "sofa");
    case "hotel-units":
      return compactHome(all, "Bedroom", "غرفة النوم", "bed");
    case "shops":
      return frontAndBack(
        all,
        0.22,
        [room("Storage", "مخزن", "storage", 0.7), wetRoom("WC", "دورة مياه", 0.3)],
        {
          en: "Sales area",
          ar: "صالة العرض",
          furniture: "shelves",
        },
      );
    case "pharmacies":
      return frontAndBack(
        all,
        0.25,
        [room("Stock room", "مخزن الأدوية", "storage", 0.7), wetRoom("WC", "دورة مياه", 0.3)],
        {
          en: "Pharmacy",
          ar: "صالة الصيدلية",
          furniture: "counter",
        },
      );
    case "coffee-shops":
      return frontAndBack(
        all,
        0.26,
        [
          room("Bar & prep", "البار والتحضير", "kitchenette", 0.6),
          room("Store", "مخزن", "storage", 0.18),
          wetRoom("WC", "دورة مياه", 0.22),
        ],
        { en: "Seating", ar: "منطقة الجلوس", furniture: "cafe-tables" },
      );
    case "restaurants":
      return frontAndBack(
        all,
        0.32,
        [
          room("Kitchen", "المطبخ", "kitchen", 0.55),
          room("Cold store", "مخزن مبرد", "storage", 0.2),
          wetRoom("WC", "دورة مياه", 0.25),
        ],
        { en: "Dining hall", ar: "صالة الطعام", furniture: "restaurant-tables" },
      );
    case "clinics":
      return clinic(all, area);
    case "office":
      return office(all, area);
    case "partitions":
      return {
        width,
        depth,
        rooms: [{ box: all, en: "Workspace", ar: "مساحة العمل", furniture: "desk" }],
        shopfront: true,
        entranceX: width * 0.75,
      };
    default:
      return home(all, Math.max(1, Math.min(unit.roomsNumber, 6)), VILLAS.has(unit.category), unit.floor);
  }
}

type Part = { en: string; ar: string; furniture?: Furniture; share: number; wet?: boolean };

function room(en: string, ar: string, furniture: Furniture, share: number): Part {
  return { en, ar, furniture, share };
}

function wetRoom(en: string, ar: string, share: number): Part {
  return { en, ar, furniture: "wc", share, wet: true };
}

function splitX(box: Box, shares: readonly number[]): Box[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  let x = box.x;
  return shares.map((share) => {
    const w = (box.w * share) / total;
    const part = { x, y: box.y, w, h: box.h };
    x += w;
    return part;
  });
}

function splitY(box: Box, shares: readonly number[]): Box[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  let y = box.y;
  return shares.map((share) => {
    const h = (box.h * share) / total;
    const part = { x: box.x, y, w: box.w, h };
    y += h;
    return part;
  });
}

function parts(boxes: Box[], list: readonly Part[], door: Side): Room[] {
  return list.map((part, index) => ({
    box: boxes[index] as Box,
    en: part.en,
    ar: part.ar,
    furniture: part.furniture,
    wet: part.wet,
    door,
  }));
}

/** Commercial units: service rooms along the back, the public space behind a glass front. */
function frontAndBack(
  all: Box,
  backShare: number,
  back: readonly Part[],
  front: Omit<Part, "share">,
): PlanLayout {
  const [backRow, frontRow] = splitY(all, [backShare, 1 - backShare]) as [Box, Box];
  const backRooms = parts(
    splitX(
      backRow,
      back.map((part) => part.share),
    ),
    back,
    "bottom",
  );
  return {
    width: all.w,
    depth: all.h,
    rooms: [{ box: frontRow, en: front.en, ar: front.ar, furniture: front.furniture }, ...backRooms],
    shopfront: true,
    entranceX: all.w * 0.5,
  };
}

function clinic(all: Box, area: number): PlanLayout {
  const [waiting, treatment] = splitX(all, [0.45, 0.55]) as [Box, Box];
  const rooms: Part[] =
    area >= 55
      ? [
          room("Examination", "غرفة الكشف", "exam", 0.4),
          room("Treatment", "غرفة العلاج", "exam", 0.35),
          wetRoom("WC", "دورة مياه", 0.25),
        ]
      : [room("Examination", "غرفة الكشف", "exam", 0.62), wetRoom("WC", "دورة مياه", 0.38)];
  return {
    width: all.w,
    depth: all.h,
    rooms: [
      { box: waiting, en: "Reception", ar: "الاستقبال والانتظار", furniture: "waiting" },
      ...parts(
        splitY(
          treatment,
          rooms.map((part) => part.share),
        ),
        rooms,
        "left",
      ),
    ],
    shopfront: false,
    entranceX: all.w * 0.22,
  };
}

function office(all: Box, area: number): PlanLayout {
  if (area < 70) {
    const [main, side] = splitX(all, [0.76, 0.24]) as [Box, Box];
    const [pantry, wc] = splitY(side, [0.5, 0.5]) as [Box, Box];
    return {
      width: all.w,
      depth: all.h,
      rooms: [
        { box: main, en: "Office", ar: "المكتب", furniture: "desks" },
        { box: pantry, en: "Pantry", ar: "بوفيه", furniture: "kitchenette", door: "left" },
        { box: wc, en: "WC", ar: "دورة مياه", furniture: "wc", door: "left", wet: true },
      ],
      shopfront: false,
      entranceX: all.w * 0.3,
    };
  }
  return frontAndBack(
    all,
    0.36,
    [
      room("Manager", "مكتب المدير", "desk", 0.32),
      room("Meeting room", "غرفة الاجتماعات", "meeting", 0.36),
      room("Pantry", "بوفيه", "kitchenette", 0.16),
      wetRoom("WC", "دورة مياه", 0.16),
    ],
    { en: "Open workspace", ar: "مساحة العمل المفتوحة", furniture: "desks" },
  );
}

/** Studios and hotel units: one main room over a strip with the bathroom, the entry and a kitchenette. */
function compactHome(all: Box, en: string, ar: string, furniture: Furniture): PlanLayout {
  const stripShare = Math.min(0.42, 2.5 / all.h);
  const [main, strip] = splitY(all, [1 - stripShare, stripShare]) as [Box, Box];
  const bathShare = Math.min(0.4, 2.3 / strip.w);
  const entryShare = Math.min(0.25, 1.4 / strip.w);
  const [bath, entry, rest] = splitX(strip, [bathShare, entryShare, 1 - bathShare - entryShare]) as [
    Box,
    Box,
    Box,
  ];
  const restRoom: Room =
    furniture === "bed"
      ? { box: rest, en: "Lounge", ar: "ركن الجلوس", furniture: "sofa", open: true, opens: ["top"] }
      : {
          box: rest,
          en: "Kitchenette",
          ar: "مطبخ صغير",
          furniture: "kitchenette",
          open: true,
          opens: ["top"],
        };
  return {
    width: all.w,
    depth: all.h,
    rooms: [
      { box: main, en, ar, furniture: furniture === "bed" ? "bed" : "studio" },
      { box: bath, en: "Bath", ar: "حمام", furniture: "bath", door: "right", wet: true },
      { box: entry, en: "", ar: "", open: true, opens: ["top"] },
      restRoom,
    ],
    shopfront: false,
    entranceX: entry.x + entry.w / 2,
  };
}

/** Apartments and villa floors: living rooms on one side, bedrooms around a corridor on the other. */
function home(all: Box, bedrooms: number, villa: boolean, floor: number): PlanLayout {
  const [day, night] = splitX(all, [bedrooms <= 2 ? 0.5 : 0.44, bedrooms <= 2 ? 0.5 : 0.56]) as [Box, Box];
  const [living, service] = splitY(day, [0.66, 0.34]) as [Box, Box];
  const serviceParts = splitX(service, [0.5, 0.22, 0.28]) as [Box, Box, Box];
  const [kitchen, entry, third] = serviceParts;
  const rooms: Room[] = [
    {
      box: living,
      en: bedrooms >= 3 ? "Living & dining" : "Living room",
      ar: bedrooms >= 3 ? "المعيشة والسفرة" : "غرفة المعيشة",
      furniture: bedrooms >= 3 ? "dining" : "sofa",
    },
    { box: kitchen, en: "Kitchen", ar: "المطبخ", furniture: "kitchen", door: "right" },
    { box: entry, en: "", ar: "", open: true, opens: ["top"] },
    villa
      ? { box: third, en: "Stairs", ar: "الدرج", furniture: "stairs", open: true, opens: ["left"] }
      : { box: third, en: "WC", ar: "دورة مياه", furniture: "wc", door: "left", wet: true },
  ];
  const top = Math.ceil(bedrooms / 2);
  const bottom = bedrooms - top;
  if (bottom === 0) {
    const [bedroom, lower] = splitY(night, [0.62, 0.38]) as [Box, Box];
    const [bath, dressing] = splitX(lower, [0.55, 0.45]) as [Box, Box];
    rooms.push(
      { box: bedroom, en: "Bedroom", ar: "غرفة النوم", furniture: "bed", door: "left" },
      { box: bath, en: "Bath", ar: "حمام", furniture: "bath", door: "top", wet: true },
      { box: dressing, en: "Dressing", ar: "غرفة الملابس", furniture: "storage", door: "top" },
    );
  } else {
    const corridor = Math.min(1.3, night.h * 0.14);
    const [upper, hall, lower] = splitY(night, [
      (night.h - corridor) * 0.52,
      corridor,
      (night.h - corridor) * 0.48,
    ]) as [Box, Box, Box];
    splitX(upper, Array(top).fill(1)).forEach((box, index) => {
      rooms.push({
        box,
        en: index === 0 ? "Master bedroom" : "Bedroom",
        ar: index === 0 ? "غرفة النوم الرئيسية" : "غرفة نوم",
        furniture: index === 0 ? "bed" : "single-bed",
        door: "bottom",
      });
    });
    rooms.push({ box: hall, en: "", ar: "", open: true, opens: ["left"] });
    const lowerBoxes = splitX(lower, [...Array(bottom).fill(1), 0.6]);
    lowerBoxes.forEach((box, index) => {
      rooms.push(
        index < bottom
          ? { box, en: "Bedroom", ar: "غرفة نوم", furniture: "single-bed", door: "top" }
          : { box, en: "Bath", ar: "حمام", furniture: "bath", door: "top", wet: true },
      );
    });
  }
  return {
    width: all.w,
    depth: all.h,
    rooms,
    shopfront: false,
    entranceX: villa && floor > 0 ? -1 : entry.x + entry.w / 2,
  };
}
