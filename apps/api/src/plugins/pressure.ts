import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http-error";
import { isInProcess } from "../in-process";
import { RETRY_AFTER_SECONDS } from "./errors";

/**
 * An overloaded instance says so at once, 503 with Retry-After in the contract's shape, instead of
 * queueing requests for seconds: while the event loop lags more than the limit on average over a
 * second, new requests are turned away. Liveness still answers, and a page already let in still
 * gets the API answers it asks for in-process.
 */
export default fp(async function pressure(app: FastifyInstance, options: { maxEventLoopDelayMs: number }) {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    pressureHandler: async (request, reply) => {
      if (isInProcess(request)) return;
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, "serviceUnavailable");
    },
  });
});
