import { compareRoutes } from "@capital/contract/routes/compare-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { compareUnits } from "./compare-units";

/** Issue 21 point 1: a comparison is public, so a link to it opens for anyone. */
const comparePlugin: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...compareRoutes.compare,
    config: { cache: { scope: "public" } },
    handler: async (request, reply) => {
      reply.header("cache-control", "public, max-age=60, stale-while-revalidate=300");
      return { units: await compareUnits(app.db, request.query.units) };
    },
  });
};

export default comparePlugin;
