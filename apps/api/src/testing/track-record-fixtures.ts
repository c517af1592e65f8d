import type { Db } from "../db/client";
import { blockFloors, blocks, projectProgressUpdates, projects, units } from "../db/schema";
import { insertLocation } from "./partner-fixtures";

let counter = 0;

/**
 * A compound of `companyId` with one block floor and `unitCount` units (statuses as given, free
 * otherwise), published unless asked for a draft, for track-record tests.
 */
export async function insertTrackedProject(
  db: Db,
  companyId: number,
  options: {
    draft?: boolean;
    deliveryDate?: string | null;
    actualDeliveryDate?: string | null;
    unitStatuses?: ("free" | "held" | "reserved" | "sold" | "off_market")[];
  } = {},
) {
  counter += 1;
  const location = await insertLocation(db, `Tracked District ${counter}`);
  const [project] = await db
    .insert(projects)
    .values({
      type: "compound",
      name: `Tracked Gardens ${counter}`,
      nameArabic: `حدائق المتابعة ${counter}`,
      address: "R7, New Capital",
      addressArabic: "الحي السابع، العاصمة الجديدة",
      backgroundImage: "/media/t/bg.svg",
      projectImage: "/media/t/p.svg",
      latestProjectImage: "/media/t/lp.svg",
      distance: 2,
      implementingCompanyId: companyId,
      locationId: location.id,
      acres: 10,
      intro: "Intro",
      introArabic: "مقدمة",
      importantAreas: [],
      importantAreasArabic: [],
      features: [],
      featuresArabic: [],
      layout: "",
      deliveryDate: options.deliveryDate ?? null,
      actualDeliveryDate: options.actualDeliveryDate ?? null,
      ...(options.draft ? { publishedAt: null } : {}),
    })
    .returning();
  if (!project) throw new Error("project not inserted");
  const [block] = await db
    .insert(blocks)
    .values({
      compoundId: project.id,
      kind: "apartments",
      blockNumber: "B1",
      blockNumberArabic: "ب١",
      buildingFloors: 3,
    })
    .returning({ id: blocks.id });
  const [floor] = await db
    .insert(blockFloors)
    .values({ blockId: block?.id ?? 0, number: 1, area: 500, layout: "", features: [], featuresArabic: [] })
    .returning({ id: blockFloors.id });
  const statuses = options.unitStatuses ?? ["free", "free"];
  const made =
    statuses.length === 0
      ? []
      : await db
          .insert(units)
          .values(
            statuses.map((status, i) => ({
              projectId: project.id,
              blockFloorId: floor?.id ?? 0,
              floor: 1,
              name: `Apartment 1-0${i + 1}`,
              nameArabic: `شقة ١-٠${i + 1}`,
              category: "apartment" as const,
              type: "residential" as const,
              status,
              finishing: "full" as const,
              roomsNumber: 2,
              area: 100,
              pricePerMeter: 50_000,
              totalPrice: 5_000_000,
              unitImage: "/media/t/u.svg",
            })),
          )
          .returning({ id: units.id });
  return { project, units: made };
}

/** A progress update straight in the database (no notices), posted `daysAgo` days ago. */
export async function insertProgressUpdate(db: Db, projectId: number, percent: number, daysAgo = 0) {
  const [row] = await db
    .insert(projectProgressUpdates)
    .values({
      projectId,
      percent,
      text: `Structure at ${percent}%`,
      textArabic: `الهيكل عند ${percent}٪`,
      postedAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning();
  if (!row) throw new Error("progress update not inserted");
  return row;
}
