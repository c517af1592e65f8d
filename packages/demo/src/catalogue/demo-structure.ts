import { arabicDigits } from "@capital/contract/digits";
import { renderBlockFloorLayout } from "../drawings/block-floor-layout";
import { renderCompanyLogo } from "../drawings/company-logo";
import { renderCompoundLayout, type SitePlanBlock } from "../drawings/compound-layout";
import { renderLocationBadge, renderLocationCard } from "../drawings/location-images";
import { renderMallFloorLayout } from "../drawings/mall-floor-layout";
import type { MediaLibrary } from "../drawings/media-library";
import { renderPopularBrands } from "../drawings/popular-brands";
import { renderProjectScene } from "../drawings/project-render";
import { arabicCount, MINUTES_NOUN } from "./arabic";
import {
  BLOCK_UNITS,
  type BlockKind,
  blockNumberNames,
  pickPhrases,
  VILLA_UNITS,
  type VillaKind,
  writeBlock,
  writeMallFloor,
  writeVilla,
} from "./catalogue-places";
import type { CatalogueWriter } from "./catalogue-writer";
import { DEMO_COMPANIES } from "./demo-companies";
import { COMPOUND_FEATURES, MALL_FEATURES } from "./demo-features";
import { DEMO_LOCATIONS, type DemoLocation, locationMapUrl } from "./demo-locations";
import { DEMO_PROJECTS, type DemoCompound, type DemoMall } from "./demo-projects";
import { hashSeed, type Random } from "./random";

/** Writes the demo companies, locations, malls and compounds, with their floors, blocks, villas and images. */

export const CATALOGUE_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

/**
 * A project's hand-over, the end of a quarter from late 2024 (handed over, ready to move in) to
 * 2030, drawn from its name so it never shifts the catalogue's other random choices.
 */
export function projectDeliveryDate(name: string): string {
  const quarter = hashSeed(`${name} delivery`) % 25; // 2024 Q4 … 2030 Q4
  const year = 2024 + Math.floor((quarter + 3) / 4);
  const month = ((quarter + 3) % 4) * 3 + 3;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${lastDay}`;
}

export type SeedContext = { writer: CatalogueWriter; media: MediaLibrary; random: Random };
export type CompanyRef = { id: number; key: string };
export type LocationRef = { id: number; location: DemoLocation };
export type ProjectImages = { backgroundImage: string; projectImage: string; latestProjectImage: string };
export type DemoStructure = {
  companies: CompanyRef[];
  locations: LocationRef[];
  malls: { id: number; images: ProjectImages; popularBrandsImage: string }[];
  compounds: { id: number; images: ProjectImages; layout: string }[];
};

export async function writeDemoStructure(context: SeedContext): Promise<DemoStructure> {
  const companies = await writeCompanies(context);
  const locations = await writeLocations(context);
  const structure: DemoStructure = { companies, locations, malls: [], compounds: [] };
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    const company = companies.find((entry) => entry.key === project.company);
    const location = locations.find((entry) => entry.location.code === project.location);
    if (!company || !location)
      throw new Error(`Demo project ${project.name} has an unknown company or location`);
    const createdAt = new Date(CATALOGUE_EPOCH + 10 * DAY + index * 2 * DAY);
    if (project.type === "mall") {
      structure.malls.push(await writeDemoMall(context, project, company, location, createdAt));
    } else {
      structure.compounds.push(await writeDemoCompound(context, project, company, location, createdAt));
    }
  }
  return structure;
}

async function writeCompanies({ writer, media }: SeedContext): Promise<CompanyRef[]> {
  const refs: CompanyRef[] = [];
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const id = writer.nextId("companies");
    const seed = hashSeed(company.key);
    const handle = company.name.toLowerCase().replace(/[^a-z]+/g, "");
    await writer.add("companies", {
      name: company.name,
      nameArabic: company.nameArabic,
      logo: media.add(`companies/${id}/logo.svg`, () =>
        renderCompanyLogo({ seed, monogram: company.monogram, title: `${company.name} logo` }),
      ),
      image: media.add(`companies/${id}/cover.svg`, () =>
        renderProjectScene({ seed, kind: "tower", title: `${company.name} headquarters` }),
      ),
      rating: company.rating,
      aboutFirstParagraph: company.about[0],
      aboutFirstParagraphArabic: company.aboutArabic[0],
      aboutSecondParagraph: company.about[1],
      aboutSecondParagraphArabic: company.aboutArabic[1],
      facebookLink: `https://www.facebook.com/${handle}.demo`,
      instagramLink: `https://www.instagram.com/${handle}.demo`,
      linkedinLink: `https://www.linkedin.com/company/${handle}-demo`,
      createdAt: new Date(CATALOGUE_EPOCH + index * DAY),
    });
    refs.push({ id, key: company.key });
  }
  return refs;
}

