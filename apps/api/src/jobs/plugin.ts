import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type JobRunner, startJobRunner } from "./job-runner";

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** Starts the job runner with the app and stops it, its jobs in hand finished, before the app closes. */
export default fp(async function jobs(app: FastifyInstance, options: { pollingSeconds?: number }) {
  const runner = await startJobRunner(app.database, {
    pollingSeconds: options.pollingSeconds,
    onError: (error) => app.log.error({ err: error }, "job runner"),
  });
  app.decorate("jobs", runner);
  app.addHook("onClose", () => runner.stop());
});
