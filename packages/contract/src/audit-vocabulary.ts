/**
 * The words an audit row is written with (decision 18). The API may write only these, and the
 * portal has a text for each in both languages; an older row with a word no longer here is shown
 * as it was written.
 */
export const AUDIT_ENTITIES = [
  "company",
  "location",
  "project",
  "mall_floor",
  "block",
  "villa",
  "unit",
  "media",
  "progress_update",
  "booking",
  "feedback",
  "partner_member",
  "partner_invitation",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "generate",
  "import",
  "export",
  "upload",
  "reorder",
  "publish",
  "unpublish",
  "company.created",
  "company.updated",
  "location.created",
  "location.updated",
  "invitation.sent",
  "invitation.accepted",
  "invitation.withdrawn",
  "member.removed",
  "operator.created",
  "operator.promoted",
  "reservation.confirm",
  "reservation.decline",
  "reservation.sell",
  "reservation.cancel",
  "reservation.note",
  "feedback.hidden",
  "feedback.shown",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditEntity = (word: string): word is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(word);
export const isAuditAction = (word: string): word is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(word);
