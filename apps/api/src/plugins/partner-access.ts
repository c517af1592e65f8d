import type { MessageCode } from "@capital/contract/errors";
import type { PartnerRole } from "@capital/contract/partner";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { partnerMembers } from "../db/schema";
import { HttpError } from "../http-error";

/** The signed-in partner of a request: an operator (no company) or staff of one company. */
export type PartnerMember =
  | { userId: number; role: "operator"; companyId: null }
  | { userId: number; role: "manager" | "sales"; companyId: number };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The partner portal's guard (decision 18), for a route's `onRequest`:
     * `onRequest: app.partnerOnly()` (any partner) or `app.partnerOnly(["operator", "manager"])`.
     * Signed out: 401; a buyer: 403 `partnerOnly`; a partner of another role: 403 `forbidden`.
     * The role is read from the database on every request, so a removed member loses access at once.
     * Sets `request.partner`.
     */
    partnerOnly(
      roles?: readonly PartnerRole[],
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    partner: PartnerMember;
  }
}

export default fp(
  // Registered after the auth plugin (app.ts): it uses app.authenticate.
  async function partnerAccess(app: FastifyInstance) {
    // Set by the guard; read only on routes that use it.
    app.decorateRequest("partner", null as never);
    app.decorate("partnerOnly", (roles?: readonly PartnerRole[]) => async (request: FastifyRequest) => {
      await app.authenticate(request);
      const [row] = await app.db
        .select({ role: partnerMembers.role, companyId: partnerMembers.companyId })
        .from(partnerMembers)
        .where(eq(partnerMembers.userId, request.userId))
        .limit(1);
      if (!row) throw new HttpError(403, "partnerOnly");
      if (roles && !roles.includes(row.role)) throw new HttpError(403, "forbidden");
      request.partner = { userId: request.userId, ...row } as PartnerMember;
    });
    app.addHook("onSend", async (request, reply) => {
      // Nothing of the portal is kept by browsers or shared caches.
      if (request.partner) reply.header("cache-control", "private, no-store");
    });
  },
);

/**
 * Company scoping: the company whose rows a partner may see, or null for operators (all of them).
 * Use it in every list, export and search of company data.
 */
export function scopedCompanyId(member: PartnerMember): number | null {
  return member.role === "operator" ? null : member.companyId;
}

/** A where-condition keeping a query to the partner's company (undefined for operators: no filter). */
export function companyCondition(member: PartnerMember, column: PgColumn): SQL | undefined {
  const companyId = scopedCompanyId(member);
  return companyId === null ? undefined : eq(column, companyId);
}

/**
 * For a row found by id: staff of another company get the row's own 404, never 403, so they
 * cannot even learn that it exists. Operators pass.
 */
export function assertOwnCompany(member: PartnerMember, companyId: number, notFound: MessageCode): void {
  const own = scopedCompanyId(member);
  if (own !== null && own !== companyId) throw new HttpError(404, notFound);
}

/**
 * For a team's member or invitation (`companyId` null: the operators' team): the operators' team
 * is the operators' alone; a company's team is also its own staff's. Others get the row's 404.
 */
export function assertOwnTeam(member: PartnerMember, companyId: number | null, notFound: MessageCode): void {
  if (companyId === null) {
    if (member.role !== "operator") throw new HttpError(404, notFound);
  } else {
    assertOwnCompany(member, companyId, notFound);
  }
}
