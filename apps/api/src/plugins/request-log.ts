import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isInProcess } from "../in-process";

/**
 * One log line per request from outside, when its answer has gone: method, URL, status and time.
 * Fastify's own request logging writes two lines for every request, the API calls pages make
 * in-process among them; here those write none, and static files (their routes log at "warn",
 * plugins/web.ts and media.ts) none at the info level.
 */
export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    if (isInProcess(request)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });
});
