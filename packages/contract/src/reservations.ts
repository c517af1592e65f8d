import { z } from "zod";
import { MAX_RECORD_ID } from "./constants";
import { enrichedUnitSchema } from "./projects";
import { CALL_TIMES, egyptianMobile, RESERVATION_NOTE_MAX, RESERVATION_STATUSES } from "./reservation-rules";
import { plainText } from "./text";

export * from "./reservation-rules";

const recordId = () =>
  z.coerce
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .positive({ error: "invalidNumber" })
    .max(MAX_RECORD_ID, { error: "invalidNumber" });

export const bookBodySchema = z.object({
  units: z
    .array(recordId(), { error: "fieldBlank" })
    .min(1, { error: "fieldBlank" })
    .max(10, { error: "tooManyUnits" }),
  phone: z
    .string({ error: "invalidEgyptianMobile" })
    .max(30, { error: "invalidEgyptianMobile" })
    .refine((value) => egyptianMobile(value) !== null, { error: "invalidEgyptianMobile" })
    .optional()
    .describe("Egyptian mobile number to call; required unless the profile has one"),
  paymentPlanId: recordId().optional().describe("one of the unit's payment plans"),
  note: plainText(
    z.string({ error: "fieldBlank" }).trim().max(RESERVATION_NOTE_MAX, { error: "fieldTooLong" }),
  ).optional(),
  preferredCallTime: z.enum(CALL_TIMES, { error: "invalidChoice" }).optional(),
});
export type BookBody = z.infer<typeof bookBodySchema>;

export const reservationPlanSchema = z.object({
  id: z.number().int(),
  deposit: z.number().int().describe("percent of the price"),
  years: z.number().int(),
  depositAmount: z.number().int(),
  monthInstallment: z.number().int(),
  totalPrice: z.number().int(),
});

/** One of the buyer's reservations, as the booked list and the booking answer show it. */
export const reservationSchema = z.object({
  id: z.number().int(),
  reference: z.string().describe("short and readable, e.g. NC-7K3F9Q"),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
  /** When a hold runs out; null once the company confirmed it. */
  expiresAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  preferredCallTime: z.enum(CALL_TIMES).nullable(),
  plan: reservationPlanSchema.nullable(),
  unit: enrichedUnitSchema,
});
export type Reservation = z.infer<typeof reservationSchema>;

export const bookingsCreatedSchema = z.object({
  message: z.string(),
  bookings: z.array(reservationSchema),
});
