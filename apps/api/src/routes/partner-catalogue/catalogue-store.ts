import type {
  PartnerBuilding,
  PartnerProject,
  PartnerProjectSummary,
  PartnerUnit,
} from "@capital/contract/partner-catalogue";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { jsonColumn } from "../../db/row-schemas";
import { blocks, companies, mallFloors, projects, villas } from "../../db/schema";
import { projectGallery } from "../../units/project-gallery";

/** Who is asking: operators see every company's projects, company staff their own company's only. */
export type Scope = { userId: number; role: "operator" | "manager" | "sales"; companyId: number | null };

/** The condition that keeps a query on projects (`p`) to the scope's company. */
export function inScope(scope: Scope, alias = "p"): SQL {
  if (scope.role === "operator") return sql`true`;
  return sql`${sql.raw(alias)}.implementing_company_id = ${scope.companyId ?? -1}`;
}

const summaryRow = z.object({
  id: z.number().int(),
  type: z.enum(["mall", "compound"]),
  name: z.string(),
  name_arabic: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_name_arabic: z.string(),
  published_at: z.string().nullable(),
  units_count: z.number().int(),
  created_at: z.string(),
});

const summarySelect = sql`select p.id, p.type::text as type, p.name, p.name_arabic, p.implementing_company_id as company_id,
    c.name as company_name, c.name_arabic as company_name_arabic,
    to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
    (select count(*)::int from units u where u.project_id = p.id) as units_count,
    to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
  from projects p join companies c on c.id = p.implementing_company_id`;

function toSummary(r: z.output<typeof summaryRow>): PartnerProjectSummary {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    nameArabic: r.name_arabic,
    companyId: r.company_id,
    companyName: r.company_name,
    companyNameArabic: r.company_name_arabic,
    publishedAt: r.published_at,
    unitsCount: r.units_count,
    createdAt: r.created_at,
  };
}

