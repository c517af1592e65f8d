import { planFigures } from "@capital/contract/payment-plan";
import { CALL_TIMES, RESERVATION_STATUSES, type Reservation } from "@capital/contract/reservations";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";
import { enrichedUnitsInOrder } from "../units/enriched-units";

const timestamp = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());

/**
 * Where a unit stands, for a query over `units u`: its code, floor and building (its block's or
 * villa group's name; a mall's units have none), to tell apart units whose names repeat from
 * building to building.
 */
export const unitPlace = {
  columns: sql`u.code as unit_code, u.floor as unit_floor,
    coalesce(bl.block_number, v.name) as building, coalesce(bl.block_number_arabic, v.name_arabic) as building_arabic`,
  joins: sql`left join block_floors bf on bf.id = u.block_floor_id
    left join blocks bl on bl.id = bf.block_id
    left join villas v on v.id = u.villa_id`,
};
export const unitPlaceRow = z.object({
  unit_code: z.string(),
  unit_floor: z.number().int(),
  building: z.string().nullable(),
  building_arabic: z.string().nullable(),
});

export const reservationRow = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    user_id: z.number().int(),
    unit_id: z.number().int(),
    status: z.enum(RESERVATION_STATUSES),
    created_at: timestamp,
    hold_expires_at: timestamp.nullable(),
    decided_at: timestamp.nullable(),
    decline_reason: z.string().nullable(),
    phone: z.string().nullable(),
    note: z.string().nullable(),
    preferred_call_time: z.enum(CALL_TIMES).nullable(),
    note_count: z.coerce.number().int(),
    plan_id: z.number().int().nullable(),
    plan_deposit: z.number().int().nullable(),
    plan_years: z.number().int().nullable(),
    total_price: z.number().int(),
    buyer_name: z.string(),
    buyer_email: z.string(),
    unit_name: z.string(),
    unit_name_arabic: z.string(),
    project_id: z.number().int(),
    project_name: z.string(),
    project_name_arabic: z.string(),
  })
  .extend(unitPlaceRow.shape);
export type ReservationRow = z.output<typeof reservationRow>;

/**
 * A reservation's status as everyone must see it: a hold past its deadline is expired, whether or
 * not the expiry job has run yet (decision 20).
 */
export const effectiveStatus = sql`case when b.status = 'held' and b.hold_expires_at <= now() then 'expired' else b.status::text end`;

/** Reservations with what every view of them needs, newest first. */
export async function reservationRows(db: Db, where: SQL, page: { limit: number; offset: number }) {
  return queryRows(
    db,
    reservationRow,
    sql`select b.id, b.reference, b.user_id, b.unit_id, ${effectiveStatus} as status, b.created_at,
          b.hold_expires_at, coalesce(b.sold_at, b.declined_at, b.confirmed_at) as decided_at,
          b.decline_reason, b.phone, b.note, b.preferred_call_time::text as preferred_call_time,
          (select count(*) from reservation_notes rn where rn.booking_id = b.id) as note_count,
          pp.id as plan_id, pp.deposit as plan_deposit, pp.years as plan_years, u.total_price,
          us.name as buyer_name, us.email as buyer_email, u.name as unit_name, u.name_arabic as unit_name_arabic,
          ${unitPlace.columns},
          p.id as project_id, p.name as project_name, p.name_arabic as project_name_arabic
        from bookings b
          join units u on u.id = b.unit_id
          join projects p on p.id = u.project_id
          join users us on us.id = b.user_id
          left join payment_plans pp on pp.id = b.payment_plan_id
          ${unitPlace.joins}
        where ${where}
        order by b.created_at desc, b.id desc
        limit ${page.limit} offset ${page.offset}`,
  );
}

/** The rows as the buyer's API shows them, each with its enriched unit. */
export async function asReservations(db: Db, rows: ReservationRow[]): Promise<Reservation[]> {
  const units = new Map(
    (await enrichedUnitsInOrder(db, [...new Set(rows.map((r) => r.unit_id))])).map((u) => [u.id, u]),
  );
  return rows.flatMap((r) => {
    const unit = units.get(r.unit_id);
    if (!unit) return [];
    return [
      {
        id: r.id,
        reference: r.reference,
        status: r.status,
        createdAt: r.created_at,
        expiresAt: r.status === "held" ? r.hold_expires_at : null,
        decidedAt: r.decided_at,
        declineReason: r.decline_reason,
        phone: r.phone,
        note: r.note,
        preferredCallTime: r.preferred_call_time,
        plan: planOf(r),
        unit,
      },
    ];
  });
}

export function planOf(r: ReservationRow) {
  if (r.plan_id === null || r.plan_deposit === null || r.plan_years === null) return null;
  const figures = planFigures(r.total_price, r.plan_deposit, r.plan_years);
  return {
    id: r.plan_id,
    deposit: r.plan_deposit,
    years: r.plan_years,
    depositAmount: figures.depositAmount,
    monthInstallment: figures.monthInstallment,
    totalPrice: r.total_price,
  };
}

/** The buyer's own reservations, newest first; `ids` keeps only those. */
export async function buyerReservations(db: Db, userId: number, ids?: number[]) {
  const only = ids
    ? sql` and b.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await reservationRows(db, sql`b.user_id = ${userId}${only}`, { limit: 200, offset: 0 });
  return asReservations(db, rows);
}
