import { mkdirSync } from "node:fs";
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
    // Logged only when something goes wrong (plugins/request-log.ts).
    logLevel: "warn",
  });
});
