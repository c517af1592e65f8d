import type { ReservationStatus } from "@capital/contract/reservations";
import { type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { Db } from "../db/client";
import { HttpError } from "../http-error";
import type { PartnerMember } from "../plugins/partner-access";
import { notifyBuyers, type ReservationEvent, type ReservationEventKind } from "./events";
import { withRetries } from "./retries";

/** Who may see the reservation: its buyer, a company's staff (their company's units), or an operator (all). */
export type ReservationScope = { buyerId: number } | { companyId: number } | { everyone: true };

type Move = {
  to: Exclude<ReservationStatus, "held" | "expired">;
  /** The statuses it may leave; a hold past its deadline counts as expired, never as held. */
  from: ReservationStatus[];
  unitStatus: "free" | "reserved" | "sold";
  event: ReservationEventKind;
};

export const MOVES = {
  cancel: { to: "cancelled", from: ["held", "confirmed"], unitStatus: "free", event: "cancelled" },
  confirm: { to: "confirmed", from: ["held"], unitStatus: "reserved", event: "confirmed" },
  decline: { to: "declined", from: ["held", "confirmed"], unitStatus: "free", event: "declined" },
  sell: { to: "sold", from: ["held", "confirmed"], unitStatus: "sold", event: "sold" },
} as const satisfies Record<string, Move>;
export type MoveName = keyof typeof MOVES;

const STAMP: Record<Move["to"], SQL> = {
  cancelled: sql`cancelled_at = now()`,
  confirmed: sql`confirmed_at = now()`,
  declined: sql`declined_at = now()`,
  sold: sql`sold_at = now()`,
};

/** The condition on `bookings b` that keeps the reservations `scope` may see. */
export function visibleTo(scope: ReservationScope): SQL {
  if ("buyerId" in scope) return sql`b.user_id = ${scope.buyerId}`;
  if ("companyId" in scope) {
    return sql`exists (select 1 from units u join projects p on p.id = u.project_id
      where u.id = b.unit_id and p.implementing_company_id = ${scope.companyId})`;
  }
  return sql`true`;
}

/**
 * Moves one reservation on, with its unit, in one transaction. One the scope cannot see answers
 * 404 (a foreign id is not told apart from a missing one); one whose status the move does not
 * start from (confirming an expired hold, selling a declined one) answers 409 and nothing changes.
 */
export async function moveReservation(
  db: Db,
  bookingId: number,
  name: MoveName,
  scope: ReservationScope,
  extra: { actor?: PartnerMember; reason?: string } = {},
) {
  const move: Move = MOVES[name];
  return withRetries(() =>
    db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`
        select b.id, b.unit_id, b.reference,
          case when b.status = 'held' and b.hold_expires_at <= now() then 'expired' else b.status::text end as status,
          (select p.implementing_company_id from units u join projects p on p.id = u.project_id
            where u.id = b.unit_id) as company_id
        from bookings b where b.id = ${bookingId} and ${visibleTo(scope)} for update`)) as unknown as {
        rows: {
          id: number;
          unit_id: number;
          reference: string;
          status: ReservationStatus;
          company_id: number;
        }[];
      };
      const [row] = rows;
      if (!row) throw new HttpError(404, "reservationNotFound");
      if (!move.from.includes(row.status)) throw new HttpError(409, "reservationEnded");
      const decided = extra.actor ? sql`, decided_by = ${extra.actor.userId}` : sql``;
      const reason = name === "decline" ? sql`, decline_reason = ${extra.reason ?? ""}` : sql``;
      await tx.execute(sql`update bookings set status = ${move.to}::booking_status, ${STAMP[move.to]}${decided}${reason}
        where id = ${bookingId}`);
      await tx.execute(
        sql`update units set status = ${move.unitStatus}::unit_status where id = ${row.unit_id}`,
      );
      if (extra.actor) {
        await recordAudit(tx as unknown as Db, extra.actor, {
          action: `reservation.${name}`,
          entity: "booking",
          entityId: bookingId,
          companyId: Number(row.company_id),
          before: { status: row.status, reference: row.reference },
          after: {
            status: move.to,
            reference: row.reference,
            ...(extra.reason ? { reason: extra.reason } : {}),
          },
        });
      }
      const events: ReservationEvent[] = [{ kind: move.event, bookingId }];
      await notifyBuyers(tx, events);
      return { unitId: Number(row.unit_id), events };
    }),
  );
}

/**
 * The "6 hours left" reminder of a hold still running, at most once: the stamp is set by the
 * statement that finds it unsent, so two instances running the job cannot both send it.
 */
export async function markReminded(db: Db, bookingId: number) {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      update bookings set reminded_at = now()
      where id = ${bookingId} and status = 'held' and reminded_at is null and hold_expires_at > now()
      returning id`)) as unknown as { rows: { id: number }[] };
    const events = rows.map((r) => ({ kind: "expiring" as const, bookingId: Number(r.id) }));
    if (events.length > 0) await notifyBuyers(tx, events);
    return events;
  });
}
