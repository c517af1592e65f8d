import type { PageWindow } from "@capital/contract/paging";
import type { CompanyCard, CompoundCard, LocationCard, MallCard } from "@capital/contract/projects";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { compoundCardTags, mallCardTags } from "./card-tags";

/** The card shapes of SPEC.md section 3, one query per page (no query per row). */

async function countOf(db: Db, query: SQL) {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
}

type MallCardRow = {
  id: number;
  name: string;
  name_arabic: string;
  project_image: string;
  building_floors: number;
  address: string;
  address_arabic: string;
  distance: number;
  floor_tags: string[];
};

type ProjectCardRow = Pick<
  MallCardRow,
  "id" | "name" | "name_arabic" | "project_image" | "address" | "address_arabic" | "distance"
>;

/** The fields every project card shares, from its row. */
function projectCardFields(r: ProjectCardRow) {
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

export async function mallCards(db: Db, window: PageWindow, where: SQL = sql`true`): Promise<MallCard[]> {
  const rows = await queryRows<MallCardRow>(
    db,
    sql`select p.id, p.name, p.name_arabic, p.project_image, p.building_floors, p.address, p.address_arabic,
          p.distance::float8 as distance,
          array(select distinct f.tag::text from mall_floors f where f.mall_id = p.id order by 1) as floor_tags
        from projects p
        where p.type = 'mall' and ${where}
        order by p.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    ...projectCardFields(r),
    buildingFloors: r.building_floors,
    tags: mallCardTags(r.floor_tags),
  }));
}

export const countMalls = (db: Db, where: SQL = sql`true`) =>
  countOf(db, sql`select count(*)::int as n from projects p where p.type = 'mall' and ${where}`);

type CompoundCardRow = Omit<MallCardRow, "building_floors" | "floor_tags"> & {
  properties_number: number;
  has_hotel: boolean;
};

export async function compoundCards(
  db: Db,
  window: PageWindow,
  where: SQL = sql`true`,
): Promise<CompoundCard[]> {
  const rows = await queryRows<CompoundCardRow>(
    db,
    sql`select p.id, p.name, p.name_arabic, p.project_image, p.address, p.address_arabic,
          p.distance::float8 as distance,
          (select count(*)::int from units u where u.project_id = p.id) as properties_number,
          exists (select 1 from blocks b where b.compound_id = p.id and b.kind = 'hotel') as has_hotel
        from projects p
        where p.type = 'compound' and ${where}
        order by p.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    ...projectCardFields(r),
    propertiesNumber: r.properties_number,
    tags: compoundCardTags(r.has_hotel),
  }));
}

export const countCompounds = (db: Db, where: SQL = sql`true`) =>
  countOf(db, sql`select count(*)::int as n from projects p where p.type = 'compound' and ${where}`);

export async function companyCards(
  db: Db,
  window: PageWindow,
  where: SQL = sql`true`,
): Promise<CompanyCard[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    name_arabic: string;
    logo: string;
    project_numbers: number;
  }>(
    db,
    sql`select c.id, c.name, c.name_arabic, c.logo,
          (select count(*)::int from projects p where p.implementing_company_id = c.id) as project_numbers
        from companies c
        where ${where}
        order by c.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameArabic: r.name_arabic,
    logo: r.logo,
    projectNumbers: r.project_numbers,
  }));
}

export const countCompanies = (db: Db) => countOf(db, sql`select count(*)::int as n from companies`);

/** Units per location, in one grouped count (a full pass over the units: callers may remember it). */
export async function unitsPerLocation(db: Db) {
  const rows = await queryRows<{ location_id: number; n: number }>(
    db,
    sql`select p.location_id, count(*)::int as n from units u join projects p on p.id = u.project_id group by p.location_id`,
  );
  return new Map(rows.map((r) => [r.location_id, r.n]));
}

export async function locationCards(
  db: Db,
  window: PageWindow,
  counts: Map<number, number>,
): Promise<LocationCard[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    name_arabic: string;
    location_card_image: string;
    acres: number;
  }>(
    db,
    sql`select l.id, l.name, l.name_arabic, l.location_card_image, l.acres
        from locations l
        order by l.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameArabic: r.name_arabic,
    locationCardImage: r.location_card_image,
    acres: r.acres,
    propertiesNumber: counts.get(r.id) ?? 0,
  }));
}

export const countLocations = (db: Db) => countOf(db, sql`select count(*)::int as n from locations`);
