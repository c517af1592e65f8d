import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Generated and uploaded images, from the data dir's media folder. */
export default fp(async function media(app: FastifyInstance) {
  mkdirSync(app.env.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.env.mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    list: false,
    maxAge: "1d",
    setHeaders(reply, filePath) {
      // Uploads are named by a random key and never rewritten: browsers may keep them for a year.
      if (filePath.includes(`${path.sep}uploads${path.sep}`))
        reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
});
