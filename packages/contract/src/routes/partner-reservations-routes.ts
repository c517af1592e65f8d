import { z } from "zod";
import { MAX_RECORD_ID } from "../constants";
import { defineRoute, errorAnswers } from "../define-route";
import { pagedSchema, pageFields } from "../paging";
import { CALL_TIMES, RESERVATION_STATUSES } from "../reservation-rules";
import { reservationPlanSchema } from "../reservations";
import { plainText } from "../text";
import { partnerSecurity } from "./partner-core-routes";

/** A reservation as the company's staff see it: the buyer to call, the plan and note, and the decision. */
export const partnerReservationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  note: z.string().nullable(),
  preferredCallTime: z.enum(CALL_TIMES).nullable(),
  plan: reservationPlanSchema.nullable(),
  unit: z.object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    projectId: z.number().int(),
    projectName: z.string(),
    projectNameArabic: z.string(),
    totalPrice: z.number().int(),
  }),
});
export type PartnerReservation = z.infer<typeof partnerReservationSchema>;

export const partnerReservationsQuerySchema = z.object({
  status: z.enum(RESERVATION_STATUSES, { error: "invalidChoice" }).optional(),
  project: z.coerce
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .positive({ error: "invalidNumber" })
    .max(MAX_RECORD_ID, { error: "invalidNumber" })
    .optional(),
  ...pageFields(),
});

export const partnerReservationsPageSchema = pagedSchema(partnerReservationSchema).extend({
  /** How many of the company's reservations are in each status (the portal's first screen). */
  counts: z.record(z.enum(RESERVATION_STATUSES), z.number().int()),
});

export const declineBodySchema = z.object({
  reason: plainText(
    z
      .string({ error: "fieldBlank" })
      .trim()
      .min(1, { error: "fieldBlank" })
      .max(500, { error: "fieldTooLong" }),
  ),
});

const idParams = z.object({ id: z.string() });
const moved = { 200: partnerReservationSchema, ...errorAnswers(400, 401, 403, 404, 409) };

/** Issue 18's company side: the reservations inbox and its three decisions. */
export const partnerReservationsRoutes = {
  list: defineRoute({
    method: "GET",
    url: "/partner/reservations/",
    schema: {
      tags: ["partner"],
      summary:
        "The company's reservations (operators: all), newest first, by status and project, with counts",
      security: partnerSecurity,
      querystring: partnerReservationsQuerySchema,
      response: { 200: partnerReservationsPageSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  confirm: defineRoute({
    method: "POST",
    url: "/partner/reservations/:id/confirm/",
    schema: {
      tags: ["partner"],
      summary: "Confirm a running hold: the unit becomes reserved; anything else answers 409",
      security: partnerSecurity,
      params: idParams,
      response: moved,
    },
  }),
  decline: defineRoute({
    method: "POST",
    url: "/partner/reservations/:id/decline/",
    schema: {
      tags: ["partner"],
      summary:
        "Decline a hold or a confirmed reservation, with a reason the buyer reads: the unit is free again",
      security: partnerSecurity,
      params: idParams,
      body: declineBodySchema,
      response: moved,
    },
  }),
  sell: defineRoute({
    method: "POST",
    url: "/partner/reservations/:id/sell/",
    schema: {
      tags: ["partner"],
      summary: "Mark a hold or a confirmed reservation sold: the unit is sold",
      security: partnerSecurity,
      params: idParams,
      response: moved,
    },
  }),
};
