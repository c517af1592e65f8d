import { arabicDigits } from "@capital/contract/digits";
import type { MallFloorTag } from "../drawings/mall-floor-layout";
import { renderMallFloorLayout } from "../drawings/mall-floor-layout";
import { ACRES_NOUN, arabicCount, FLOORS_NOUN } from "./arabic";
import {
  BLOCK_UNITS,
  type BlockKind,
  pickPhrases,
  twoDigits,
  writeBlock,
  writeMallFloor,
} from "./catalogue-places";
import {
  COMPOUND_FEATURES,
  EXTRA_COMPOUND_KINDS,
  EXTRA_MALL_KINDS,
  EXTRA_NAME_WORDS,
  MALL_FEATURES,
  type Phrase,
} from "./demo-features";
import {
  blockFloorArea,
  blockLayout,
  CATALOGUE_EPOCH,
  type DemoStructure,
  projectDeliveryDate,
  projectPlace,
  type SeedContext,
  writeVillas,
} from "./demo-structure";
import { hashSeed } from "./random";

/**
 * More malls and compounds after the demo ones, until the catalogue holds the requested number of units.
 * They reuse the demo images; their units are made in SQL like all the others.
 */

const MALL_SHARE = 0.35;
const MALL_FLOORS: readonly MallFloorTag[] = [
  "commercial",
  "commercial",
  "commercial",
  "medical",
  "medical",
  "administrative",
  "administrative",
  "administrative",
  "administrative",
  "hotel",
];
const UNITS_PER_MALL_FLOOR = 24;
const COMPOUND_BLOCKS: readonly (readonly [BlockKind, number, number])[] = [
  ["apartments", 10, 10],
  ["studios", 2, 8],
  ["hotel", 1, 8],
];
const COMPOUND_VILLAS = { duplex: 20, detached: 12, twin: 20 };
const HOUR = 60 * 60 * 1000;

export async function writeExtraProjects(
  context: SeedContext,
  demo: DemoStructure,
  targetUnits: number,
): Promise<{ malls: number; compounds: number }> {
  const { writer } = context;
  const left = () => targetUnits - writer.count("units");
  if (left() <= 0) return { malls: 0, compounds: 0 };
  const mallTarget = writer.count("units") + Math.round(left() * MALL_SHARE);
  let malls = 0;
  while (writer.count("units") < mallTarget) {
    await writeExtraMall(context, demo, malls++, () => mallTarget - writer.count("units"));
  }
  let compounds = 0;
  while (left() > 0) await writeExtraCompound(context, demo, compounds++, left);
  return { malls, compounds };
}

function extraName(index: number, kinds: readonly Phrase[]) {
  const [word, wordArabic] = EXTRA_NAME_WORDS[index % EXTRA_NAME_WORDS.length] as Phrase;
  const [kind, kindArabic] = kinds[Math.floor(index / EXTRA_NAME_WORDS.length) % kinds.length] as Phrase;
  const number = Math.floor(index / (EXTRA_NAME_WORDS.length * kinds.length)) + 1;
  return {
    name: `${word} ${kind} ${number}`,
    nameArabic: `${kindArabic} ${wordArabic} ${arabicDigits(number)}`,
  };
}

/** Compounds go to the residential districts; malls anywhere. */
const RESIDENTIAL_DISTRICTS = new Set(["R5", "R7", "R8", "GR", "MU23"]);

function owner(demo: DemoStructure, index: number, residential: boolean) {
  const locations = residential
    ? demo.locations.filter((entry) => RESIDENTIAL_DISTRICTS.has(entry.location.code))
    : demo.locations;
  const company = demo.companies[index % demo.companies.length];
  const location = locations[(index * 3) % locations.length];
  if (!company || !location) throw new Error("The demo catalogue has no companies or locations");
  return { company, location };
}

