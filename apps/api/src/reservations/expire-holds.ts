import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notifyBuyers, type ReservationEvent } from "./events";

type Tx = Pick<Db, "execute">;

/**
 * Ends the holds that ran out (all of them, or those of some units or one booking) and puts their
 * units back on the market, in the caller's transaction, with the buyers' notifications. A row is
 * expired once: two instances sweeping at once both try, the second finds it no longer held.
 */
export async function expireHolds(
  tx: Tx,
  which: { unitIds?: number[]; bookingId?: number } = {},
): Promise<ReservationEvent[]> {
  const only: SQL[] = [];
  if (which.unitIds)
    only.push(
      sql`and unit_id in (${sql.join(
        which.unitIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (which.bookingId !== undefined) only.push(sql`and id = ${which.bookingId}`);
  const { rows } = (await tx.execute(sql`
    with due as (
      update bookings set status = 'expired', expired_at = now()
      where status = 'held' and hold_expires_at <= now() ${sql.join(only, sql` `)}
      returning id, unit_id
    ), freed as (
      update units set status = 'free' where id in (select unit_id from due) and status = 'held'
    )
    select id from due`)) as unknown as { rows: { id: number }[] };
  const events = rows.map((r) => ({ kind: "expired" as const, bookingId: Number(r.id) }));
  if (events.length > 0) await notifyBuyers(tx, events);
  return events;
}

/** Expires every due hold in a transaction of its own: the expiry job's and the on-read sweep's work. */
export async function expireDueHolds(db: Db) {
  return db.transaction((tx) => expireHolds(tx));
}
