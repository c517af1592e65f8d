import { pageOf, pageWindow } from "@capital/contract/paging";
import { notificationsRoutes } from "@capital/contract/routes/notifications-routes";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notifications } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";

/** DECISIONS.md's notification bell: the signed-in user's own notifications, newest first. */
const notificationsPlugin: FastifyPluginAsyncZod = async (app) => {
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

  app.route({
    ...notificationsRoutes.notifications,
    handler: async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const mine = eq(notifications.userId, request.userId);
      const [rows, [total], unread] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ n: count() }).from(notifications).where(mine),
        unreadCount(request.userId),
      ]);
      const results = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        data: r.data as Record<string, string | number | null>,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
      }));
      return { ...pageOf(total?.n ?? 0, request.query, results), unread };
    },
  });

  app.route({
    ...notificationsRoutes.markRead,
    handler: async (request) => {
      const id = parseId(request.params.id, "notificationNotFound");
      const marked = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, request.userId)))
        .returning({ id: notifications.id });
      if (marked.length === 0) throw new HttpError(404, "notificationNotFound");
      return { unread: await unreadCount(request.userId) };
    },
  });

  app.route({
    ...notificationsRoutes.markAllRead,
    handler: async (request) => {
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, request.userId), isNull(notifications.readAt)));
      return { unread: 0 };
    },
  });
};

export default notificationsPlugin;
