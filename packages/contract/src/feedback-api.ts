import { z } from "zod";
import { FEEDBACK_TEXT_MAX, MAX_RECORD_ID } from "./constants";
import { pagedSchema } from "./paging";
import { plainText } from "./text";

const text = plainText(
  z
    .string({ error: "fieldBlank" })
    .trim()
    .min(1, { error: "fieldBlank", abort: true })
    .max(FEEDBACK_TEXT_MAX, { error: "fieldTooLong" }),
);
const companyId = z.coerce
  .number({ error: "invalidNumber" })
  .int({ error: "invalidNumber" })
  .positive({ error: "invalidNumber" })
  .max(MAX_RECORD_ID, { error: "invalidNumber" });

export const postFeedbackBodySchema = z.object({ company: companyId, text });
export const replyBodySchema = z.object({ company: companyId.optional(), text });
/** SPEC.md sends {id} with a like; the path already names the feedback, so the body is optional. */
export const likeBodySchema = z.object({ id: z.unknown().optional() }).nullish();

export const NOTIFICATION_KINDS = [
  "booking_created",
  "booking_cancelled",
  "booking_confirmed",
  "booking_declined",
  "booking_sold",
  "booking_expiring",
  "booking_expired",
  "booking_received",
  "feedback_reply",
  "feedback_like",
  "search_alert",
  "favourite_alert",
  "project_update",
] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What it is about: unit, company and feedback ids and names, and who acted. */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
