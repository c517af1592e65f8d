import { planFigures } from "@capital/contract/payment-plan";
import type { EnrichedUnit } from "@capital/contract/projects";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, preparedByIds, queryRows } from "../db/client";
import { jsonColumn } from "../db/row-schemas";
import { finishingEnum, projectTypeEnum, unitCategoryEnum, unitStatusEnum, unitTypeEnum } from "../db/schema";
import { unitTags } from "./unit-tags";

const enrichedUnitRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_arabic: z.string(),
  unit_image: z.string(),
  area: z.number().int(),
  price_per_meter: z.number().int(),
  total_price: z.number().int(),
  rooms_number: z.number().int(),
  type: z.enum(unitTypeEnum.enumValues),
  category: z.enum(unitCategoryEnum.enumValues),
  status: z.enum(unitStatusEnum.enumValues),
  finishing: z.enum(finishingEnum.enumValues),
  floor: z.number().int(),
  plan_floors: z.number().int(),
  project_id: z.number().int(),
  project_type: z.enum(projectTypeEnum.enumValues),
  project_name: z.string(),
  project_name_arabic: z.string(),
  project_image: z.string(),
  address: z.string(),
  address_arabic: z.string(),
  distance: z.number(),
  company_logo: z.string(),
  block_number: z.string().nullable(),
  block_number_arabic: z.string().nullable(),
  building_floors: z.number().int(),
  delivers_on: z.string().nullable(),
  plans: jsonColumn(
    z.array(z.object({ id: z.number().int(), deposit: z.number().int(), years: z.number().int() })),
  ),
});

/** What a unit shows with it: its project, developer, building and payment plans (one query). */
const ENRICHED_UNIT_SELECT = `select u.id, u.name, u.name_arabic, u.unit_image, u.area, u.price_per_meter, u.total_price, u.rooms_number,
          u.type::text as type, u.category::text as category, u.status::text as status, u.finishing::text as finishing,
          u.floor, u.plan_floors,
          p.id as project_id, p.type::text as project_type, p.name as project_name, p.name_arabic as project_name_arabic,
          p.project_image, p.address, p.address_arabic, p.distance::float8 as distance,
          c.logo as company_logo, b.block_number, b.block_number_arabic,
          coalesce(b.building_floors, v.building_floors, p.building_floors, 1)::int as building_floors,
          to_char(u.delivers_on, 'YYYY-MM-DD') as delivers_on,
          coalesce((select json_agg(json_build_object('id', pp.id, 'deposit', pp.deposit, 'years', pp.years)
                      order by pp.deposit, pp.years, pp.id)
                    from payment_plans pp where pp.unit_id = u.id), '[]'::json) as plans
        from units u
          join projects p on p.id = u.project_id
          join companies c on c.id = p.implementing_company_id
          left join block_floors bf on bf.id = u.block_floor_id
          left join blocks b on b.id = bf.block_id
          left join villas v on v.id = u.villa_id`;

/**
 * Units as lists, bookings and search results show them (SPEC.md section 3, "enriched"): the unit,
 * where it is, and its payment plans with their instalments. One query, whatever the page size.
 */
export async function enrichedUnits(
  db: Db,
  options: { where: SQL; orderBy: SQL; limit: number; offset: number },
) {
  const rows = await queryRows(
    db,
    enrichedUnitRow,
    sql`${sql.raw(ENRICHED_UNIT_SELECT)}
        where ${options.where}
        order by ${options.orderBy}
        limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map(toEnrichedUnit);
}

/**
 * The given units, enriched, in the order given: a search's page and a user's lists. The one
 * query of every search, so it is prepared and planned once (Database.preparedByIds).
 */
export async function enrichedUnitsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await preparedByIds(
    db,
    "enriched_units_by_id",
    `${ENRICHED_UNIT_SELECT} where u.id = any($1::int[])`,
    ids,
  );
  const byId = new Map(rows.map((row) => toEnrichedUnit(enrichedUnitRow.parse(row))).map((u) => [u.id, u]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toEnrichedUnit(r: z.output<typeof enrichedUnitRow>): EnrichedUnit {
  return {
    id: r.id,
    name: r.name,
    nameArabic: r.name_arabic,
    propertyCAD: Array.from({ length: r.plan_floors }, (_, i) => ({
      floor: r.floor + i,
      CAD: `/media/plans/${r.id}/${r.floor + i}.svg`,
    })),
    unitImage: r.unit_image,
    tags: unitTags(r.type, r.category),
    area: r.area,
    pricePerMeter: r.price_per_meter,
    totalPrice: r.total_price,
    roomsNumber: r.rooms_number,
    implementingCompanyLogo: r.company_logo,
    type: r.type,
    category: r.category,
    status: r.status,
    finishing: r.finishing,
    plans: r.plans.map((plan) => ({ ...plan, ...planFigures(r.total_price, plan.deposit, plan.years) })),
    propertyFloor: r.floor,
    projectName: r.project_name,
    projectNameArabic: r.project_name_arabic,
    projectType: r.project_type,
    projectId: r.project_id,
    projectImage: r.project_image,
    blockNumber: r.block_number,
    blockNumberArabic: r.block_number_arabic,
    buildingFloors: r.building_floors,
    address: r.address,
    addressArabic: r.address_arabic,
    distance: r.distance,
    deliveryDate: r.delivers_on,
  };
}
