import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

type Job = { name: string; work: () => Promise<void> };

declare module "fastify" {
  interface FastifyRequest {
    /** Leaves `work` for after this request's answer has gone, in this process's queue. */
    later(name: string, work: () => Promise<void>): void;
  }
  interface FastifyInstance {
    /** Resolves once every job queued so far has run. */
    afterResponseJobs: { idle(): Promise<void> };
  }
}

/**
 * Work a request leaves for after its answer (the password-reset mail): the answer takes the same
 * time whatever the work would cost, so its timing tells nothing about it. Jobs run one at a time;
 * closing the app waits for the queue before the database closes.
 */
export default fp(async function afterResponse(app: FastifyInstance) {
  const left = new WeakMap<FastifyRequest, Job[]>();
  let queue = Promise.resolve();

  app.decorateRequest("later", function later(this: FastifyRequest, name: string, work: () => Promise<void>) {
    left.set(this, [...(left.get(this) ?? []), { name, work }]);
  });
  app.addHook("onResponse", async (request) => {
    for (const job of left.get(request) ?? []) {
      queue = queue.then(job.work).catch((error: unknown) => {
        app.log.error({ err: error }, `the job "${job.name}" failed`);
      });
    }
    left.delete(request);
  });
  app.decorate("afterResponseJobs", { idle: () => queue });
  app.addHook("onClose", () => queue);
});
