import { API_PATHS } from "@capital/contract/api-paths";
import { healthSchema } from "@capital/contract/system";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    { schema: { tags: ["system"], summary: "Liveness and database check", response: { 200: healthSchema } } },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: app.database.kind };
    },
  );
};

export default health;
