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

type Tx = Pick<Db, "execute">;

/** The buyer's bell notifications for these events, written in the transaction that made them happen. */
export async function notifyBuyers(tx: Tx, events: ReservationEvent[]) {
  for (const kind of new Set(events.map((e) => e.kind))) {
    const ids = events.filter((e) => e.kind === kind).map((e) => sql`${e.bookingId}`);
    await tx.execute(sql`
      insert into notifications (user_id, kind, data)
      select b.user_id, ${NOTIFICATION_KIND[kind]}::notification_kind,
        jsonb_build_object('unitId', u.id, 'unitName', u.name, 'unitNameArabic', u.name_arabic,
          'reference', b.reference, 'bookingId', b.id,
          'expiresAt', to_char(b.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'reason', b.decline_reason)
      from bookings b join units u on u.id = b.unit_id
      where b.id in (${sql.join(ids, sql`, `)})`);
  }
}
