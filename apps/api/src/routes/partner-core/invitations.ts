import { createHash, randomBytes } from "node:crypto";
import type { PartnerRole, PendingInvitation } from "@capital/contract/partner";
import { and, eq, gt, isNull } from "drizzle-orm";
import { emailKey } from "../../auth/email-key";
import type { Db } from "../../db/client";
import { partnerInvitations } from "../../db/schema";

/** An invitation's link works for 7 days, once. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export function newInvitationToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: digest(token) };
}

/** Not accepted, withdrawn or expired. */
export const usable = () =>
  and(
    isNull(partnerInvitations.acceptedAt),
    isNull(partnerInvitations.revokedAt),
    gt(partnerInvitations.expiresAt, new Date()),
  );

export function invitationValues(input: {
  email: string;
  role: PartnerRole;
  companyId: number | null;
  invitedBy: number;
  tokenHash: string;
}) {
  return {
    tokenHash: input.tokenHash,
    emailKey: emailKey(input.email),
    role: input.role,
    companyId: input.companyId,
    invitedBy: input.invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
  };
}

export function toPendingInvitation(row: typeof partnerInvitations.$inferSelect): PendingInvitation {
  return { id: row.id, email: row.emailKey, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/** The team an invitation is to: a company's id, or null for the operators. */
export const sameTeam = (companyId: number | null) =>
  companyId === null ? isNull(partnerInvitations.companyId) : eq(partnerInvitations.companyId, companyId);

/**
 * Inviting an address again sends a new link: the team's earlier pending ones for it stop working,
 * so a team never has two live links for one person. Returns the ids withdrawn.
 */
export async function withdrawEarlierInvitations(tx: Db, email: string, companyId: number | null) {
  const withdrawn = await tx
    .update(partnerInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(partnerInvitations.emailKey, emailKey(email)), sameTeam(companyId), usable()))
    .returning({ id: partnerInvitations.id });
  return withdrawn.map((row) => row.id);
}
