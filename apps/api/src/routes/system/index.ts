import { API_PATHS } from "@capital/contract/api-paths";
import { healthSchema, publicConfigSchema } from "@capital/contract/system";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const system: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    { schema: { tags: ["system"], summary: "Liveness and database check", response: { 200: healthSchema } } },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: app.database.kind };
    },
  );

  app.get(
    API_PATHS.config,
    {
      config: { cache: { scope: "public" } },
      schema: {
        tags: ["system"],
        summary: "Public settings the pages need",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const { whatsappNumber, callUsNumber, egpPerUsd, publicBaseUrl } = app.env;
      return { whatsappNumber, callUsNumber, egpPerUsd, publicBaseUrl };
    },
  );
};

export default system;
