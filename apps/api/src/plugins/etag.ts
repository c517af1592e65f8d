import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isInProcess } from "../in-process";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route's answers carry no validator (hashed files, never revalidated). */
    etag?: boolean;
  }
}

/**
 * An ETag from the body of every whole answer (as @fastify/etag did), and 304 to a request that
 * holds it; but none for the API calls pages make in-process, which never revalidate, nor for
 * routes that say they need none: hashing a body costs more than the rest of a small answer.
 */
export default fp(async function etag(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.config.etag === false || isInProcess(request)) return payload;
    if (!(typeof payload === "string" || Buffer.isBuffer(payload))) return payload;
    let tag = reply.getHeader("etag");
    if (!tag) {
      tag = `"${createHash("sha1").update(payload).digest("base64")}"`;
      reply.header("etag", tag);
    }
    const asked = request.headers["if-none-match"];
    if (asked && (asked === tag || asked === `W/${tag}`)) {
      reply.code(304);
      return "";
    }
    return payload;
  });
});