async function writeLocations({ writer, media }: SeedContext): Promise<LocationRef[]> {
  const refs: LocationRef[] = [];
  for (const [index, location] of DEMO_LOCATIONS.entries()) {
    const id = writer.nextId("locations");
    const seed = hashSeed(location.code);
    await writer.add("locations", {
      name: location.name,
      nameArabic: location.nameArabic,
      logo: media.add(`locations/${id}/logo.svg`, () =>
        renderLocationBadge({ seed, code: location.code, title: `${location.name} badge` }),
      ),
      locationCardImage: media.add(`locations/${id}/card.svg`, () =>
        renderLocationCard({
          seed,
          code: location.code,
          river: location.river,
          title: `${location.name} map`,
        }),
      ),
      acres: location.acres,
      map: locationMapUrl(location),
      aboutLocation: location.about,
      aboutLocationArabic: location.aboutArabic,
      futureVision: location.futureVision,
      futureVisionArabic: location.futureVisionArabic,
      intro: location.intro,
      introArabic: location.introArabic,
      mainFeatures: [...location.mainFeatures],
      mainFeaturesArabic: [...location.mainFeaturesArabic],
      createdAt: new Date(CATALOGUE_EPOCH + index * 60_000),
    });
    refs.push({ id, location });
  }
  return refs;
}

export function projectImages(
  media: MediaLibrary,
  projectId: number,
  kind: "mall" | "compound",
  name: string,
): ProjectImages {
  const seed = hashSeed(name);
  return {
    backgroundImage: media.add(`projects/${projectId}/background.svg`, () =>
      renderProjectScene({ seed, kind, width: 1920, height: 800, title: name }),
    ),
    projectImage: media.add(`projects/${projectId}/image.svg`, () =>
      renderProjectScene({ seed: seed + 1, kind, title: name }),
    ),
    latestProjectImage: media.add(`projects/${projectId}/latest.svg`, () =>
      renderProjectScene({ seed: seed + 2, kind, width: 1000, height: 800, title: name }),
    ),
  };
}

/** "Plot 14, R7, New Administrative Capital" and the nearby landmarks with their drive times. */
export function projectPlace(random: Random, location: DemoLocation, plot: number) {
  const landmarks = random.sample(location.landmarks, random.int(3, 4));
  const minutes = landmarks.map((landmark) => Math.max(1, landmark.minutes + random.int(-2, 2)));
  return {
    address: `Plot ${plot}, ${location.name}, New Administrative Capital`,
    addressArabic: `قطعة ${arabicDigits(plot)}، ${location.nameArabic}، العاصمة الإدارية الجديدة`,
    distance: Math.max(0.5, Math.round((location.distance + random.int(-10, 15) / 10) * 10) / 10),
    importantAreas: landmarks.map((landmark, i) => `${landmark.en} – ${minutes[i]} min`),
    importantAreasArabic: landmarks.map(
      (landmark, i) => `${landmark.ar} – ${arabicCount(minutes[i] ?? 1, MINUTES_NOUN)}`,
    ),
  };
}

async function writeDemoMall(
  { writer, media, random }: SeedContext,
  mall: DemoMall,
  company: CompanyRef,
  location: LocationRef,
  createdAt: Date,
) {
  const id = writer.nextId("projects");
  const images = projectImages(media, id, "mall", mall.name);
  const popularBrandsImage = media.add(`projects/${id}/brands.svg`, () =>
    renderPopularBrands({ seed: hashSeed(`${mall.name} brands`), title: `${mall.name} popular brands` }),
  );
  const features = pickPhrases(random, MALL_FEATURES, 5);
  await writer.add("projects", {
    type: "mall",
    name: mall.name,
    nameArabic: mall.nameArabic,
    deliveryDate: projectDeliveryDate(mall.name),
    ...projectPlace(random, location.location, mall.plot),
    ...images,
    implementingCompanyId: company.id,
    locationId: location.id,
    acres: random.int(3, 9),
    intro: mall.intro,
    introArabic: mall.introArabic,
    features: features.en,
    featuresArabic: features.ar,
    buildingFloors: mall.floors.length,
    popularBrandsImage,
    createdAt,
    publishedAt: createdAt,
  });
  for (const [number, tag] of mall.floors.entries()) {
    const unitCount = tag === "commercial" || tag === "medical" ? random.int(8, 12) : random.int(10, 14);
    await writeMallFloor(writer, random, {
      mallId: id,
      number,
      tag,
      unitCount,
      area: random.int(50, 120) * 50,
      layout: (units) =>
        media.add(`projects/${id}/floors/${number}.svg`, () =>
          renderMallFloorLayout({
            seed: hashSeed(`${mall.name} ${number}`),
            floorNumber: number,
            tag,
            units,
          }),
        ),
    });
  }
  return { id, images, popularBrandsImage };
}

