import type { AuditAction, AuditEntity } from "@capital/contract/audit-vocabulary";
import type { Db } from "./db/client";
import { auditLog } from "./db/schema";
import type { PartnerMember } from "./plugins/partner-access";

/** What a partner write changed: the fields before and after (null when created or removed). */
export type AuditChange = {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  /** The company the changed row belongs to; null for marketplace-wide rows (locations, operators). */
  companyId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Writes one audit row. Call it with the write's own transaction (`db.transaction(async (tx) => …)`),
 * so the change and its record are kept or lost together (decision 18). `actor` is null for the
 * command line (create-admin).
 */
export async function recordAudit(tx: Db, actor: Pick<PartnerMember, "userId"> | null, change: AuditChange) {
  await recordAudits(tx, actor, [change]);
}

/** Many audit rows at once (an import's units), a thousand per statement; the same rules as `recordAudit`. */
export async function recordAudits(
  tx: Db,
  actor: Pick<PartnerMember, "userId"> | null,
  changes: readonly AuditChange[],
) {
  const rows = changes.map((change) => ({
    actorUserId: actor?.userId ?? null,
    companyId: change.companyId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    summary: changedFields(change.before, change.after),
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(auditLog).values(rows.slice(i, i + 1000));
}

/** Only the fields that differ, so an audit row says what changed rather than repeating the row. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before && plain(before), after: after && plain(after) };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = plain({ v: before[key] }).v;
    now[key] = plain({ v: after[key] }).v;
  }
  return { before: was, after: now };
}

/** As JSON keeps it: dates as ISO strings, undefined left out. */
function plain(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
