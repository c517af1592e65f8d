import type { Language } from "@capital/contract/catalogue";
import { type BookBody, egyptianMobile } from "@capital/contract/reservations";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, favourites, paymentPlans, units, users } from "../db/schema";
import { HttpError } from "../http-error";
import { ofPublishedProject } from "../publication/published";
import { notifyBuyers, type ReservationEvent } from "./events";
import { expireHolds } from "./expire-holds";
import { newReference } from "./reference";
import { pgError, withRetries } from "./retries";

export type HoldSettings = { holdSeconds: number; maxActive: number };

/** Queues the jobs of these events and new holds in the hold's own transaction (reservations/plugin.ts). */
export type QueueJobs = (
  tx: Pick<Db, "execute">,
  events: ReservationEvent[],
  holds: { bookingId: number; expiresAt: Date }[],
) => Promise<void>;

/**
 * Holds every unit asked for, or none (a whole villa is several units). One transaction: the
 * buyer's row is locked first (their parallel requests queue, so the cap on live holds holds),
 * then the units' rows in id order (two holds of overlapping units cannot deadlock). A unit whose
 * hold ran out is released first, whether or not the expiry job has come by. A unit that is not
 * free answers 409; should anything slip past the lock, the partial unique index on claims refuses
 * the second row and it is a 409 too.
 */
export async function holdUnits(
  db: Db,
  userId: number,
  body: BookBody,
  settings: HoldSettings,
  queueJobs: QueueJobs,
  language?: Language,
) {
  const ids = [...new Set(body.units)].sort((a, b) => a - b);
  return withRetries(async () => {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ phone: users.phone, preferedLanguage: users.preferedLanguage })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        if (!user) throw new HttpError(401, "userMatchingNotFound");
        const phone = buyerPhone(body.phone, user.phone);

        const [live] = await tx
          .select({ n: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, userId),
              eq(bookings.status, "held"),
              gt(bookings.holdExpiresAt, sql`now()`),
            ),
          );
        if ((live?.n ?? 0) + ids.length > settings.maxActive) {
          throw new HttpError(409, "tooManyHolds", undefined, { max: String(settings.maxActive) });
        }

        const planUnit = body.paymentPlanId === undefined ? undefined : await planOf(tx, body.paymentPlanId);
        if (body.paymentPlanId !== undefined && (planUnit === undefined || !ids.includes(planUnit))) {
          throw new HttpError(400, "validation", { paymentPlanId: ["planNotOfUnit"] });
        }

        const locked = await tx
          .select({ id: units.id })
          .from(units)
          .where(
            and(inArray(units.id, ids), sql`${units.status} <> 'off_market'`, ofPublishedProject("units")),
          )
          .orderBy(units.id)
          .for("update");
        if (locked.length !== ids.length) throw new HttpError(404, "unitNotFound");
        const events: ReservationEvent[] = await expireHolds(tx, { unitIds: ids });
        const states = await tx.select({ status: units.status }).from(units).where(inArray(units.id, ids));
        if (states.some((u) => u.status !== "free")) throw new HttpError(409, "unitReserved");

        const created = await tx
          .insert(bookings)
          .values(
            ids.map((unitId) => ({
              reference: newReference(),
              userId,
              unitId,
              phone,
              paymentPlanId: unitId === planUnit ? body.paymentPlanId : null,
              note: body.note || null,
              preferredCallTime: body.preferredCallTime ?? null,
              holdExpiresAt: sql`now() + make_interval(secs => ${settings.holdSeconds})`,
            })),
          )
          .returning({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt });
        await tx.update(units).set({ status: "held" }).where(inArray(units.id, ids));
        await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), inArray(favourites.unitId, ids)));
        // The account's language becomes the page's it booked from: its mails are written in it.
        const profile = {
          ...(user.phone ? {} : { phone }),
          ...(language && language !== user.preferedLanguage ? { preferedLanguage: language } : {}),
        };
        if (Object.keys(profile).length > 0) await tx.update(users).set(profile).where(eq(users.id, userId));
        const held = created.map((b) => ({ kind: "held" as const, bookingId: b.id }));
        await notifyBuyers(tx, held);
        const holds = created.map((b) => ({ bookingId: b.id, expiresAt: b.holdExpiresAt as Date }));
        // In this transaction: a hold the buyer is told of never lacks its reminder and expiry.
        await queueJobs(tx, [...events, ...held], holds);
        return { ids: created.map((b) => b.id), holds };
      });
    } catch (error) {
      const e = pgError(error);
      if (e.code === "23505" && e.constraint === "bookings_one_active_per_unit") {
        throw new HttpError(409, "unitReserved");
      }
      throw error;
    }
  });
}

/** The number to call: the one typed, else the profile's; an Egyptian mobile either way. */
function buyerPhone(typed: string | undefined, profile: string | null) {
  if (typed !== undefined) return egyptianMobile(typed) as string;
  if (!profile) throw new HttpError(400, "validation", { phone: ["phoneRequired"] });
  const phone = egyptianMobile(profile);
  if (!phone) throw new HttpError(400, "validation", { phone: ["invalidEgyptianMobile"] });
  return phone;
}

async function planOf(tx: Pick<Db, "select">, planId: number) {
  const [plan] = await tx
    .select({ unitId: paymentPlans.unitId })
    .from(paymentPlans)
    .where(eq(paymentPlans.id, planId));
  return plan?.unitId;
}
