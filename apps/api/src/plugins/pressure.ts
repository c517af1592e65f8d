import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { RETRY_AFTER_SECONDS } from "./errors";

/**
 * An overloaded instance says so at once, 503 with Retry-After (the error handler words it),
 * instead of queueing requests for seconds: when the event loop lags more than the limit on
 * average over a second, new requests are turned away until it recovers. Liveness still answers.
 */
export default fp(async function pressure(app: FastifyInstance, options: { maxEventLoopDelayMs: number }) {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
  });
});
