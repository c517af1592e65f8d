import { recentlyViewedRoutes } from "@capital/contract/routes/recently-viewed-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { myRecentlyViewed, recentCards, recordViews } from "./recent-lists";

const privateAnswer = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header("cache-control", "private, no-store");
};

/** Issue 21 point 4: recently viewed units and projects; a user sees and records only their own. */
const recentlyViewedPlugin: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...recentlyViewedRoutes.lookup,
    config: { cache: { scope: "public" } },
    handler: async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return recentCards(app.db, request.query.units ?? [], request.query.projects ?? []);
    },
  });

  app.route({
    ...recentlyViewedRoutes.mine,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => myRecentlyViewed(app.db, request.userId),
  });

  app.route({
    ...recentlyViewedRoutes.record,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => {
      await recordViews(app.db, request.userId, request.body.items);
      return myRecentlyViewed(app.db, request.userId);
    },
  });
};

export default recentlyViewedPlugin;
