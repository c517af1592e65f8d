import type { Category } from "@capital/contract/catalogue";
import { arabicDigits } from "@capital/contract/digits";
import type { MallFloorTag } from "../drawings/mall-floor-layout";
import type { CatalogueWriter } from "./catalogue-writer";
import { BLOCK_FLOOR_FEATURES, MALL_FLOOR_FEATURES, type Phrase } from "./demo-features";
import type { Random } from "./random";

/** Writes the places that hold units (mall floors, blocks and their floors, villas) and queues their units. */

export type BlockKind = "apartments" | "studios" | "hotel";
export type VillaKind = "duplex" | "detached" | "twin";

const MALL_UNIT_NAMES: Partial<Record<Category, Phrase>> = {
  shops: ["Shop", "محل"],
  "coffee-shops": ["Coffee Shop", "كافيه"],
  restaurants: ["Restaurant", "مطعم"],
  clinics: ["Clinic", "عيادة"],
  pharmacies: ["Pharmacy", "صيدلية"],
  office: ["Office", "مكتب"],
  partitions: ["Partition", "بارتيشن"],
  "hotel-units": ["Hotel Unit", "وحدة فندقية"],
};

/** How a floor of each tag is shared between categories, in proportions. */
const MALL_FLOOR_MIX: Record<MallFloorTag, readonly (readonly [Category, number])[]> = {
  commercial: [
    ["shops", 0.55],
    ["coffee-shops", 0.25],
    ["restaurants", 0.2],
  ],
  medical: [
    ["clinics", 0.7],
    ["pharmacies", 0.3],
  ],
  administrative: [
    ["office", 0.5],
    ["partitions", 0.5],
  ],
  hotel: [["hotel-units", 1]],
};

export const BLOCK_UNITS: Record<
  BlockKind,
  { category: Category; perFloor: number; names: Phrase; block: Phrase }
> = {
  apartments: {
    category: "apartment",
    perFloor: 4,
    names: ["Apartment", "شقة"],
    block: ["Building", "عمارة"],
  },
  studios: {
    category: "studio",
    perFloor: 6,
    names: ["Studio", "استوديو"],
    block: ["Studio Building", "مبنى الاستوديوهات"],
  },
  hotel: {
    category: "hotel-units",
    perFloor: 8,
    names: ["Hotel Unit", "وحدة فندقية"],
    block: ["Hotel Building", "المبنى الفندقي"],
  },
};

export const VILLA_UNITS: Record<VillaKind, { category: Category; floors: number; names: Phrase }> = {
  duplex: { category: "duplex-villas", floors: 2, names: ["Duplex Villa", "فيلا دوبلكس"] },
  detached: { category: "detached-villas", floors: 3, names: ["Detached Villa", "فيلا مستقلة"] },
  twin: { category: "twin-house", floors: 2, names: ["Twin House", "توين هاوس"] },
};

const VILLA_FLOOR_NAMES: readonly Phrase[] = [
  ["Ground floor", "الطابق الأرضي"],
  ["First floor", "الطابق الأول"],
  ["Second floor", "الطابق الثاني"],
  ["Third floor", "الطابق الثالث"],
];