async function writeDemoCompound(
  { writer, media, random }: SeedContext,
  compound: DemoCompound,
  company: CompanyRef,
  location: LocationRef,
  createdAt: Date,
) {
  const id = writer.nextId("projects");
  const images = projectImages(media, id, "compound", compound.name);
  const kinds: [BlockKind, number][] = [
    ["apartments", compound.apartmentBlocks],
    ["studios", compound.studioBlocks],
    ["hotel", compound.hotelBlocks],
  ];
  const siteBlocks: SitePlanBlock[] = [];
  let blockNumber = 1;
  for (const [kind, count] of kinds) {
    for (let i = 0; i < count; i++) siteBlocks.push({ label: String(blockNumber++), kind });
  }
  const villaCounts = {
    duplex: compound.duplexVillas,
    detached: compound.detachedVillas,
    twin: compound.twinPairs * 2,
  };
  const layout = media.add(`projects/${id}/layout.svg`, () =>
    renderCompoundLayout({
      seed: hashSeed(`${compound.name} layout`),
      titleEnglish: `${compound.name} · Master plan`,
      titleArabic: `${compound.nameArabic} · المخطط العام`,
      blocks: siteBlocks,
      villas: villaCounts,
    }),
  );
  const features = pickPhrases(random, COMPOUND_FEATURES, 6);
  const villaShare = compound.duplexVillas + compound.detachedVillas + compound.twinPairs * 2;
  await writer.add("projects", {
    type: "compound",
    name: compound.name,
    nameArabic: compound.nameArabic,
    deliveryDate: projectDeliveryDate(compound.name),
    ...projectPlace(random, location.location, compound.plot),
    ...images,
    implementingCompanyId: company.id,
    locationId: location.id,
    acres: random.int(18, 30) + villaShare * 2,
    intro: compound.intro,
    introArabic: compound.introArabic,
    features: features.en,
    featuresArabic: features.ar,
    layout,
    createdAt,
    publishedAt: createdAt,
  });
  blockNumber = 1;
  for (const [kind, count] of kinds) {
    for (let i = 0; i < count; i++) {
      const number = blockNumber++;
      const buildingFloors =
        kind === "apartments"
          ? compound.apartmentFloors
          : kind === "studios"
            ? random.int(5, 6)
            : random.int(6, 8);
      await writeBlock(writer, random, {
        compoundId: id,
        kind,
        number,
        buildingFloors,
        unitsOnFloor: () => BLOCK_UNITS[kind].perFloor,
        floorArea: () => blockFloorArea(random, kind),
        layout: blockLayout(media, `projects/${id}/blocks/${number}.svg`, kind, number),
      });
    }
  }
  await writeVillas(writer, id, villaCounts);
  return { id, images, layout };
}

export function blockFloorArea(random: Random, kind: BlockKind): number {
  const [min, max] = kind === "apartments" ? [56, 90] : kind === "studios" ? [42, 56] : [60, 82];
  return random.int(min, max) * 10;
}

export function blockLayout(
  media: MediaLibrary,
  path: string,
  kind: BlockKind,
  number: number | null,
): string {
  const names = number === null ? null : blockNumberNames(kind, number);
  return media.add(path, () =>
    renderBlockFloorLayout({
      seed: hashSeed(path),
      kind,
      unitsPerFloor: BLOCK_UNITS[kind].perFloor,
      titleEnglish: `${names?.blockNumber ?? BLOCK_UNITS[kind].block[0]} · Typical floor`,
      titleArabic: `${names?.blockNumberArabic ?? BLOCK_UNITS[kind].block[1]} · الطابق المتكرر`,
    }),
  );
}

export async function writeVillas(
  writer: CatalogueWriter,
  compoundId: number,
  counts: { duplex: number; detached: number; twin: number },
  floorsLeft: () => number = () => Number.POSITIVE_INFINITY,
): Promise<void> {
  for (const kind of ["duplex", "detached", "twin"] as VillaKind[]) {
    for (let i = 0; i < counts[kind]; i++) {
      const buildingFloors = Math.min(VILLA_UNITS[kind].floors, floorsLeft());
      if (buildingFloors <= 0) return;
      await writeVilla(writer, {
        compoundId,
        kind,
        number: kind === "twin" ? Math.floor(i / 2) + 1 : i + 1,
        twinSide: kind === "twin" ? (i % 2 === 0 ? "A" : "B") : undefined,
        buildingFloors,
      });
    }
  }
}
