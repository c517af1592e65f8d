import { systemRoutes } from "@capital/contract/routes/system-routes";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const system: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...systemRoutes.health,
    handler: async (_request, reply) => {
      await app.db.execute(sql`select 1`);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: app.database.kind };
    },
  });

  app.route({
    ...systemRoutes.config,
    config: { cache: { scope: "public" } },
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const { whatsappNumber, callUsNumber, demoContacts, appStoreUrl, googlePlayUrl } = app.env;
      const { egpPerUsd, publicBaseUrl, trueCostRate } = app.env;
      return {
        whatsappNumber,
        callUsNumber,
        demoContacts,
        appStoreUrl,
        googlePlayUrl,
        egpPerUsd,
        publicBaseUrl,
        trueCostRate,
        reservationHoldSeconds: app.env.reservations.holdSeconds,
      };
    },
  });
};

export default system;
