import { randomBytes } from "node:crypto";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import type { Db } from "../../db/client";
import {
  blockFloors,
  blocks,
  locations,
  mallFloors,
  projectMedia,
  projects,
  units,
  villas,
} from "../../db/schema";
import { multipart } from "../multipart";
import type { PartnerWorld } from "../partner-world";
import { type AuthorizationCase, partnersGet } from "./case";

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

async function anyLocation(db: Db) {
  const [existing] = await db.select({ id: locations.id }).from(locations).limit(1);
  if (existing) return existing.id;
  const [made] = await db
    .insert(locations)
    .values({
      name: "R7",
      nameArabic: "الحي السابع",
      logo: "",
      locationCardImage: "",
      acres: 10,
      map: "",
      aboutLocation: "",
      aboutLocationArabic: "",
      futureVision: "",
      futureVisionArabic: "",
      intro: "",
      introArabic: "",
      mainFeatures: [],
      mainFeaturesArabic: [],
    })
    .returning({ id: locations.id });
  return made?.id ?? 0;
}

/** A draft of company A: a compound with block B1 (two floors) and a unit, or a mall. */
async function projectOfA(db: Db, world: PartnerWorld, type: "compound" | "mall" = "compound") {
  const [project] = await db
    .insert(projects)
    .values({
      type,
      name: `Project ${next()}`,
      nameArabic: "مشروع",
      address: "",
      addressArabic: "",
      backgroundImage: "",
      projectImage: "",
      latestProjectImage: "",
      distance: 1,
      implementingCompanyId: world.companyA.id,
      locationId: await anyLocation(db),
      acres: 1,
      intro: "",
      introArabic: "",
      importantAreas: [],
      importantAreasArabic: [],
      features: [],
      featuresArabic: [],
      layout: type === "compound" ? "" : null,
      buildingFloors: type === "mall" ? 50 : null,
      popularBrandsImage: type === "mall" ? "" : null,
      publishedAt: null,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error("project");
  return project.id;
}

async function unitOfA(db: Db, world: PartnerWorld) {
  const projectId = await projectOfA(db, world);
  const [block] = await db
    .insert(blocks)
    .values({
      compoundId: projectId,
      kind: "apartments",
      blockNumber: "B1",
      blockNumberArabic: "ب١",
      buildingFloors: 2,
    })
    .returning({ id: blocks.id });
  const [floor] = await db
    .insert(blockFloors)
    .values({ blockId: block?.id ?? 0, number: 1, area: 500, layout: "", features: [], featuresArabic: [] })
    .returning({ id: blockFloors.id });
  const [unit] = await db
    .insert(units)
    .values({
      projectId,
      blockFloorId: floor?.id ?? 0,
      floor: 1,
      name: "Apartment",
      nameArabic: "شقة",
      category: "apartment",
      type: "residential",
      finishing: "full",
      roomsNumber: 2,
      area: 100,
      pricePerMeter: 50_000,
      totalPrice: 5_000_000,
      unitImage: "",
    })
    .returning({ id: units.id });
  return { projectId, unitId: unit?.id ?? 0 };
}

async function buildingOfA(db: Db, world: PartnerWorld, kind: "block" | "villa") {
  const compoundId = await projectOfA(db, world);
  const [made] =
    kind === "block"
      ? await db
          .insert(blocks)
          .values({
            compoundId,
            kind: "apartments",
            blockNumber: "B1",
            blockNumberArabic: "ب١",
            buildingFloors: 3,
          })
          .returning({ id: blocks.id })
      : await db
          .insert(villas)
          .values({ compoundId, kind: "twin", name: "V1", nameArabic: "ف١", buildingFloors: 2 })
          .returning({ id: villas.id });
  return made?.id ?? 0;
}

async function mallFloorOfA(db: Db, world: PartnerWorld) {
  const mallId = await projectOfA(db, world, "mall");
  const [floor] = await db
    .insert(mallFloors)
    .values({ mallId, number: 0, tag: "commercial", area: 900, layout: "", features: [], featuresArabic: [] })
    .returning({ id: mallFloors.id });
  return floor?.id ?? 0;
}

async function mediaOfA(db: Db, world: PartnerWorld) {
  const projectId = await projectOfA(db, world);
  const [media] = await db
    .insert(projectMedia)
    .values({
      projectId,
      kind: "gallery",
      position: 0,
      key: randomBytes(8).toString("hex"),
      width: 480,
      height: 320,
      widths: [480],
    })
    .returning({ id: projectMedia.id });
  return { projectId, mediaId: media?.id ?? 0 };
}

const managers = { salesA: 403, salesB: 403 } as const;
const csvFile = () =>
  multipart({
    file: {
      filename: "units.csv",
      contentType: "text/csv",
      data: Buffer.from(
        "code,building,floor,name,name_ar,category,rooms,area,price,finishing,status,deposit_percent,years,delivery_date\n" +
          `A-${next()},B7,1,Apartment,شقة,apartment,2,100,5000000,full,free,10,8,2029-01-31\n`,
      ),
    },
  });

/** The catalogue's routes (projects, buildings, units, import and export, media). */
export const catalogueCases: AuthorizationCase[] = [
  {
    route: routes.projects,
    request: () => ({}),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 200 }),
  },
  {
    route: routes.createProject,
    request: async ({ db, world }) => ({
      body: {
        type: "compound",
        companyId: world.companyA.id,
        locationId: await anyLocation(db),
        name: "New",
        nameArabic: "جديد",
        address: "R7",
        addressArabic: "الحي السابع",
        distance: 1,
        acres: 5,
      },
    }),
    expect: partnersGet({ ...managers, managerA: 201, operator: 201 }),
  },
  {
    route: routes.project,
    request: async ({ db, world }) => ({ params: { id: await projectOfA(db, world) } }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
  },
  ...[routes.updateProject, routes.deleteProject, routes.publishProject, routes.unpublishProject].map(
    (route): AuthorizationCase => ({
      route,
      request: async ({ db, world }) => ({
        params: { id: await projectOfA(db, world) },
        ...(route.method === "PATCH" ? { body: { acres: 7 } } : {}),
      }),
      expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
    }),
  ),
  {
    route: routes.createBuilding,
    request: async ({ db, world }) => ({
      params: { id: await projectOfA(db, world) },
      body: { kind: "apartments", name: "B2", nameArabic: "ب٢", buildingFloors: 3 },
    }),
    expect: partnersGet({ ...managers, managerA: 201, operator: 201 }),
  },
  ...(["block", "villa"] as const).map((kind) => ({
    route: kind === "block" ? routes.renameBlock : routes.renameVilla,
    request: async ({ db, world }: { db: Db; world: PartnerWorld }) => ({
      params: { id: await buildingOfA(db, world, kind) },
      body: { name: `Renamed ${next()}`, nameArabic: "مبنى جديد" },
    }),
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  })),
  {
    route: routes.createMallFloor,
    request: async ({ db, world }) => ({
      params: { id: await projectOfA(db, world, "mall") },
      body: { number: 1, tag: "commercial", area: 900 },
    }),
    expect: partnersGet({ ...managers, managerA: 201, operator: 201 }),
  },
  {
    route: routes.updateMallFloor,
    request: async ({ db, world }) => ({
      params: { id: await mallFloorOfA(db, world) },
      body: { tag: "medical", area: 1200 },
    }),
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  },
  {
    route: routes.units,
    request: async ({ db, world }) => ({ params: { id: await projectOfA(db, world) } }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
  },
  {
    route: routes.createUnit,
    request: async ({ db, world }) => ({
      params: { id: (await unitOfA(db, world)).projectId },
      body: {
        code: `N-${next()}`,
        building: "B1",
        floor: 1,
        name: "Apartment",
        nameArabic: "شقة",
        category: "apartment",
        finishing: "full",
        roomsNumber: 2,
        area: 100,
        totalPrice: 5_000_000,
      },
    }),
    expect: partnersGet({ salesA: 201, managerA: 201, operator: 201, salesB: 404 }),
  },
  ...[routes.unit, routes.updateUnit, routes.deleteUnit, routes.priceChanges].map(
    (route): AuthorizationCase => ({
      route,
      request: async ({ db, world }) => ({
        params: { id: (await unitOfA(db, world)).unitId },
        ...(route.method === "PATCH" ? { body: { totalPrice: 5_100_000 } } : {}),
      }),
      expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
    }),
  ),
  {
    route: routes.generateUnits,
    request: async ({ db, world }) => ({
      params: { id: (await unitOfA(db, world)).projectId },
      query: { dryRun: "false" },
      body: {
        buildings: ["B1"],
        floorFrom: 0,
        floorTo: 0,
        unitsPerFloor: 2,
        codePattern: "G-{floor}{unit:2}",
        namePattern: "Apartment {unit}",
        namePatternArabic: "شقة {unit}",
        category: "apartment",
        finishing: "full",
        roomsNumber: 2,
        area: 100,
        totalPrice: 5_000_000,
      },
    }),
    expect: partnersGet({ salesA: 201, managerA: 201, operator: 201, salesB: 404 }),
  },
  {
    route: routes.importUnits,
    request: async ({ db, world }) => ({
      params: { id: await projectOfA(db, world) },
      query: { dryRun: "true" },
      multipart: csvFile(),
    }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
  },
  {
    route: routes.exportUnits,
    request: async ({ db, world }) => ({ params: { id: (await unitOfA(db, world)).projectId } }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
  },
  {
    route: routes.importTemplate,
    request: () => ({}),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 200 }),
  },
  {
    route: routes.uploadMedia,
    request: async ({ db, world }) => ({
      params: { id: await projectOfA(db, world) },
      multipart: multipart({ file: { filename: "a.png", contentType: "image/png", data: PNG } }),
    }),
    expect: partnersGet({ ...managers, managerA: 201, operator: 201 }),
  },
  {
    route: routes.orderMedia,
    request: async ({ db, world }) => {
      const { projectId, mediaId } = await mediaOfA(db, world);
      return { params: { id: projectId }, body: { ids: [mediaId] } };
    },
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  },
  {
    route: routes.updateMedia,
    request: async ({ db, world }) => ({
      params: { id: (await mediaOfA(db, world)).mediaId },
      body: { altEn: "The lobby", altAr: "الردهة" },
    }),
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  },
  {
    route: routes.deleteMedia,
    request: async ({ db, world }) => ({ params: { id: (await mediaOfA(db, world)).mediaId } }),
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  },
];

/** A 1 × 1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
