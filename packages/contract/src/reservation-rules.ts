import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { westernDigits } from "./digits";

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
  const phone = parsePhoneNumberFromString(westernDigits(typed), "EG");
  // The mobile metadata knows mobile ranges only: a landline is not valid here.
  return phone?.country === "EG" && phone.isValid() ? phone.number : null;
}

/**
 * A phone as people here read it: an Egyptian mobile in national groups ("010 1234 5678"),
 * another in international form, anything unreadable as it is. Western digits: pages write their own.
 */
export function readablePhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "EG");
  if (!parsed) return phone;
  if (parsed.country !== "EG") return parsed.formatInternational();
  // A mobile in the 3-4-4 groups the site's own example uses; libphonenumber writes "010 12345678".
  const digits = parsed.formatNational().replace(/\D/g, "");
  return digits.length === 11
    ? `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`
    : parsed.formatNational();
}

/** More than this many matching reservations are not written to one file: the filters narrow them. */
export const RESERVATION_EXPORT_MAX_ROWS = 10_000;
