import type { MessageCode } from "@capital/contract/errors";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit";
import { hashPassword } from "../auth/password-hash";
import { passwordProblems } from "../auth/password-policy";
import { findUserByEmail } from "../auth/users-repository";
import type { Db } from "../db/client";
import { partnerMembers, users } from "../db/schema";

export type CreateAdminOutcome = "created" | "promoted" | "already-operator";

/** A refusal of create-admin's input, with the catalogue's codes per field. */
export class CreateAdminError extends Error {
  constructor(readonly fields: Record<string, MessageCode[]>) {
    super(
      Object.entries(fields)
        .map(([field, codes]) => `${field}: ${codes.join(", ")}`)
        .join("; "),
    );
    this.name = "CreateAdminError";
  }
}

const emailSchema = z.string().trim().max(254).pipe(z.email());

/**
 * Makes `email` an operator (decision 18): a new account with this password, or an existing
 * account promoted (its password is left as it is). Running it again changes nothing.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<CreateAdminOutcome> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new CreateAdminError({ email: ["invalidEmail"] });
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email.data);
    if (existing) {
      const [member] = await tx.select().from(partnerMembers).where(eq(partnerMembers.userId, existing.id));
      if (member?.role === "operator") return "already-operator";
      await tx
        .insert(partnerMembers)
        .values({ userId: existing.id, role: "operator", companyId: null })
        .onConflictDoUpdate({ target: partnerMembers.userId, set: { role: "operator", companyId: null } });
      await recordAudit(tx, null, {
        action: "operator.promoted",
        entity: "partner_member",
        entityId: existing.id,
        companyId: null,
        before: member ? { role: member.role, companyId: member.companyId } : null,
        after: { role: "operator", companyId: null },
      });
      return "promoted";
    }
    const password = input.password.trim();
    const name = input.name?.trim() || email.data.split("@")[0] || email.data;
    const problems = password
      ? passwordProblems(password, { email: email.data, name })
      : ["fieldBlank" as const];
    if (problems.length > 0) throw new CreateAdminError({ password: problems });
    const [user] = await tx
      .insert(users)
      .values({ name, email: email.data, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    if (!user) throw new Error("account not created");
    await tx.insert(partnerMembers).values({ userId: user.id, role: "operator", companyId: null });
    await recordAudit(tx, null, {
      action: "operator.created",
      entity: "partner_member",
      entityId: user.id,
      companyId: null,
      before: null,
      after: { role: "operator", email: email.data },
    });
    return "created";
  });
}
