import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** What happened to a reservation; each is a bell notification and a mail to the buyer. */
export const RESERVATION_EVENTS = [
  "held",
  "confirmed",
  "declined",
  "sold",
  "cancelled",
  "expiring",
  "expired",
] as const;
export type ReservationEventKind = (typeof RESERVATION_EVENTS)[number];
export type ReservationEvent = { kind: ReservationEventKind; bookingId: number };

const NOTIFICATION_KIND = {
  held: "booking_created",
  confirmed: "booking_confirmed",
  declined: "booking_declined",
  sold: "booking_sold",
  cancelled: "booking_cancelled",
  expiring: "booking_expiring",
  expired: "booking_expired",
} as const satisfies Record<ReservationEventKind, string>;

/** The company's staff hear of every new hold (issue 18): managers and sales people, not operators. */
export const STAFF_TOLD_OF_HOLDS = ["manager", "sales"] as const;

type Tx = Pick<Db, "execute">;

/** What a reservation's notification carries for its text and link (`bookings b`, `units u`). */
const noticeData = sql`jsonb_build_object('unitId', u.id, 'unitName', u.name, 'unitNameArabic', u.name_arabic,
  'unitCode', u.code,
  'reference', b.reference, 'bookingId', b.id,
  'expiresAt', to_char(b.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  'reason', b.decline_reason)`;

/** The buyer's bell notifications for these events, written in the transaction that made them happen. */
export async function notifyBuyers(tx: Tx, events: ReservationEvent[]) {
  for (const kind of new Set(events.map((e) => e.kind))) {
    const ids = events.filter((e) => e.kind === kind).map((e) => sql`${e.bookingId}`);
    await tx.execute(sql`
      insert into notifications (user_id, kind, data)
      select b.user_id, ${NOTIFICATION_KIND[kind]}::notification_kind, ${noticeData}
      from bookings b join units u on u.id = b.unit_id
      where b.id in (${sql.join(ids, sql`, `)})`);
  }
}

/**
 * A staff member's bell notice of a new hold on their company's unit, written once however often
 * it is asked for (the job that asks may run again). Nothing is written for someone who is no
 * longer a manager or sales person of the unit's company.
 */
export async function notifyStaffMember(tx: Tx, bookingId: number, userId: number) {
  await tx.execute(sql`
    insert into notifications (user_id, kind, data)
    select pm.user_id, 'booking_received'::notification_kind, ${noticeData}
    from bookings b join units u on u.id = b.unit_id join projects p on p.id = u.project_id
      join partner_members pm on pm.company_id = p.implementing_company_id
        and pm.role::text in (${sql.join(
          STAFF_TOLD_OF_HOLDS.map((role) => sql`${role}`),
          sql`, `,
        )})
    where b.id = ${bookingId} and pm.user_id = ${userId}
      and not exists (select 1 from notifications n where n.user_id = ${userId}
        and n.kind = 'booking_received' and n.data->>'bookingId' = ${String(bookingId)})`);
}
