import { z } from "zod";
import { MAX_RECORD_ID } from "../constants";
import { defineRoute, errorAnswers } from "../define-route";
import { pagedSchema, pageFields } from "../paging";
import { CALL_TIMES, RESERVATION_EXPORT_MAX_ROWS, RESERVATION_STATUSES } from "../reservation-rules";
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
  /** How many internal notes the company's staff wrote on it. */
  noteCount: z.number().int(),
  unit: z.object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    /** Names repeat from building to building: the code, building and floor tell the unit apart. */
    code: z.string(),
    /** Null in a mall. */
    building: z.string().nullable(),
    buildingArabic: z.string().nullable(),
    floor: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    projectNameArabic: z.string(),
    totalPrice: z.number().int(),
  }),
});
export type PartnerReservation = z.infer<typeof partnerReservationSchema>;

const day = z.iso.date({ error: "invalidDay" });

/** The inbox's filters: by status, project and the days the reservations were made on. */
const filterFields = {
  status: z.enum(RESERVATION_STATUSES, { error: "invalidChoice" }).optional(),
  project: z.coerce
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .positive({ error: "invalidNumber" })
    .max(MAX_RECORD_ID, { error: "invalidNumber" })
    .optional(),
  from: day.optional().describe("made on or after this day (Cairo time), YYYY-MM-DD"),
  to: day.optional().describe("made on or before this day (Cairo time), YYYY-MM-DD"),
};

function daysInOrder(query: { from?: string; to?: string }, context: z.RefinementCtx) {
  // ISO days compare as text.
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    context.addIssue({ code: "custom", path: ["to"], message: "dayRangeInverted" });
  }
}

export const partnerReservationsQuerySchema = z
  .object({ ...filterFields, ...pageFields() })
  .superRefine(daysInOrder);
export type PartnerReservationsQuery = z.infer<typeof partnerReservationsQuerySchema>;

export const reservationsExportQuerySchema = z
  .object({ ...filterFields, format: z.enum(["csv", "xlsx"], { error: "invalidChoice" }).default("xlsx") })
  .superRefine(daysInOrder);

export const partnerReservationsPageSchema = pagedSchema(partnerReservationSchema).extend({
  /**
   * How many reservations are in each status, within the project and days asked for (the status
   * tabs, and the portal's first screen).
   */
  counts: z.record(z.enum(RESERVATION_STATUSES), z.number().int()),
  /** The projects that have reservations the caller may see: the choices of the project filter. */
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), nameArabic: z.string() })),
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

export const RESERVATION_NOTE_TEXT_MAX = 2000;

/** A note the company's staff keep on a reservation; the buyer never sees it. */
export const reservationNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** Who wrote it; null once their account is gone. */
  author: z.object({ name: z.string() }).nullable(),
});
export type ReservationNote = z.infer<typeof reservationNoteSchema>;

export const reservationNoteBodySchema = z.object({
  text: plainText(
    z
      .string({ error: "fieldBlank" })
      .trim()
      .min(1, { error: "fieldBlank" })
      .max(RESERVATION_NOTE_TEXT_MAX, { error: "fieldTooLong" }),
  ),
});

const idParams = z.object({ id: z.string() });
const moved = { 200: partnerReservationSchema, ...errorAnswers(400, 401, 403, 404, 409) };

/** Issue 18's company side: the reservations inbox, its three decisions and the staff's notes. */
export const partnerReservationsRoutes = {
  list: defineRoute({
    method: "GET",
    url: "/partner/reservations/",
    schema: {
      tags: ["partner"],
      summary:
        "The company's reservations (operators: all), newest first, by status, project and day made, with counts per status",
      security: partnerSecurity,
      querystring: partnerReservationsQuerySchema,
      response: { 200: partnerReservationsPageSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  exportReservations: defineRoute({
    method: "GET",
    url: "/partner/reservations/export/",
    schema: {
      tags: ["partner"],
      summary: `The reservations the inbox's filters match, newest first, as an XLSX or CSV in the caller's language (at most ${RESERVATION_EXPORT_MAX_ROWS}); each export is audited`,
      security: partnerSecurity,
      querystring: reservationsExportQuerySchema,
      response: { 200: z.string().describe("the file's bytes"), ...errorAnswers(400, 401, 403) },
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
  notes: defineRoute({
    method: "GET",
    url: "/partner/reservations/:id/notes/",
    schema: {
      tags: ["partner"],
      summary: "The staff's internal notes on a reservation, oldest first; never shown to the buyer",
      security: partnerSecurity,
      params: idParams,
      response: { 200: z.array(reservationNoteSchema), ...errorAnswers(400, 401, 403, 404) },
    },
  }),
  addNote: defineRoute({
    method: "POST",
    url: "/partner/reservations/:id/notes/",
    schema: {
      tags: ["partner"],
      summary: "Add an internal note to a reservation, in any status; it is in the audit log",
      security: partnerSecurity,
      params: idParams,
      body: reservationNoteBodySchema,
      response: { 201: reservationNoteSchema, ...errorAnswers(400, 401, 403, 404) },
    },
  }),
};