export function pickPhrases(random: Random, pool: readonly Phrase[], count: number) {
  const picked = random.sample(pool, count);
  return { en: picked.map(([en]) => en), ar: picked.map(([, ar]) => ar) };
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** Splits `count` units by the mix, giving every category at least one unit when there is room. */
export function splitMallFloor(tag: MallFloorTag, count: number): [Category, number][] {
  const mix = MALL_FLOOR_MIX[tag];
  const parts = mix.map(
    ([category, share]) =>
      [category, Math.max(count >= mix.length ? 1 : 0, Math.round(count * share))] as [Category, number],
  );
  const least = count >= mix.length ? 1 : 0;
  let surplus = parts.reduce((sum, [, n]) => sum + n, 0) - count;
  for (let i = 0; surplus !== 0; i = (i + 1) % parts.length) {
    const part = parts[i] as [Category, number];
    if (surplus > 0 && part[1] > least) {
      part[1]--;
      surplus--;
    } else if (surplus < 0) {
      part[1]++;
      surplus++;
    }
  }
  return parts.filter(([, n]) => n > 0);
}

export type MallFloorUnit = { code: string; category: Category };

export async function writeMallFloor(
  writer: CatalogueWriter,
  random: Random,
  place: {
    mallId: number;
    number: number;
    tag: MallFloorTag;
    unitCount: number;
    area: number;
    layout: (units: readonly MallFloorUnit[]) => string;
  },
): Promise<void> {
  const floorCode = place.number === 0 ? "G" : String(place.number);
  const split = splitMallFloor(place.tag, place.unitCount);
  const units: MallFloorUnit[] = [];
  for (const [category, count] of split) {
    for (let i = 0; i < count; i++)
      units.push({ code: `${floorCode}-${twoDigits(units.length + 1)}`, category });
  }
  const features = pickPhrases(random, MALL_FLOOR_FEATURES[place.tag], 3);
  const floorId = await writer.add("mallFloors", {
    mallId: place.mallId,
    tag: place.tag,
    number: place.number,
    area: place.area,
    layout: place.layout(units),
    features: features.en,
    featuresArabic: features.ar,
  });
  let position = 1;
  for (const [category, count] of split) {
    const [en, ar] = MALL_UNIT_NAMES[category] ?? [category, category];
    await writer.addUnits(
      {
        projectId: place.mallId,
        mallFloorId: floorId,
        floor: place.number,
        category,
        type: "investment",
        namePrefix: `${en} ${floorCode}-`,
        namePrefixArabic: `${ar} ${floorCode}-`,
        firstPosition: position,
        arabicDigits: false,
        canSpan: false,
      },
      count,
    );
    position += count;
  }
}

export function blockNumberNames(kind: BlockKind, number: number) {
  const [en, ar] = BLOCK_UNITS[kind].block;
  return { blockNumber: `${en} ${number}`, blockNumberArabic: `${ar} ${arabicDigits(number)}` };
}

/** A block and its floors, numbered from 0; `unitsOnFloor` says how many units each floor holds. */
export async function writeBlock(
  writer: CatalogueWriter,
  random: Random,
  place: {
    compoundId: number;
    kind: BlockKind;
    number: number;
    buildingFloors: number;
    unitsOnFloor: (floor: number) => number;
    floorArea: () => number;
    layout: string;
  },
): Promise<number> {
  const spec = BLOCK_UNITS[place.kind];
  const blockId = await writer.add("blocks", {
    compoundId: place.compoundId,
    kind: place.kind,
    ...blockNumberNames(place.kind, place.number),
    buildingFloors: place.buildingFloors,
  });
  const [en, ar] = spec.names;
  for (let floor = 0; floor < place.buildingFloors; floor++) {
    const features = pickPhrases(random, BLOCK_FLOOR_FEATURES[place.kind], 3);
    const blockFloorId = await writer.add("blockFloors", {
      blockId,
      number: floor,
      area: place.floorArea(),
      layout: place.layout,
      features: features.en,
      featuresArabic: features.ar,
    });
    await writer.addUnits(
      {
        projectId: place.compoundId,
        blockFloorId,
        floor,
        category: spec.category,
        type: "residential",
        namePrefix: `${en} ${floor}-`,
        namePrefixArabic: `${ar} ${arabicDigits(floor)}-`,
        firstPosition: 1,
        arabicDigits: true,
        canSpan: floor < place.buildingFloors - 1,
      },
      place.unitsOnFloor(floor),
    );
  }
  return blockId;
}

/** A villa or twin house; each of its floors is sold as a unit of its own. */
export async function writeVilla(
  writer: CatalogueWriter,
  place: {
    compoundId: number;
    kind: VillaKind;
    number: number;
    twinSide?: "A" | "B";
    buildingFloors: number;
  },
): Promise<void> {
  const spec = VILLA_UNITS[place.kind];
  const [en, ar] = spec.names;
  const side = place.twinSide
    ? { en: place.twinSide, ar: place.twinSide === "A" ? " أ" : " ب" }
    : { en: "", ar: "" };
  const name = `${en} ${twoDigits(place.number)}${side.en}`;
  const nameArabic = `${ar} ${arabicDigits(twoDigits(place.number))}${side.ar}`;
  const villaId = await writer.add("villas", {
    compoundId: place.compoundId,
    kind: place.kind,
    name,
    nameArabic,
    buildingFloors: place.buildingFloors,
    // Set from the floors' statuses once the units exist.
    allFloorsAvailable: false,
  });
  for (let floor = 0; floor < place.buildingFloors; floor++) {
    const [floorEn, floorAr] = VILLA_FLOOR_NAMES[floor] ?? [
      `Floor ${floor}`,
      `الطابق ${arabicDigits(floor)}`,
    ];
    await writer.addUnits(
      {
        projectId: place.compoundId,
        villaId,
        floor,
        category: spec.category,
        type: "residential",
        namePrefix: `${name} · ${floorEn}`,
        namePrefixArabic: `${nameArabic} · ${floorAr}`,
        firstPosition: 0,
        arabicDigits: false,
        canSpan: false,
      },
      1,
    );
  }
}
