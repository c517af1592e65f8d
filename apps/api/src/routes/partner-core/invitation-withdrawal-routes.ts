import { message } from "@capital/contract/errors";
import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { partnerInvitations } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { assertOwnTeam } from "../../plugins/partner-access";
import { requestLanguage } from "../../request-language";
import { usable } from "./invitations";

/** Withdrawing a pending invitation, by whoever may invite to its team. */
const invitationWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.withdrawInvitation,
    onRequest: app.partnerOnly(["operator", "manager"]),
    handler: async (request) => {
      const id = parseId(request.params.id, "invitationNotFound");
      const [invitation] = await app.db
        .select()
        .from(partnerInvitations)
        .where(and(eq(partnerInvitations.id, id), usable()));
      if (!invitation) throw new HttpError(404, "invitationNotFound");
      assertOwnTeam(request.partner, invitation.companyId, "invitationNotFound");
      await app.db.transaction(async (tx) => {
        // Accepted or withdrawn meanwhile: only one of two racing answers wins.
        const taken = await tx
          .update(partnerInvitations)
          .set({ revokedAt: new Date() })
          .where(and(eq(partnerInvitations.id, invitation.id), usable()))
          .returning({ id: partnerInvitations.id });
        if (taken.length === 0) throw new HttpError(404, "invitationNotFound");
        await recordAudit(tx, request.partner, {
          action: "invitation.withdrawn",
          entity: "partner_invitation",
          entityId: invitation.id,
          companyId: invitation.companyId,
          before: { email: invitation.emailKey, role: invitation.role, expiresAt: invitation.expiresAt },
          after: null,
        });
      });
      return {
        message: message("invitationWithdrawn", requestLanguage(request), { email: invitation.emailKey }),
      };
    },
  });
};

export default invitationWithdrawalRoutes;
