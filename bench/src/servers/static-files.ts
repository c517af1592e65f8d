import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

/**
 * The page baseline: files from STATIC_DIR served as the app serves its built assets (Fastify,
 * @fastify/static, Brotli and gzip written beside each file ahead of time).
 */
const root = process.env.STATIC_DIR;
if (!root) throw new Error("STATIC_DIR is required");
const app = Fastify();
await app.register(fastifyStatic, { root, preCompressed: true });
await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 0) });
