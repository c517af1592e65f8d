import type { PageWindow } from "@capital/contract/paging";
import type { CompanyCard, CompoundCard, LocationCard, MallCard } from "@capital/contract/projects";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { companies, locations, projects, units } from "../../db/schema";
import { isPublished } from "../../publication/published";
import { compoundCardTags, mallCardTags } from "./card-tags";

/** The card shapes of SPEC.md section 3, one query per page (no query per row). */

const projectCardRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_arabic: z.string(),
  project_image: z.string(),
  address: z.string(),
  address_arabic: z.string(),
  distance: z.number(),
});

/** The fields every project card shares, from its row. */
function projectCardFields(r: z.output<typeof projectCardRow>) {
  return {
    id: r.id,
    name: r.name,
    nameArabic: r.name_arabic,
    projectImage: r.project_image,
    address: r.address,
    addressArabic: r.address_arabic,
    distance: r.distance,
  };
}

const mallCardRow = projectCardRow.extend({
  building_floors: z.number().int(),
  floor_tags: z.array(z.string()),
});

/** `where` may name the project `p`. */
export async function mallCards(db: Db, window: PageWindow, where: SQL = sql`true`): Promise<MallCard[]> {
  const rows = await queryRows(
    db,
    mallCardRow,
    sql`select p.id, p.name, p.name_arabic, p.project_image, p.building_floors, p.address, p.address_arabic,
          p.distance::float8 as distance,
          array(select distinct f.tag::text from mall_floors f where f.mall_id = p.id order by 1) as floor_tags
        from projects p
        where p.type = 'mall' and p.published_at is not null and ${where}
        order by p.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    ...projectCardFields(r),
    buildingFloors: r.building_floors,
    tags: mallCardTags(r.floor_tags),
  }));
}

export const countMalls = (db: Db) => db.$count(projects, and(eq(projects.type, "mall"), isPublished));

const compoundCardRow = projectCardRow.extend({
  properties_number: z.number().int(),
  has_hotel: z.boolean(),
});

/** `where` may name the project `p`. */
export async function compoundCards(
  db: Db,
  window: PageWindow,
  where: SQL = sql`true`,
): Promise<CompoundCard[]> {
  const rows = await queryRows(
    db,
    compoundCardRow,
    sql`select p.id, p.name, p.name_arabic, p.project_image, p.address, p.address_arabic,
          p.distance::float8 as distance,
          (select count(*)::int from units u where u.project_id = p.id) as properties_number,
          exists (select 1 from blocks b where b.compound_id = p.id and b.kind = 'hotel') as has_hotel
        from projects p
        where p.type = 'compound' and p.published_at is not null and ${where}
        order by p.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    ...projectCardFields(r),
    propertiesNumber: r.properties_number,
    tags: compoundCardTags(r.has_hotel),
  }));
}

export const countCompounds = (db: Db) =>
  db.$count(projects, and(eq(projects.type, "compound"), isPublished));

export function companyCards(db: Db, window: PageWindow, where?: SQL): Promise<CompanyCard[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      nameArabic: companies.nameArabic,
      logo: companies.logo,
      projectNumbers: db.$count(projects, and(eq(projects.implementingCompanyId, companies.id), isPublished)),
    })
    .from(companies)
    .where(where)
    .orderBy(companies.id)
    .limit(window.limit)
    .offset(window.offset);
}

export const countCompanies = (db: Db) => db.$count(companies);

/** Units per location, in one grouped count (a full pass over the units: callers may remember it). */
export async function unitsPerLocation(db: Db) {
  const rows = await db
    .select({ locationId: projects.locationId, n: count() })
    .from(units)
    .innerJoin(projects, eq(projects.id, units.projectId))
    .where(isPublished)
    .groupBy(projects.locationId);
  return new Map(rows.map((r) => [r.locationId, r.n]));
}

export async function locationCards(
  db: Db,
  window: PageWindow,
  counts: Map<number, number>,
): Promise<LocationCard[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      nameArabic: locations.nameArabic,
      locationCardImage: locations.locationCardImage,
      acres: locations.acres,
    })
    .from(locations)
    .orderBy(locations.id)
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => ({ ...r, propertiesNumber: counts.get(r.id) ?? 0 }));
}

export const countLocations = (db: Db) => db.$count(locations);