async function writeExtraMall(context: SeedContext, demo: DemoStructure, index: number, left: () => number) {
  const { writer, media, random } = context;
  const template = demo.malls[index % demo.malls.length];
  if (!template) throw new Error("The demo catalogue has no malls");
  const { company, location } = owner(demo, index, false);
  const { name, nameArabic } = extraName(index, EXTRA_MALL_KINDS);
  const floors = Math.min(MALL_FLOORS.length, Math.ceil(left() / UNITS_PER_MALL_FLOOR));
  const acres = random.int(3, 9);
  const features = pickPhrases(random, MALL_FEATURES, 5);
  const id = await writer.add("projects", {
    type: "mall",
    name,
    nameArabic,
    deliveryDate: projectDeliveryDate(name),
    ...projectPlace(random, location.location, 100 + index),
    ...template.images,
    implementingCompanyId: company.id,
    locationId: location.id,
    acres,
    intro: `${name} is a ${floors}-floor mall in ${location.location.name} on ${acres} acres, with shops, clinics, offices and hotel units.`,
    introArabic: `${nameArabic} مول من ${arabicCount(floors, FLOORS_NOUN)} في ${location.location.nameArabic} على مساحة ${arabicCount(acres, ACRES_NOUN)}، يضم محلات وعيادات ومكاتب ووحدات فندقية.`,
    features: features.en,
    featuresArabic: features.ar,
    buildingFloors: floors,
    popularBrandsImage: template.popularBrandsImage,
    createdAt: new Date(CATALOGUE_EPOCH - (index + 1) * HOUR),
  });
  for (let number = 0; number < floors; number++) {
    const tag = MALL_FLOORS[number] ?? "commercial";
    await writeMallFloor(writer, random, {
      mallId: id,
      number,
      tag,
      unitCount: Math.min(UNITS_PER_MALL_FLOOR, left()),
      area: random.int(80, 140) * 50,
      // Every extra mall shares one drawing per floor, drawn with a full floor of units.
      layout: () =>
        media.add(`layouts/mall-floors/${number}.svg`, () =>
          renderMallFloorLayout({
            seed: hashSeed(`extra floor ${number}`),
            floorNumber: number,
            tag,
            units: fullFloor(number, tag),
          }),
        ),
    });
  }
}

function fullFloor(number: number, tag: MallFloorTag) {
  const code = number === 0 ? "G" : String(number);
  const category = {
    commercial: "shops",
    medical: "clinics",
    administrative: "office",
    hotel: "hotel-units",
  }[tag];
  return Array.from({ length: UNITS_PER_MALL_FLOOR }, (_, i) => ({
    code: `${code}-${twoDigits(i + 1)}`,
    category,
  }));
}

async function writeExtraCompound(
  context: SeedContext,
  demo: DemoStructure,
  index: number,
  left: () => number,
) {
  const { writer, media, random } = context;
  const template = demo.compounds[index % demo.compounds.length];
  if (!template) throw new Error("The demo catalogue has no compounds");
  const { company, location } = owner(demo, index + 5, true);
  const { name, nameArabic } = extraName(index, EXTRA_COMPOUND_KINDS);
  const features = pickPhrases(random, COMPOUND_FEATURES, 6);
  const acres = random.int(60, 120);
  const id = await writer.add("projects", {
    type: "compound",
    name,
    nameArabic,
    deliveryDate: projectDeliveryDate(name),
    ...projectPlace(random, location.location, 300 + index),
    ...template.images,
    implementingCompanyId: company.id,
    locationId: location.id,
    acres,
    intro: `${name} is a compound of apartments, studios, hotel units and villas on ${acres} acres in ${location.location.name}.`,
    introArabic: `${nameArabic} مجمع سكني على مساحة ${arabicCount(acres, ACRES_NOUN)} في ${location.location.nameArabic}، يضم شققًا واستوديوهات ووحدات فندقية وفيلات.`,
    features: features.en,
    featuresArabic: features.ar,
    layout: template.layout,
    createdAt: new Date(CATALOGUE_EPOCH - (index + 1) * HOUR - 30 * 60_000),
  });
  let number = 1;
  for (const [kind, blocks, floors] of COMPOUND_BLOCKS) {
    const perFloor = BLOCK_UNITS[kind].perFloor;
    for (let i = 0; i < blocks && left() > 0; i++) {
      await writeBlock(writer, random, {
        compoundId: id,
        kind,
        number: number++,
        buildingFloors: Math.min(floors, Math.ceil(left() / perFloor)),
        unitsOnFloor: () => Math.min(perFloor, left()),
        floorArea: () => blockFloorArea(random, kind),
        layout: blockLayout(media, `layouts/block-floors/${kind}.svg`, kind, null),
      });
    }
  }
  await writeVillas(writer, id, COMPOUND_VILLAS, left);
}
