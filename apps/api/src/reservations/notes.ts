import type { ReservationNote } from "@capital/contract/routes/partner-reservations-routes";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit";
import { type Db, queryRows } from "../db/client";
import { reservationNotes as notesTable, users } from "../db/schema";
import { HttpError } from "../http-error";
import type { PartnerMember } from "../plugins/partner-access";
import { type ReservationScope, visibleTo } from "./transitions";

const noteRow = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString()),
  author_name: z.string().nullable(),
});

const asNote = (r: z.output<typeof noteRow>): ReservationNote => ({
  id: r.id,
  text: r.text,
  createdAt: r.created_at,
  author: r.author_name === null ? null : { name: r.author_name },
});

/** The reservation `scope` may see, with its company; 404 otherwise (a foreign id is not told apart). */
async function visibleReservation(db: Pick<Db, "execute">, bookingId: number, scope: ReservationScope) {
  const { rows } = (await db.execute(sql`
    select b.id, b.reference, p.implementing_company_id as company_id
    from bookings b join units u on u.id = b.unit_id join projects p on p.id = u.project_id
    where b.id = ${bookingId} and ${visibleTo(scope)}`)) as unknown as {
    rows: { id: number; reference: string; company_id: number }[];
  };
  const [row] = rows;
  if (!row) throw new HttpError(404, "reservationNotFound");
  return row;
}

/** The staff's notes on a reservation, oldest first. */
export async function reservationNotes(db: Db, bookingId: number, scope: ReservationScope) {
  await visibleReservation(db, bookingId, scope);
  const rows = await queryRows(
    db,
    noteRow,
    sql`select n.id, n.text, n.created_at, us.name as author_name
        from reservation_notes n left join users us on us.id = n.author_id
        where n.booking_id = ${bookingId}
        order by n.created_at, n.id`,
  );
  return rows.map(asNote);
}

/** Adds a note by `author`, with its audit row, in one transaction; notes may be kept in any status. */
export async function addReservationNote(
  db: Db,
  bookingId: number,
  scope: ReservationScope,
  author: PartnerMember,
  text: string,
) {
  return db.transaction(async (tx) => {
    const reservation = await visibleReservation(tx, bookingId, scope);
    const [row] = await queryRows(
      tx as unknown as Db,
      noteRow,
      sql`with added as (
            insert into reservation_notes (booking_id, author_id, text)
            values (${bookingId}, ${author.userId}, ${text})
            returning id, text, created_at, author_id
          )
          select a.id, a.text, a.created_at, us.name as author_name
          from added a left join users us on us.id = a.author_id`,
    );
    if (!row) throw new Error("the note was not inserted");
    await recordAudit(tx as unknown as Db, author, {
      action: "reservation.note",
      entity: "booking",
      entityId: bookingId,
      companyId: Number(reservation.company_id),
      before: null,
      after: { reference: reservation.reference, note: text },
    });
    return asNote(row);
  });
}

/** The staff's notes on many reservations (an export's), oldest first, by reservation; the caller scoped the ids. */
export async function notesByReservation(db: Db, bookingIds: readonly number[]) {
  const notes = new Map<number, { text: string; createdAt: Date; author: string | null }[]>();
  for (let i = 0; i < bookingIds.length; i += 1000) {
    const rows = await db
      .select({
        bookingId: notesTable.bookingId,
        text: notesTable.text,
        createdAt: notesTable.createdAt,
        author: users.name,
      })
      .from(notesTable)
      .leftJoin(users, eq(users.id, notesTable.authorId))
      .where(inArray(notesTable.bookingId, bookingIds.slice(i, i + 1000)))
      .orderBy(asc(notesTable.createdAt), asc(notesTable.id));
    for (const { bookingId, ...note } of rows) notes.set(bookingId, [...(notes.get(bookingId) ?? []), note]);
  }
  return notes;
}
