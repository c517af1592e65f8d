import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { RateLimit } from "../env";
import { HttpError } from "../http-error";

type Limiter = RateLimit & { keyGenerator: (request: FastifyRequest) => string };

declare module "fastify" {
  interface FastifyInstance {
    /** A preHandler that counts the request against every limiter given, and answers 429 past any of them. */
    limit(...limiters: Limiter[]): preHandlerAsyncHookHandler;
  }
}

/**
 * Limits are opt-in per route. Counters live in Redis when REDIS_URL is set, so several instances
 * share them; otherwise in this process.
 */
export default fp(async function limits(app: FastifyInstance) {
  const redis = app.env.redisUrl
    ? new Redis(app.env.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, redis, nameSpace: "capital-rl-", skipOnError: true });

  app.decorate("limit", (...limiters: Limiter[]) => {
    // @fastify/rate-limit's own hooks run once per request; its checkers let one request count twice.
    const checks = limiters.map((limiter) => app.createRateLimit(limiter));
    return async (request: FastifyRequest) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw new HttpError(429, "rateLimited");
      }
    };
  });
});

/** Per client address, counted separately for each `group` of routes. */
export function perClient(limit: RateLimit, group: string): Limiter {
  return { ...limit, keyGenerator: (request) => `${group}:ip:${request.ip}` };
}

/**
 * Per account, whichever address the attempts come from: `account` names it from the request, in
 * the one form the account is looked up by (an email goes through `emailKey`).
 */
export function perAccount(
  limit: RateLimit,
  group: string,
  account: (request: FastifyRequest) => string,
): Limiter {
  return { ...limit, keyGenerator: (request) => `${group}:${account(request)}` };
}
