import { type MessageCode, message } from "@capital/contract/errors";
import { feedbackRoutes } from "@capital/contract/routes/feedback-routes";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companies, feedbackLikes, feedbackReplies, feedbacks, notifications, users } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { perAccount } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";

/** SPEC.md section 7's feedback calls; every answer carries the message the page shows as a toast. */
const feedbackPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const say = (request: FastifyRequest, code: MessageCode) => ({
    message: message(code, requestLanguage(request)),
  });
  const posting = app.limit(perAccount(app.env.rateLimits.feedback, "feedback", (r) => String(r.userId)));

  /** The feedback, its company and its author, for the checks and the notification text. */
  async function findFeedback(rawId: string) {
    const id = parseId(rawId, "feedbackNotFound");
    const [found] = await app.db
      .select({
        id: feedbacks.id,
        userId: feedbacks.userId,
        companyId: companies.id,
        company: companies.name,
        companyArabic: companies.nameArabic,
      })
      .from(feedbacks)
      .innerJoin(companies, eq(companies.id, feedbacks.companyId))
      // Feedback an operator hid is gone for the public, likes and replies included.
      .where(and(eq(feedbacks.id, id), isNull(feedbacks.hiddenAt)));
    if (!found) throw new HttpError(404, "feedbackNotFound");
    return found;
  }

  /** Tells a feedback's author that someone else replied or liked it. */
  async function notifyAuthor(
    feedback: Awaited<ReturnType<typeof findFeedback>>,
    actorId: number,
    kind: "feedback_reply" | "feedback_like",
  ) {
    if (feedback.userId === actorId) return;
    const [actor] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, actorId));
    await app.db.insert(notifications).values({
      userId: feedback.userId,
      kind,
      data: {
        feedbackId: feedback.id,
        companyId: feedback.companyId,
        company: feedback.company,
        companyArabic: feedback.companyArabic,
        actor: actor?.name ?? "",
      },
    });
  }

  app.route({
    ...feedbackRoutes.postFeedback,
    // Feedback, its likes and replies show on the company page.
    config: { invalidates: "everything" },
    preHandler: posting,
    handler: async (request, reply) => {
      const [company] = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.body.company));
      if (!company) throw new HttpError(404, "companyNotFound");
      await app.db
        .insert(feedbacks)
        .values({ companyId: company.id, userId: request.userId, text: request.body.text });
      return reply.status(201).send(say(request, "feedbackAdded"));
    },
  });

  app.route({
    ...feedbackRoutes.likeFeedback,
    // Feedback, its likes and replies show on the company page.
    config: { invalidates: "everything" },
    handler: async (request) => {
      const feedback = await findFeedback(request.params.id);
      const added = await app.db
        .insert(feedbackLikes)
        .values({ feedbackId: feedback.id, userId: request.userId })
        .onConflictDoNothing()
        .returning({ feedbackId: feedbackLikes.feedbackId });
      if (added.length > 0) await notifyAuthor(feedback, request.userId, "feedback_like");
      return say(request, "feedbackLiked");
    },
  });

  app.route({
    ...feedbackRoutes.unlikeFeedback,
    // Feedback, its likes and replies show on the company page.
    config: { invalidates: "everything" },
    handler: async (request) => {
      const feedback = await findFeedback(request.params.id);
      await app.db
        .delete(feedbackLikes)
        .where(and(eq(feedbackLikes.feedbackId, feedback.id), eq(feedbackLikes.userId, request.userId)));
      return say(request, "feedbackUnliked");
    },
  });

  app.route({
    ...feedbackRoutes.replyToFeedback,
    // Feedback, its likes and replies show on the company page.
    config: { invalidates: "everything" },
    preHandler: posting,
    handler: async (request, reply) => {
      const feedback = await findFeedback(request.params.id);
      await app.db
        .insert(feedbackReplies)
        .values({ feedbackId: feedback.id, userId: request.userId, text: request.body.text });
      await notifyAuthor(feedback, request.userId, "feedback_reply");
      return reply.status(201).send(say(request, "feedbackReplied"));
    },
  });

  app.route({
    ...feedbackRoutes.deleteFeedback,
    // Feedback, its likes and replies show on the company page.
    config: { invalidates: "everything" },
    handler: async (request) => {
      const feedback = await findFeedback(request.params.id);
      if (feedback.userId !== request.userId) throw new HttpError(403, "forbidden");
      await app.db.delete(feedbacks).where(eq(feedbacks.id, feedback.id));
      return say(request, "feedbackDeleted");
    },
  });

  app.route({
    ...feedbackRoutes.deleteReply,
    // Replies show on the company page.
    config: { invalidates: "everything" },
    handler: async (request) => {
      const id = parseId(request.params.id, "replyNotFound");
      const [found] = await app.db
        .select({ id: feedbackReplies.id, userId: feedbackReplies.userId })
        .from(feedbackReplies)
        .innerJoin(feedbacks, eq(feedbacks.id, feedbackReplies.feedbackId))
        // A reply under feedback an operator hid is gone for the public, as the feedback is.
        .where(and(eq(feedbackReplies.id, id), isNull(feedbacks.hiddenAt)));
      if (!found) throw new HttpError(404, "replyNotFound");
      if (found.userId !== request.userId) throw new HttpError(403, "forbidden");
      await app.db.delete(feedbackReplies).where(eq(feedbackReplies.id, found.id));
      return say(request, "replyDeleted");
    },
  });
};

export default feedbackPlugin;