export async function projectSummaries(
  db: Db,
  scope: Scope,
  { type, limit, offset }: { type?: "mall" | "compound"; limit: number; offset: number },
) {
  const where = sql`${inScope(scope)} and ${type ? sql`p.type = ${type}` : sql`true`}`;
  const [rows, counted] = await Promise.all([
    queryRows(
      db,
      summaryRow,
      sql`${summarySelect} where ${where} order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows(
      db,
      z.object({ n: z.number().int() }),
      sql`select count(*)::int as n from projects p where ${where}`,
    ),
  ]);
  return { count: counted[0]?.n ?? 0, results: rows.map(toSummary) };
}

/** The project's row when the scope reaches it; `undefined` (a 404 to the caller) otherwise. */
export async function scopedProject(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, id),
        scope.role === "operator" ? undefined : eq(projects.implementingCompanyId, scope.companyId ?? -1),
      ),
    );
  return row;
}

export async function partnerProject(db: Db, scope: Scope, id: number): Promise<PartnerProject | undefined> {
  const [summary] = await queryRows(
    db,
    summaryRow,
    sql`${summarySelect} where p.id = ${id} and ${inScope(scope)}`,
  );
  const row = await scopedProject(db, scope, id);
  if (!summary || !row) return undefined;
  const [buildings, media] = await Promise.all([projectBuildings(db, row), projectGallery(db, id)]);
  return {
    ...toSummary(summary),
    locationId: row.locationId,
    address: row.address,
    addressArabic: row.addressArabic,
    distance: row.distance,
    acres: row.acres,
    intro: row.intro,
    introArabic: row.introArabic,
    features: row.features,
    featuresArabic: row.featuresArabic,
    importantAreas: row.importantAreas,
    importantAreasArabic: row.importantAreasArabic,
    buildingFloors: row.buildingFloors,
    deliveryDate: row.deliveryDate,
    buildings,
    media,
  };
}

const floorsRow = z.object({
  building_id: z.number().int(),
  floors: jsonColumn(
    z.array(
      z.object({
        id: z.number().int(),
        number: z.number().int(),
        area: z.number().int(),
        unitsCount: z.number().int(),
      }),
    ),
  ),
});
/** A block's floors have no tag or features of their own. */
const blockFloor = { tag: null, features: [], featuresArabic: [] };

/** A compound's blocks and villa groups, or a mall as one building of floors. */
export async function projectBuildings(
  db: Db,
  project: { id: number; type: string; name: string; nameArabic: string; buildingFloors: number | null },
): Promise<PartnerBuilding[]> {
  if (project.type === "mall") {
    const floors = await db
      .select({
        id: mallFloors.id,
        number: mallFloors.number,
        area: mallFloors.area,
        // Written out: drizzle leaves a column unqualified, which inside this subquery would be the unit's id.
        unitsCount: sql<number>`(select count(*)::int from units u where u.mall_floor_id = "mall_floors"."id")`,
        tag: mallFloors.tag,
        features: mallFloors.features,
        featuresArabic: mallFloors.featuresArabic,
      })
      .from(mallFloors)
      .where(eq(mallFloors.mallId, project.id))
      .orderBy(asc(mallFloors.number));
    return [
      {
        id: project.id,
        kind: "mall",
        name: project.name,
        nameArabic: project.nameArabic,
        buildingFloors: project.buildingFloors ?? floors.length,
        floors,
      },
    ];
  }
  const [blockRows, villaRows, floorRows] = await Promise.all([
    db.select().from(blocks).where(eq(blocks.compoundId, project.id)).orderBy(asc(blocks.id)),
    db.select().from(villas).where(eq(villas.compoundId, project.id)).orderBy(asc(villas.id)),
    queryRows(
      db,
      floorsRow,
      sql`select b.id as building_id, coalesce(json_agg(json_build_object('id', f.id, 'number', f.number, 'area', f.area,
            'unitsCount', (select count(*) from units u where u.block_floor_id = f.id)) order by f.number)
            filter (where f.id is not null), '[]'::json) as floors
          from blocks b left join block_floors f on f.block_id = b.id
          where b.compound_id = ${project.id} group by b.id`,
    ),
  ]);
  const floorsOf = new Map(floorRows.map((r) => [r.building_id, r.floors]));
  return [
    ...blockRows.map((b) => ({
      id: b.id,
      kind: b.kind,
      name: b.blockNumber,
      nameArabic: b.blockNumberArabic,
      buildingFloors: b.buildingFloors,
      floors: (floorsOf.get(b.id) ?? []).map((floor) => ({ ...floor, ...blockFloor })),
    })),
    ...villaRows.map((v) => ({
      id: v.id,
      kind: v.kind,
      name: v.name,
      nameArabic: v.nameArabic,
      buildingFloors: v.buildingFloors,
      floors: [],
    })),
  ];
}

const unitRow = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  code: z.string(),
  building: z.string().nullable(),
  floor: z.number().int(),
  name: z.string(),
  name_arabic: z.string(),
  category: z.string(),
  finishing: z.string(),
  status: z.string(),
  rooms_number: z.number().int(),
  area: z.number().int(),
  total_price: z.number().int(),
  price_per_meter: z.number().int(),
  delivery_date: z.string().nullable(),
  maintenance_deposit_percent: z.coerce.number().nullable(),
  club_fee: z.number().int().nullable(),
  parking_fee: z.number().int().nullable(),
  cash_discount_percent: z.coerce.number().nullable(),
  plans: jsonColumn(z.array(z.object({ deposit: z.number().int(), years: z.number().int() }))),
});

/**
 * Codes in the order people count them: by the letters before the first number, then that number
 * and the next as numbers ("A1-9" before "A1-10", "U-2" before "U-10"), then as text.
 */
const naturalCodeOrder = sql.raw(`(regexp_match(u.code, '^\\D*'))[1],
          ((regexp_match(u.code, '\\d+'))[1])::numeric nulls first,
          ((regexp_match(u.code, '^\\D*\\d+\\D+(\\d+)'))[1])::numeric nulls first, u.code, u.id`);

/** Units as the partner pages and the export read them, with their building's name. */
export async function partnerUnits(
  db: Db,
  { where, limit, offset }: { where: SQL; limit: number; offset: number },
): Promise<PartnerUnit[]> {
  const rows = await queryRows(
    db,
    unitRow,
    sql`select u.id, u.project_id, u.code, coalesce(b.block_number, v.name, '') as building, u.floor, u.name, u.name_arabic,
          u.category::text as category, u.finishing::text as finishing, u.status::text as status, u.rooms_number, u.area,
          u.total_price, u.price_per_meter, to_char(u.delivery_date_override, 'YYYY-MM-DD') as delivery_date,
          u.maintenance_deposit_percent::float8 as maintenance_deposit_percent, u.club_fee, u.parking_fee,
          u.cash_discount_percent::float8 as cash_discount_percent,
          coalesce((select json_agg(json_build_object('deposit', pp.deposit, 'years', pp.years) order by pp.deposit, pp.years, pp.id)
            from payment_plans pp where pp.unit_id = u.id), '[]'::json) as plans
        from units u
          left join block_floors bf on bf.id = u.block_floor_id
          left join blocks b on b.id = bf.block_id
          left join villas v on v.id = u.villa_id
        where ${where}
        order by ${naturalCodeOrder}
        limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    code: r.code,
    building: r.building ?? "",
    floor: r.floor,
    name: r.name,
    nameArabic: r.name_arabic,
    category: r.category as PartnerUnit["category"],
    finishing: r.finishing as PartnerUnit["finishing"],
    status: r.status as PartnerUnit["status"],
    roomsNumber: r.rooms_number,
    area: r.area,
    totalPrice: r.total_price,
    pricePerMeter: r.price_per_meter,
    deliveryDate: r.delivery_date,
    maintenanceDepositPercent: r.maintenance_deposit_percent,
    clubFee: r.club_fee,
    parkingFee: r.parking_fee,
    cashDiscountPercent: r.cash_discount_percent,
    plans: r.plans,
  }));
}

/** A unit whose project the scope reaches. */
export async function scopedUnit(db: Db, scope: Scope, id: number) {
  const [unit] = await partnerUnits(db, {
    where: sql`u.id = ${id} and exists (select 1 from projects p where p.id = u.project_id and ${inScope(scope)})`,
    limit: 1,
    offset: 0,
  });
  return unit;
}

export const companyOf = (db: Db, id: number) =>
  db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
