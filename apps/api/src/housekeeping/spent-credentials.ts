import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { partnerInvitations, passwordResetTokens, refreshTokenFamilies } from "../db/schema";

/**
 * How long a session, a password-reset link or a partner invitation is kept after it stopped
 * working. The app refuses them already; the rows stay a while for questions to support ("my link
 * said it was used"), and the audit log keeps what happened to invitations for good.
 */
export const SPENT_RETENTION_DAYS = 30;

/**
 * Deletes the sessions, reset links and invitations that stopped working more than
 * SPENT_RETENTION_DAYS ago: a session or reset link when it expired (a revoked session or a used
 * link expires too, later), an invitation when it was accepted or withdrawn, or else expired.
 */
export async function deleteSpentCredentials(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - SPENT_RETENTION_DAYS * 86_400_000);
  const sessions = await db
    .delete(refreshTokenFamilies)
    .where(lt(refreshTokenFamilies.expiresAt, before))
    .returning({ id: refreshTokenFamilies.id });
  const resetLinks = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, before))
    .returning({ id: passwordResetTokens.id });
  const invitations = await db
    .delete(partnerInvitations)
    .where(
      lt(
        sql`coalesce(${partnerInvitations.acceptedAt}, ${partnerInvitations.revokedAt}, ${partnerInvitations.expiresAt})`,
        before,
      ),
    )
    .returning({ id: partnerInvitations.id });
  return { sessions: sessions.length, resetLinks: resetLinks.length, invitations: invitations.length };
}
