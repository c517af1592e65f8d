import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

/* Without zod: the web app's bundle takes these (the confirmation step checks the phone as the API does). */

/**
 * A reservation's life cycle (issue 18): `held` (the buyer's request, until `expiresAt`) →
 * `confirmed` (the company spoke to the buyer or received the deposit) → `sold`. Other ends:
 * `declined` by the company with a reason, `cancelled` by the buyer, `expired` when the hold ran out.
 */
export const RESERVATION_STATUSES = [
  "held",
  "confirmed",
  "sold",
  "declined",
  "cancelled",
  "expired",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A claim on its unit: at most one per unit (the database's partial unique index says so too). */
export const ACTIVE_RESERVATION_STATUSES = ["held", "confirmed", "sold"] as const;

export const CALL_TIMES = ["morning", "afternoon", "evening"] as const;
export type CallTime = (typeof CALL_TIMES)[number];

export const RESERVATION_NOTE_MAX = 500;

/**
 * An Egyptian mobile number in E.164 (+201XXXXXXXXX), however it was typed (01012345678,
 * +20 101 234 5678, Arabic-Indic digits), or null when it is not one.
 */
export function egyptianMobile(typed: string): string | null {
  const digits = typed.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const phone = parsePhoneNumberFromString(digits, "EG");
  // The mobile metadata knows mobile ranges only: a landline is not valid here.
  return phone?.country === "EG" && phone.isValid() ? phone.number : null;
}

/** More than this many matching reservations are not written to one file: the filters narrow them. */
export const RESERVATION_EXPORT_MAX_ROWS = 10_000;
