import Fastify from "fastify";

/** The API baseline: a bare Fastify server answering a small JSON object, nothing else registered. */
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 0) });
