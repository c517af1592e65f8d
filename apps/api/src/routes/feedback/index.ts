import { messageResponseSchema } from "@capital/contract/accounts";
import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import { type MessageCode, message } from "@capital/contract/errors";
import { likeBodySchema, postFeedbackBodySchema, replyBodySchema } from "@capital/contract/feedback-api";
import { savedIdParamsSchema } from "@capital/contract/saved-units";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companies, feedbackLikes, feedbackReplies, feedbacks, notifications, users } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { perAccount } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";

const security = [{ bearerAuth: [] }];
const tags = ["feedback"];
const answers = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** SPEC.md section 7's feedback calls; every answer carries the message the page shows as a toast. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
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
      .where(eq(feedbacks.id, id));
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

  app.post(
    API_PATHS.feedbacks,
    {
      // Feedback, its likes and replies show on the company page.
      config: { invalidates: "everything" },
      schema: {
        tags,
        summary: "Post feedback on a company",
        security,
        body: postFeedbackBodySchema,
        response: { 201: messageResponseSchema, ...answers },
      },
      preHandler: posting,
    },
    async (request, reply) => {
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
  );

  app.post(
    API_PATHS.feedbackLike,
    {
      // Feedback, its likes and replies show on the company page.
      config: { invalidates: "everything" },
      schema: {
        tags,
        summary: "Like a feedback; liking twice counts once",
        security,
        params: savedIdParamsSchema,
        body: likeBodySchema,
        response: { 200: messageResponseSchema, ...answers },
      },
    },
    async (request) => {
      const feedback = await findFeedback(request.params.id);
      const added = await app.db
        .insert(feedbackLikes)
        .values({ feedbackId: feedback.id, userId: request.userId })
        .onConflictDoNothing()
        .returning({ feedbackId: feedbackLikes.feedbackId });
      if (added.length > 0) await notifyAuthor(feedback, request.userId, "feedback_like");
      return say(request, "feedbackLiked");
    },
  );

  app.delete(
    API_PATHS.feedbackLike,
    {
      // Feedback, its likes and replies show on the company page.
      config: { invalidates: "everything" },
      schema: {
        tags,
        summary: "Take back a like",
        security,
        params: savedIdParamsSchema,
        response: { 200: messageResponseSchema, ...answers },
      },
    },
    async (request) => {
      const feedback = await findFeedback(request.params.id);
      await app.db
        .delete(feedbackLikes)
        .where(and(eq(feedbackLikes.feedbackId, feedback.id), eq(feedbackLikes.userId, request.userId)));
      return say(request, "feedbackUnliked");
    },
  );

  app.post(
    API_PATHS.feedbackReply,
    {
      // Feedback, its likes and replies show on the company page.
      config: { invalidates: "everything" },
      schema: {
        tags,
        summary: "Reply to a feedback",
        security,
        params: savedIdParamsSchema,
        body: replyBodySchema,
        response: { 201: messageResponseSchema, ...answers },
      },
      preHandler: posting,
    },
    async (request, reply) => {
      const feedback = await findFeedback(request.params.id);
      await app.db
        .insert(feedbackReplies)
        .values({ feedbackId: feedback.id, userId: request.userId, text: request.body.text });
      await notifyAuthor(feedback, request.userId, "feedback_reply");
      return reply.status(201).send(say(request, "feedbackReplied"));
    },
  );

  app.delete(
    API_PATHS.feedback,
    {
      // Feedback, its likes and replies show on the company page.
      config: { invalidates: "everything" },
      schema: {
        tags,
        summary: "Delete one's own feedback; anyone else gets 403",
        security,
        params: savedIdParamsSchema,
        response: { 200: messageResponseSchema, ...answers },
      },
    },
    async (request) => {
      const feedback = await findFeedback(request.params.id);
      if (feedback.userId !== request.userId) throw new HttpError(403, "forbidden");
      await app.db.delete(feedbacks).where(eq(feedbacks.id, feedback.id));
      return say(request, "feedbackDeleted");
    },
  );
};

export default feedbackRoutes;
