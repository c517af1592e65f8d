import type { MessageCode } from "@capital/contract/errors";
import type { PartnerRole } from "@capital/contract/partner";
import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { emailKey } from "../../auth/email-key";
import { hashPassword, verifySignInPassword } from "../../auth/password-hash";
import { passwordProblems } from "../../auth/password-policy";
import { startSession } from "../../auth/session-tokens";
import { findUserByEmail, findUserById, toUser, type UserRow } from "../../auth/users-repository";
import type { Db } from "../../db/client";
import { companies, partnerInvitations, partnerMembers, users } from "../../db/schema";
import { fieldErrors, HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { assertOwnCompany, type PartnerMember } from "../../plugins/partner-access";
import { perClient } from "../../plugins/rate-limit";
import { requestLanguage, statedLanguage } from "../../request-language";
import { invitationMail } from "./invitation-mail";
import {
  digest,
  invitationValues,
  newInvitationToken,
  toPendingInvitation,
  usable,
  withdrawEarlierInvitations,
} from "./invitations";

const companySummary = {
  id: companies.id,
  name: companies.name,
  nameArabic: companies.nameArabic,
  logo: companies.logo,
};

/** An invited address must not already belong to a partner: a user is a partner of one kind only. */
async function assertNotPartner(db: Db, email: string) {
  const existing = await findUserByEmail(db, email);
  if (!existing) return;
  const [member] = await db.select().from(partnerMembers).where(eq(partnerMembers.userId, existing.id));
  if (member) throw fieldErrors({ email: ["alreadyPartner"] });
}

async function findUsableInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: partnerInvitations, company: companySummary })
    .from(partnerInvitations)
    .leftJoin(companies, eq(companies.id, partnerInvitations.companyId))
    .where(and(eq(partnerInvitations.tokenHash, digest(token)), usable()));
  if (!row) throw new HttpError(404, "invitationInvalid");
  return row;
}

