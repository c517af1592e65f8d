import { pageOf, pageWindow } from "@capital/contract/paging";
import type { ModeratedFeedback } from "@capital/contract/partner";
import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { companies, feedbacks, users } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import type { PartnerMember } from "../../plugins/partner-access";

const columns = {
  id: feedbacks.id,
  companyId: feedbacks.companyId,
  companyName: companies.name,
  companyNameArabic: companies.nameArabic,
  authorName: users.name,
  text: feedbacks.text,
  createdAt: feedbacks.createdAt,
  hiddenAt: feedbacks.hiddenAt,
  hiddenReason: feedbacks.hiddenReason,
};

function moderated(db: Db) {
  return db
    .select(columns)
    .from(feedbacks)
    .innerJoin(companies, eq(companies.id, feedbacks.companyId))
    .innerJoin(users, eq(users.id, feedbacks.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof moderated>["execute"]>>[number];

function toModerated(row: Row): ModeratedFeedback {
  return { ...row, createdAt: row.createdAt.toISOString(), hiddenAt: row.hiddenAt?.toISOString() ?? null };
}

/** Feedback moderation (operators): hidden feedback leaves every public answer at once. */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.feedbacks,
    onRequest: app.partnerOnly(["operator"]),
    handler: async (request) => {
      const { hidden, companyId } = request.query;
      const where = and(
        hidden === "true"
          ? isNotNull(feedbacks.hiddenAt)
          : hidden === "false"
            ? isNull(feedbacks.hiddenAt)
            : undefined,
        companyId ? eq(feedbacks.companyId, companyId) : undefined,
      );
      const { limit, offset } = pageWindow(request.query);
      const [total, rows] = await Promise.all([
        app.db.select({ n: count() }).from(feedbacks).where(where),
        moderated(app.db)
          .where(where)
          .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
          .limit(limit)
          .offset(offset),
      ]);
      return pageOf(total[0]?.n ?? 0, request.query, rows.map(toModerated));
    },
  });

  async function setHidden(actor: PartnerMember, rawId: string, reason: string | null) {
    const id = parseId(rawId, "feedbackNotFound");
    return app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(feedbacks).where(eq(feedbacks.id, id)).for("update");
      if (!before) throw new HttpError(404, "feedbackNotFound");
      const hide = reason !== null;
      await tx
        .update(feedbacks)
        .set({
          hiddenAt: hide ? new Date() : null,
          hiddenReason: reason,
          hiddenBy: hide ? actor.userId : null,
        })
        .where(eq(feedbacks.id, id));
      const [after] = await moderated(tx).where(eq(feedbacks.id, id));
      if (!after) throw new HttpError(404, "feedbackNotFound");
      await recordAudit(tx, actor, {
        action: hide ? "feedback.hidden" : "feedback.shown",
        entity: "feedback",
        entityId: id,
        companyId: before.companyId,
        before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
        after: { hidden: hide, reason },
      });
      return toModerated(after);
    });
  }

  app.route({
    ...routes.hideFeedback,
    onRequest: app.partnerOnly(["operator"]),
    config: { invalidates: "everything" },
    handler: async (request) => setHidden(request.partner, request.params.id, request.body.reason),
  });

  app.route({
    ...routes.unhideFeedback,
    onRequest: app.partnerOnly(["operator"]),
    config: { invalidates: "everything" },
    handler: async (request) => setHidden(request.partner, request.params.id, null),
  });
};

export default moderationRoutes;
