import { apiErrorSchema } from "@capital/contract/api-error";
import { healthSchema, livenessSchema, PROBE_PATHS } from "@capital/contract/system";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../http-error";

/** How long readiness waits for the database before it says the instance is not ready. */
const DATABASE_TIMEOUT_MS = 2000;

/** Liveness and readiness, for a container's health check and a load balancer. */
const probes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROBE_PATHS.live,
    {
      // Alive even when overloaded: a busy instance must not look dead and be restarted.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers (it does not ask the database)",
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    PROBE_PATHS.ready,
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: the database answers and the instance is not shutting down; 503 otherwise",
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const answered = await Promise.race([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, DATABASE_TIMEOUT_MS, false).unref()),
      ]);
      if (!answered) throw new HttpError(503, "serviceUnavailable");
      return { status: "ok" as const, database: app.database.kind };
    },
  );
};

export default probes;
