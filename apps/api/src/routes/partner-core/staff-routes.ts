import { message } from "@capital/contract/errors";
import type { PartnerStaff } from "@capital/contract/partner";
import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { endAllSessions } from "../../auth/session-tokens";
import type { Db } from "../../db/client";
import { companies, partnerInvitations, partnerMembers, users } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { assertOwnCompany, assertOwnTeam } from "../../plugins/partner-access";
import { requestLanguage } from "../../request-language";
import { sameTeam, toPendingInvitation, usable } from "./invitations";

/** Members and pending invitations of one company, or of the operators (`companyId` null). */
async function staffOf(db: Db, companyId: number | null): Promise<PartnerStaff> {
  const memberWhere: SQL =
    companyId === null ? eq(partnerMembers.role, "operator") : eq(partnerMembers.companyId, companyId);
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: partnerMembers.role,
        since: partnerMembers.createdAt,
      })
      .from(partnerMembers)
      .innerJoin(users, eq(users.id, partnerMembers.userId))
      .where(memberWhere)
      .orderBy(asc(partnerMembers.role), asc(users.name), asc(users.id)),
    db
      .select()
      .from(partnerInvitations)
      .where(and(sameTeam(companyId), usable()))
      .orderBy(desc(partnerInvitations.createdAt), desc(partnerInvitations.id)),
  ]);
  return {
    members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
    invitations: invitations.map(toPendingInvitation),
  };
}

/** Staff lists, and removal, which ends the member's sessions in the same transaction. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.companyStaff,
    onRequest: app.partnerOnly(["operator", "manager"]),
    handler: async (request) => {
      const id = parseId(request.params.id, "companyNotFound");
      const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      if (!company) throw new HttpError(404, "companyNotFound");
      assertOwnCompany(request.partner, company.id, "companyNotFound");
      return staffOf(app.db, company.id);
    },
  });

  app.route({
    ...routes.operators,
    onRequest: app.partnerOnly(["operator"]),
    handler: async () => staffOf(app.db, null),
  });

  app.route({
    ...routes.removeStaff,
    onRequest: app.partnerOnly(["operator", "manager"]),
    handler: async (request) => {
      const userId = parseId(request.params.id, "staffNotFound");
      const [member] = await app.db
        .select({
          userId: partnerMembers.userId,
          role: partnerMembers.role,
          companyId: partnerMembers.companyId,
          name: users.name,
        })
        .from(partnerMembers)
        .innerJoin(users, eq(users.id, partnerMembers.userId))
        .where(eq(partnerMembers.userId, userId));
      if (!member) throw new HttpError(404, "staffNotFound");
      assertOwnTeam(request.partner, member.companyId, "staffNotFound");
      if (member.userId === request.partner.userId) throw new HttpError(400, "cannotRemoveSelf");
      await app.db.transaction(async (tx) => {
        await tx.delete(partnerMembers).where(eq(partnerMembers.userId, member.userId));
        await endAllSessions(tx, member.userId);
        await recordAudit(tx, request.partner, {
          action: "member.removed",
          entity: "partner_member",
          entityId: member.userId,
          companyId: member.companyId,
          before: { name: member.name, role: member.role, companyId: member.companyId },
          after: null,
        });
      });
      return { message: message("staffRemoved", requestLanguage(request), { name: member.name }) };
    },
  });
};

export default staffRoutes;
