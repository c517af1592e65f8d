import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * An uploaded profile picture or project photo: a new random name on every upload, never written again
 * (routes/accounts/profile-picture.ts), so kept for a year. Generated images keep their names when
 * the demo is generated again: a day.
 */
const UPLOADED = /^(users\/\d+\/[0-9a-f]{12}\.webp|uploads\/[0-9a-f]{24}-\d+\.(avif|webp))$/;

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
    setHeaders: (reply: FastifyReply, file: string) => {
      const name = path.relative(app.env.mediaDir, file).split(path.sep).join("/");
      if (!UPLOADED.test(name)) return;
      reply.header("cache-control", "public, max-age=31536000, immutable");
      // Mails show uploaded photos (a construction update's) in the reader's mail app, another origin.
      if (name.startsWith("uploads/")) reply.header("cross-origin-resource-policy", "cross-origin");
    },
    // Logged only when something goes wrong (plugins/request-log.ts).
    logLevel: "warn",
  });
});
