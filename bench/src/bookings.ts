import { API_PREFIX, pathTo } from "@capital/contract/api-paths";
import { authorization, postJson } from "./accounts";
import { freeUnitIds } from "./catalogue";

export type BookingRush = {
  users: number;
  units: number;
  /** 201 answers: for the contended rush this must equal `units`. */
  booked: number;
  /** 409 answers: the unit was already booked. */
  refused: number;
  /** Anything else: always a fault. */
  failed: number;
  /** From the first request sent to the last answer received. */
  drainMs: number;
  /** Holds made per second of the drain: `booked` over `drainMs`. */
  holdsPerSecond: number;
  /** Answers (held or refused) per second of the drain. */
  answersPerSecond: number;
};

/** The mobile number each bench buyer gives for the sales team's call (required with a hold). */
const PHONE = "010 1234 5678";

/**
 * Every user books at the same moment: first each a unit of their own (the baseline), then all
 * of them from `contendedUnits` units. Every booking made is cancelled afterwards, so a kept
 * database is left as it was found.
 */
export async function bookingRushes(baseUrl: string, tokens: string[], contendedUnits: number) {
  const ids = await freeUnitIds(baseUrl, tokens.length + contendedUnits);
  const own = ids.slice(0, tokens.length);
  const shared = ids.slice(tokens.length);
  const baseline = await rush(baseUrl, tokens, (i) => own[i] as number);
  const contended = await rush(baseUrl, tokens, (i) => shared[i % shared.length] as number);
  return {
    baseline: baseline.summary,
    contended: contended.summary,
    made: [...baseline.made, ...contended.made],
  };
}

async function rush(baseUrl: string, tokens: string[], unitFor: (user: number) => number) {
  const made: { token: string; booking: number }[] = [];
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token, i) => {
      const response = await postJson(baseUrl, "/bookings/", { units: [unitFor(i)], phone: PHONE }, token);
      if (response.status === 201) {
        const body = (await response.json()) as { bookings: { id: number }[] };
        for (const booking of body.bookings) made.push({ token, booking: booking.id });
      } else {
        await response.arrayBuffer();
      }
      return response.status;
    }),
  );
  const drainMs = performance.now() - started;
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const units = new Set(tokens.map((_, i) => unitFor(i))).size;
  const booked = count(201);
  const refused = count(409);
  const summary: BookingRush = {
    users: tokens.length,
    units,
    booked,
    refused,
    failed: statuses.length - booked - refused,
    drainMs,
    holdsPerSecond: (booked * 1000) / drainMs,
    answersPerSecond: ((booked + refused) * 1000) / drainMs,
  };
  return { summary, made };
}

/** Cancels bookings the rushes made. */
export async function cancelBookings(baseUrl: string, made: { token: string; booking: number }[]) {
  for (const { token, booking } of made) {
    const response = await fetch(`${baseUrl}${API_PREFIX}${pathTo("/bookings/:id/", { id: booking })}`, {
      method: "DELETE",
      headers: authorization(token),
    });
    if (!response.ok) throw new Error(`cancelling booking ${booking} answered ${response.status}`);
  }
}
