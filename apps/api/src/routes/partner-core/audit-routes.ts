import { pageOf, pageWindow } from "@capital/contract/paging";
import type { AuditEntry } from "@capital/contract/partner";
import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLog, users } from "../../db/schema";
import { scopedCompanyId } from "../../plugins/partner-access";

type Summary = { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };

/** The audit log: operators read all of it, managers their own company's entries. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.audit,
    onRequest: app.partnerOnly(["operator", "manager"]),
    handler: async (request) => {
      const { entity, action, companyId, actorId } = request.query;
      const own = scopedCompanyId(request.partner);
      const where = and(
        own === null
          ? companyId
            ? eq(auditLog.companyId, companyId)
            : undefined
          : eq(auditLog.companyId, own),
        entity ? eq(auditLog.entity, entity) : undefined,
        action ? eq(auditLog.action, action) : undefined,
        actorId ? eq(auditLog.actorUserId, actorId) : undefined,
      );
      const { limit, offset } = pageWindow(request.query);
      const [total, rows] = await Promise.all([
        app.db.select({ n: count() }).from(auditLog).where(where),
        app.db
          .select({ entry: auditLog, actorName: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      ]);
      const results: AuditEntry[] = rows.map(({ entry, actorName }) => {
        const summary = entry.summary as Summary;
        return {
          id: entry.id,
          at: entry.at.toISOString(),
          actor:
            entry.actorUserId !== null && actorName !== null
              ? { id: entry.actorUserId, name: actorName }
              : null,
          companyId: entry.companyId,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: summary.before ?? null,
          after: summary.after ?? null,
        };
      });
      return pageOf(total[0]?.n ?? 0, request.query, results);
    },
  });
};

export default auditRoutes;
