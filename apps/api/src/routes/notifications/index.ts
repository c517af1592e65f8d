import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import { notificationPageSchema } from "@capital/contract/feedback-api";
import { pageQuerySchema } from "@capital/contract/paging";
import { savedIdParamsSchema } from "@capital/contract/saved-units";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notifications } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";

const security = [{ bearerAuth: [] }];
const tags = ["notifications"];

/** DECISIONS.md's notification bell: the signed-in user's own notifications, newest first. */
const unreadSchema = z.object({ unread: z.number().int() });

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const unreadCount = async (userId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    )[0]?.n ?? 0;

  app.addHook("onRequest", app.authenticate);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    API_PATHS.notifications,
    {
      schema: {
        tags,
        summary: "My notifications, a page at a time, with the unread count",
        security,
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const mine = eq(notifications.userId, request.userId);
      const [rows, [total], unread] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db.select({ n: count() }).from(notifications).where(mine),
        unreadCount(request.userId),
      ]);
      const n = total?.n ?? 0;
      return {
        count: n,
        unread,
        next: page * page_size < n ? page + 1 : null,
        previous: page > 1 ? page - 1 : null,
        results: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          data: r.data as Record<string, string | number | null>,
          read: r.readAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    API_PATHS.notificationRead,
    {
      schema: {
        tags,
        summary: "Mark one of my notifications read",
        security,
        params: savedIdParamsSchema,
        response: { 200: unreadSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, "notificationNotFound");
      const marked = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, request.userId)))
        .returning({ id: notifications.id });
      if (marked.length === 0) throw new HttpError(404, "notificationNotFound");
      return { unread: await unreadCount(request.userId) };
    },
  );

  app.post(
    API_PATHS.notificationsReadAll,
    {
      schema: {
        tags,
        summary: "Mark all my notifications read",
        security,
        response: { 200: unreadSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, request.userId), isNull(notifications.readAt)));
      return { unread: 0 };
    },
  );
};

export default notificationRoutes;
