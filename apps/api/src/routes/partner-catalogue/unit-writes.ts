import type { Category, Finishing, UnitType } from "@capital/contract/catalogue";
import type { PartnerUnitStatus } from "@capital/contract/partner-catalogue";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { paymentPlans, unitPriceChanges, units } from "../../db/schema";
import type { Placement } from "./placement";

/**
 * Many units written at once (the import and the generator): each statement takes a thousand rows,
 * so a 5,000-row file is a handful of statements, not one per unit.
 */
const CHUNK = 1000;

type Plan = { deposit: number; years: number };

/** What a unit is made of, as the import's rows and the generator's patterns give it. */
export type UnitValues = {
  code: string;
  name: string;
  nameArabic: string;
  category: Category;
  status: PartnerUnitStatus | "held" | "reserved";
  finishing: Finishing;
  roomsNumber: number;
  area: number;
  totalPrice: number;
  deliveryDate: string | null;
  maintenanceDepositPercent: number | null;
  clubFee: number | null;
  parkingFee: number | null;
  cashDiscountPercent: number | null;
};

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The units table's columns for `values` placed `at`. */
export function unitColumns(values: UnitValues, at: Placement) {
  return {
    code: values.code,
    name: values.name,
    nameArabic: values.nameArabic,
    category: values.category,
    type: at.type as UnitType,
    status: values.status,
    finishing: values.finishing,
    roomsNumber: values.roomsNumber,
    area: values.area,
    totalPrice: values.totalPrice,
    pricePerMeter: Math.max(1, Math.round(values.totalPrice / values.area)),
    floor: at.floor,
    mallFloorId: at.mallFloorId,
    blockFloorId: at.blockFloorId,
    villaId: at.villaId,
    deliveryDateOverride: values.deliveryDate,
    maintenanceDepositPercent: values.maintenanceDepositPercent,
    clubFee: values.clubFee,
    parkingFee: values.parkingFee,
    cashDiscountPercent: values.cashDiscountPercent,
  };
}
export type UnitColumns = ReturnType<typeof unitColumns>;

/** Adds units to a project with their payment plans; answers each new unit's id by its code. */
export async function insertUnits(
  tx: Db,
  project: { id: number; projectImage: string },
  rows: readonly { columns: UnitColumns; plans: readonly Plan[] }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const made = await tx
      .insert(units)
      .values(
        chunk.map(({ columns }) => ({ ...columns, projectId: project.id, unitImage: project.projectImage })),
      )
      .returning({ id: units.id, code: units.code });
    for (const unit of made) ids.set(unit.code, unit.id);
  }
  const plans = rows.flatMap(({ columns, plans }) =>
    plans.map((plan) => ({ unitId: ids.get(columns.code) ?? 0, ...plan })),
  );
  for (const chunk of chunks(plans)) await tx.insert(paymentPlans).values(chunk);
  return ids;
}

/**
 * Changes existing units, a thousand per statement: the rows travel as one JSON parameter and
 * `jsonb_to_recordset` turns them back into a table to update from.
 */
export async function updateUnits(tx: Db, rows: readonly (UnitColumns & { id: number })[]) {
  for (const chunk of chunks(rows)) {
    const json = JSON.stringify(
      chunk.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        name_arabic: r.nameArabic,
        category: r.category,
        type: r.type,
        status: r.status,
        finishing: r.finishing,
        rooms_number: r.roomsNumber,
        area: r.area,
        total_price: r.totalPrice,
        price_per_meter: r.pricePerMeter,
        floor: r.floor,
        mall_floor_id: r.mallFloorId,
        block_floor_id: r.blockFloorId,
        villa_id: r.villaId,
        delivery_date_override: r.deliveryDateOverride,
        maintenance_deposit_percent: r.maintenanceDepositPercent,
        club_fee: r.clubFee,
        parking_fee: r.parkingFee,
        cash_discount_percent: r.cashDiscountPercent,
      })),
    );
    await tx.execute(sql`
      update units u set
        code = v.code, name = v.name, name_arabic = v.name_arabic,
        category = v.category::unit_category, type = v.type::unit_type, status = v.status::unit_status,
        finishing = v.finishing::finishing, rooms_number = v.rooms_number, area = v.area,
        total_price = v.total_price, price_per_meter = v.price_per_meter, floor = v.floor,
        mall_floor_id = v.mall_floor_id, block_floor_id = v.block_floor_id, villa_id = v.villa_id,
        delivery_date_override = v.delivery_date_override,
        maintenance_deposit_percent = v.maintenance_deposit_percent, club_fee = v.club_fee,
        parking_fee = v.parking_fee, cash_discount_percent = v.cash_discount_percent
      from jsonb_to_recordset(${json}::jsonb) as v(
        id int, code text, name text, name_arabic text, category text, type text, status text,
        finishing text, rooms_number smallint, area int, total_price int, price_per_meter int,
        floor smallint, mall_floor_id int, block_floor_id int, villa_id int, delivery_date_override date,
        maintenance_deposit_percent numeric, club_fee int, parking_fee int, cash_discount_percent numeric)
      where u.id = v.id`);
  }
}

/** Adds each plan to its unit unless the unit has that plan already (a unit keeps its other plans). */
export async function addMissingPlans(
  tx: Db,
  plans: readonly ({ unitId: number } & Plan)[],
): Promise<Set<number>> {
  const added = new Set<number>();
  for (const chunk of chunks(plans)) {
    const json = JSON.stringify(
      chunk.map((p) => ({ unit_id: p.unitId, deposit: p.deposit, years: p.years })),
    );
    const rows = await queryRows(
      tx,
      addedPlan,
      sql`
      insert into payment_plans (unit_id, deposit, years)
      select distinct v.unit_id, v.deposit, v.years
      from jsonb_to_recordset(${json}::jsonb) as v(unit_id int, deposit smallint, years smallint)
      where not exists (
        select 1 from payment_plans p where p.unit_id = v.unit_id and p.deposit = v.deposit and p.years = v.years)
      returning unit_id`,
    );
    for (const row of rows) added.add(row.unit_id);
  }
  return added;
}
const addedPlan = z.object({ unit_id: z.number().int() });

/** Keeps each price change in the units' price history. */
export async function recordPriceChanges(tx: Db, changes: readonly (typeof unitPriceChanges.$inferInsert)[]) {
  for (const chunk of chunks(changes)) await tx.insert(unitPriceChanges).values(chunk);
}

/** The project's units with these codes, by code: their id and the columns a file may change. */
export async function unitsByCode(tx: Db, projectId: number, codes: readonly string[]) {
  const found = new Map<string, UnitColumns & { id: number }>();
  for (const chunk of chunks(codes)) {
    const rows = await tx
      .select({
        id: units.id,
        code: units.code,
        name: units.name,
        nameArabic: units.nameArabic,
        category: units.category,
        type: units.type,
        status: units.status,
        finishing: units.finishing,
        roomsNumber: units.roomsNumber,
        area: units.area,
        totalPrice: units.totalPrice,
        pricePerMeter: units.pricePerMeter,
        floor: units.floor,
        mallFloorId: units.mallFloorId,
        blockFloorId: units.blockFloorId,
        villaId: units.villaId,
        deliveryDateOverride: units.deliveryDateOverride,
        maintenanceDepositPercent: units.maintenanceDepositPercent,
        clubFee: units.clubFee,
        parkingFee: units.parkingFee,
        cashDiscountPercent: units.cashDiscountPercent,
      })
      .from(units)
      .where(and(eq(units.projectId, projectId), inArray(units.code, chunk)));
    for (const unit of rows) found.set(unit.code, unit);
  }
  return found;
}
