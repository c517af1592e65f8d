import { z } from "zod";
import { mediaSchema } from "./media";
import { plainText } from "./text";

/**
 * A developer's track record (issue 21 point 6, decision 27): per project the promised and the
 * actual delivery, the delay, the share of units sold, and a construction-progress timeline that
 * the company posts from the partner portal.
 */

/** Photos one progress update may carry. */
export const PROGRESS_PHOTOS_MAX = 4;
export const PROGRESS_TEXT_MAX = 1000;
/** No project of the New Capital was handed over before this day; an earlier date is a typo. */
export const EARLIEST_DELIVERY = "2000-01-01";

// Delivery and delay

/**
 * Where a project stands against its promised delivery:
 * - `on_time`: handed over before, on or less than a full month after the promised day;
 * - `late`: handed over `months` (≥ 1) whole months after it;
 * - `overdue`: not handed over and the promised day has passed, `months` whole months ago so far (0: less than one);
 * - `scheduled`: not handed over, the promised day still ahead;
 * - `delivered`: handed over, but no promised day was ever stated (no delay to count);
 * - `unknown`: neither date is stated.
 */
export const DELIVERY_STATES = ["on_time", "late", "overdue", "scheduled", "delivered", "unknown"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type DeliveryStanding = { state: DeliveryState; months: number | null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar day (not 2029-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whole calendar months from `from` to `to` (negative when `to` is earlier). A month's last day
 * counts as reaching a later day of the month that month lacks: 31 December to 28 February is two months.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  if (to < from) return -wholeMonthsBetween(to, from);
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  const months = (ty - fy) * 12 + (tm - fm);
  return td < Math.min(fd, daysInMonth(ty, tm)) ? months - 1 : months;
}

/** A project's standing on `today` (`YYYY-MM-DD`, Cairo's calendar day). */
export function deliveryStanding(
  promised: string | null,
  actual: string | null,
  today: string,
): DeliveryStanding {
  if (actual !== null) {
    if (promised === null) return { state: "delivered", months: null };
    const months = Math.max(0, wholeMonthsBetween(promised, actual));
    return months > 0 ? { state: "late", months } : { state: "on_time", months: 0 };
  }
  if (promised === null) return { state: "unknown", months: null };
  if (today <= promised) return { state: "scheduled", months: null };
  return { state: "overdue", months: wholeMonthsBetween(promised, today) };
}

/** Today's calendar day in Cairo, where every delivery date of the catalogue is a day. */
export function cairoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(now);
}

// What the partner portal sends

const calendarDay = z
  .string({ error: "invalidDay" })
  .refine(isCalendarDay, { error: "invalidDay", abort: true });

export const actualDeliveryInputSchema = z.object({
  /** The day the company handed the project over, or null to clear a date entered by mistake. */
  actualDelivery: calendarDay.nullable(),
});
export type ActualDeliveryInput = z.input<typeof actualDeliveryInputSchema>;

const updateText = plainText(
  z
    .string({ error: "fieldBlank" })
    .trim()
    .min(1, { error: "fieldBlank" })
    .max(PROGRESS_TEXT_MAX, { error: "fieldTooLong" }),
);

/**
 * A progress update, as JSON or as a form with its photos (repeated field `photos`). A percent
 * lower than the latest update's is refused unless `correction` says the company means it.
 */
export const progressUpdateInputSchema = z.object({
  percent: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: "invalidNumber",
      },
    )
    .pipe(
      z
        .number({ error: "invalidNumber" })
        .int({ error: "invalidNumber" })
        .min(0, { error: "percentRange" })
        .max(100, { error: "percentRange" }),
    ),
  text: updateText,
  textArabic: updateText,
  correction: z
    .union([z.boolean(), z.enum(["true", "false", "on"])], { error: "invalidChoice" })
    .optional()
    .transform((value) => value === true || value === "true" || value === "on"),
  photos: z
    .array(z.instanceof(Buffer, { error: "invalidImage" }))
    .max(PROGRESS_PHOTOS_MAX, { error: "tooManyPhotos" })
    .default([]),
});
export type ProgressUpdateInput = z.input<typeof progressUpdateInputSchema>;

// What buyers and the portal read

export const progressUpdateSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  percent: z.number().int(),
  text: z.string(),
  textArabic: z.string(),
  /** The company lowered the figure on purpose (a correction of an earlier update). */
  correction: z.boolean(),
  postedAt: z.string(),
  photos: z.array(mediaSchema),
});
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

export const partnerProgressUpdateSchema = progressUpdateSchema.extend({
  /** Who posted it, as their account names them; null once that account is gone. */
  postedBy: z.string().nullable(),
});
export type PartnerProgressUpdate = z.infer<typeof partnerProgressUpdateSchema>;

/** The partner portal's view of a project's delivery and progress. */
export const partnerProgressSchema = z.object({
  projectId: z.number().int(),
  promisedDelivery: z.string().nullable(),
  actualDelivery: z.string().nullable(),
  updates: z.array(partnerProgressUpdateSchema),
});
export type PartnerProgress = z.infer<typeof partnerProgressSchema>;

export const trackRecordProjectSchema = z.object({
  id: z.number().int(),
  type: z.enum(["mall", "compound"]),
  name: z.string(),
  nameArabic: z.string(),
  projectImage: z.string(),
  promisedDelivery: z.string().nullable(),
  actualDelivery: z.string().nullable(),
  standing: z.object({ state: z.enum(DELIVERY_STATES), months: z.number().int().nullable() }),
  /** Sold units and units whose reservation the company confirmed, out of all the project's units. */
  units: z.object({ total: z.number().int(), soldOrReserved: z.number().int() }),
  latestProgress: z.object({ percent: z.number().int(), postedAt: z.string() }).nullable(),
});
export type TrackRecordProject = z.infer<typeof trackRecordProjectSchema>;

export const companyTrackRecordSchema = z.object({
  companyId: z.number().int(),
  /** The day delays were counted to (Cairo). */
  today: z.string(),
  projects: z.array(trackRecordProjectSchema),
});
export type CompanyTrackRecord = z.infer<typeof companyTrackRecordSchema>;