/** Invitations: a single-use emailed link (7 days) that makes a new or existing account a partner. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  async function invite(
    inviter: PartnerMember,
    input: {
      email: string;
      role: PartnerRole;
      company: { id: number; name: string; nameArabic: string } | null;
    },
    language: "ar" | "en",
  ) {
    await assertNotPartner(app.db, input.email);
    const { token, tokenHash } = newInvitationToken();
    const created = await app.db.transaction(async (tx) => {
      const replaces = await withdrawEarlierInvitations(tx, input.email, input.company?.id ?? null);
      const [row] = await tx
        .insert(partnerInvitations)
        .values(
          invitationValues({
            email: input.email,
            role: input.role,
            companyId: input.company?.id ?? null,
            invitedBy: inviter.userId,
            tokenHash,
          }),
        )
        .returning();
      if (!row) throw new Error("invitation not created");
      await recordAudit(tx, inviter, {
        action: "invitation.sent",
        entity: "partner_invitation",
        entityId: row.id,
        companyId: row.companyId,
        before: null,
        after: {
          email: row.emailKey,
          role: row.role,
          expiresAt: row.expiresAt,
          ...(replaces.length > 0 ? { replaces } : {}),
        },
      });
      return row;
    });
    const link = `${app.env.publicBaseUrl}/partner/invitations/${token}`;
    await app.mailer.send({
      to: input.email,
      ...invitationMail({ role: input.role, company: input.company, link }, language),
    });
    return toPendingInvitation(created);
  }

  app.route({
    ...routes.inviteStaff,
    onRequest: app.partnerOnly(["operator", "manager"]),
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "companyNotFound");
      const [company] = await app.db.select(companySummary).from(companies).where(eq(companies.id, id));
      if (!company) throw new HttpError(404, "companyNotFound");
      assertOwnCompany(request.partner, company.id, "companyNotFound");
      const pending = await invite(
        request.partner,
        { email: request.body.email, role: request.body.role, company },
        requestLanguage(request),
      );
      return reply.status(201).send(pending);
    },
  });

  app.route({
    ...routes.inviteOperator,
    onRequest: app.partnerOnly(["operator"]),
    handler: async (request, reply) => {
      const pending = await invite(
        request.partner,
        { email: request.body.email, role: "operator", company: null },
        requestLanguage(request),
      );
      return reply.status(201).send(pending);
    },
  });

  app.route({
    ...routes.invitation,
    preHandler: app.limit(perClient(app.env.rateLimits.auth, "invitation")),
    handler: async (request) => {
      const { invitation, company } = await findUsableInvitation(app.db, request.params.token);
      return {
        email: invitation.emailKey,
        role: invitation.role,
        company: company?.id ? company : null,
        expiresAt: invitation.expiresAt.toISOString(),
        accountExists: Boolean(await findUserByEmail(app.db, invitation.emailKey)),
      };
    },
  });

  app.route({
    ...routes.acceptInvitation,
    preHandler: app.limit(perClient(app.env.rateLimits.auth, "invitation-accept")),
    handler: async (request, reply) => {
      const { invitation } = await findUsableInvitation(app.db, request.params.token);
      const { name, password } = request.body;
      let user: UserRow | undefined;
      let created = false;
      if (request.headers.authorization) {
        // The signed-in account accepts for itself: it must be the invited address's.
        await app.authenticate(request);
        user = await findUserById(app.db, request.userId);
        if (!user) throw new HttpError(401, "userNotFound");
        if (emailKey(user.email) !== invitation.emailKey) throw new HttpError(403, "invitationOtherAccount");
      } else {
        user = await findUserByEmail(app.db, invitation.emailKey);
        if (user) {
          if (!password?.trim()) throw fieldErrors({ password: ["fieldRequired"] });
          if (!(await verifySignInPassword(user.passwordHash, password))) {
            throw fieldErrors({ password: ["wrongPassword"] });
          }
        } else {
          const problems: Record<string, MessageCode[]> = {};
          const trimmedName = name?.trim() ?? "";
          const trimmedPassword = password?.trim() ?? "";
          if (!trimmedName) problems.name = ["fieldRequired"];
          const weak = trimmedPassword
            ? passwordProblems(trimmedPassword, { email: invitation.emailKey, name: trimmedName })
            : (["fieldRequired"] as const);
          if (weak.length > 0) problems.password = [...weak];
          if (Object.keys(problems).length > 0) throw fieldErrors(problems);
          const [row] = await app.db
            .insert(users)
            .values({
              name: trimmedName,
              email: invitation.emailKey,
              passwordHash: await hashPassword(trimmedPassword),
              // Its mails (new holds among them) are in the language of the invitation's page.
              preferedLanguage: statedLanguage(request),
            })
            .returning();
          user = row;
          created = true;
        }
      }
      if (!user) throw new Error("no account to attach");
      const member = user;
      await app.db.transaction(async (tx) => {
        const [already] = await tx.select().from(partnerMembers).where(eq(partnerMembers.userId, member.id));
        if (already) throw new HttpError(409, "alreadyPartner");
        // Single use, even when two acceptances race: only one moves accepted_at.
        const taken = await tx
          .update(partnerInvitations)
          .set({ acceptedAt: new Date(), acceptedBy: member.id })
          .where(and(eq(partnerInvitations.id, invitation.id), usable()))
          .returning({ id: partnerInvitations.id });
        if (taken.length === 0) throw new HttpError(404, "invitationInvalid");
        const values = { userId: member.id, createdBy: invitation.invitedBy };
        await tx
          .insert(partnerMembers)
          .values(
            invitation.role === "operator"
              ? { ...values, role: "operator", companyId: null }
              : { ...values, role: invitation.role, companyId: invitation.companyId },
          );
        await recordAudit(
          tx,
          { userId: member.id },
          {
            action: "invitation.accepted",
            entity: "partner_member",
            entityId: member.id,
            companyId: invitation.companyId,
            before: null,
            after: {
              name: member.name,
              email: member.email,
              role: invitation.role,
              invitationId: invitation.id,
            },
          },
        );
      });
      const tokens = await startSession(app.db, app.signingKey, member.id);
      return reply.status(created ? 201 : 200).send({ ...tokens, user_profile: toUser(member) });
    },
  });
};

export default invitationRoutes;
