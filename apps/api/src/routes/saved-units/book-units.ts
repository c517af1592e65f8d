import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings, favourites, notifications, units } from "../../db/schema";
import { HttpError } from "../../http-error";
import { ofPublishedProject } from "../../publication/published";

const UNIQUE_VIOLATION = "23505";
const RETRYABLE = new Set(["40001", "40P01"]);

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

/**
 * Books every unit or none. The units' rows are locked in id order (no deadlocks between two
 * bookings of overlapping units), so a second booking of the same unit waits, then sees it
 * reserved and is refused. The partial unique index on active bookings is the last word: should
 * anything slip past the lock, the database refuses the second booking and it becomes a 409.
 */
export async function bookUnits(db: Db, userId: number, unitIds: number[]) {
  const ids = [...new Set(unitIds)].sort((a, b) => a - b);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: units.id, status: units.status, name: units.name, nameArabic: units.nameArabic })
          .from(units)
          .where(and(inArray(units.id, ids), ofPublishedProject("units")))
          .orderBy(units.id)
          .for("update");
        if (locked.length !== ids.length) throw new HttpError(404, "unitNotFound");
        if (locked.some((u) => u.status !== "free")) throw new HttpError(409, "unitReserved");
        const created = await tx
          .insert(bookings)
          .values(ids.map((unitId) => ({ userId, unitId })))
          .returning({ id: bookings.id });
        await tx.update(units).set({ status: "reserved" }).where(inArray(units.id, ids));
        await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), inArray(favourites.unitId, ids)));
        await tx.insert(notifications).values(
          locked.map((u) => ({
            userId,
            kind: "booking_created" as const,
            data: { unitId: u.id, unitName: u.name, unitNameArabic: u.nameArabic },
          })),
        );
        return created.map((b) => b.id);
      });
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, "unitReserved");
      if (RETRYABLE.has(pgCode(error) ?? "") && attempt < 3) continue;
      throw error;
    }
  }
}

/** Cancels one of the user's active bookings and frees its unit, in one transaction. */
export async function cancelBooking(db: Db, userId: number, bookingId: number) {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), eq(bookings.status, "active")))
      .returning({ unitId: bookings.unitId });
    if (!booking) throw new HttpError(404, "bookingNotFound");
    const [unit] = await tx
      .update(units)
      .set({ status: "free" })
      .where(eq(units.id, booking.unitId))
      .returning({ id: units.id, name: units.name, nameArabic: units.nameArabic });
    if (unit) {
      await tx.insert(notifications).values({
        userId,
        kind: "booking_cancelled",
        data: { unitId: unit.id, unitName: unit.name, unitNameArabic: unit.nameArabic },
      });
    }
  });
}
