import type { Db } from "@capital/api/db/client";
import { users } from "@capital/api/db/schema";
import { inArray, sql } from "drizzle-orm";
import { demoUserEmail } from "./demo-community";
import { DEMO_USERS } from "./demo-people";
import { hashSql } from "./unit-generator";
import { RESERVED_PERCENT } from "./unit-pricing";

/** Letters and digits of a reservation reference (apps/api/src/reservations/reference.ts). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** How many of the demo buyers' reservations are still holds waiting for the company's call. */
const LIVE_HOLDS = DEMO_USERS.length;

/** A distinct reference for each n below 31⁶, spelled in the references' own alphabet. */
function referenceSql(n: string) {
  const digit = (k: number) => `substr('${ALPHABET}', (((${n}) / ${31 ** k}) % 31)::int + 1, 1)`;
  return `'NC-' || ${[5, 4, 3, 2, 1, 0].map(digit).join(" || ")}`;
}

/**
 * The units that are not free are so because demo buyers reserved them (issue 18): each gets a
 * booking of one of the demo users, with a phone number and a payment plan, and the unit's status
 * follows from it: a few holds still running, most confirmed by the company (reserved), some sold.
 * One statement for any catalogue size; the partial unique index on claims checks every row.
 */
export async function writeDemoReservations(tx: Db, firstUnitId: number): Promise<number> {
  const buyers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => demoUserEmail(u.key)),
      ),
    )
    .orderBy(users.id);
  if (buyers.length === 0) return 0;
  await tx.execute(
    sql.raw(`update users set phone = '+2010' || lpad((20000000 + id)::text, 8, '0')
      where id in (${buyers.map((b) => b.id).join(", ")}) and phone is null`),
  );
  const buyerArray = `array[${buyers.map((b) => b.id).join(", ")}]`;
  const { rows } = (await tx.execute(
    sql.raw(`
    with picked as (
      select u.id as unit_id, u.created_at, ${hashSql("u.id", 7)} as h,
        row_number() over (order by u.id) as n
      from units u
      where u.id >= ${firstUnitId} and ${hashSql("u.id", 1)} % 100 < ${RESERVED_PERCENT}
    ), made as (
      insert into bookings (reference, user_id, unit_id, status, phone, payment_plan_id, hold_expires_at,
        created_at, confirmed_at, sold_at)
      select ${referenceSql("p.n")}, b.id, p.unit_id,
        (case when p.n <= ${LIVE_HOLDS} then 'held' when p.h % 10 < 7 then 'confirmed' else 'sold' end)::booking_status,
        us.phone,
        (select min(pp.id) from payment_plans pp where pp.unit_id = p.unit_id),
        case when p.n <= ${LIVE_HOLDS} then now() + interval '48 hours' else p.created_at + interval '50 days' end,
        case when p.n <= ${LIVE_HOLDS} then now() else p.created_at + interval '48 days' end,
        case when p.n > ${LIVE_HOLDS} then p.created_at + interval '49 days' end,
        case when p.n > ${LIVE_HOLDS} and p.h % 10 >= 7 then p.created_at + interval '60 days' end
      from picked p
        cross join lateral (select (${buyerArray})[1 + (p.n % ${buyers.length})::int] as id) b
        join users us on us.id = b.id
      returning unit_id, status
    )
    update units u set status = (case m.status when 'held' then 'held' when 'confirmed' then 'reserved' else 'sold' end)::unit_status
    from made m where m.unit_id = u.id
    returning u.id`),
  )) as unknown as { rows: unknown[] };
  return rows.length;
}
