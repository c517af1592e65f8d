import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http-error";

declare module "fastify" {
  interface FastifyInstance {
    /** True once the server has begun to close: in-flight requests finish, new ones are turned away. */
    shuttingDown: boolean;
  }
}

/**
 * Graceful shutdown, as the API sees it: once closing begins, a request arriving on a connection
 * that is still open answers 503 in the contract's shape, while the requests already in flight
 * run to their end (`app.close()` waits for them); every answer from then on closes its connection.
 */
export default fp(async function lifecycle(app: FastifyInstance) {
  app.decorate("shuttingDown", false);
  app.addHook("preClose", async () => {
    app.shuttingDown = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (!app.shuttingDown) return;
    reply.header("connection", "close");
    throw new HttpError(503, "serviceUnavailable");
  });
  // A request that was in flight ends its connection with its answer: kept alive, the connection
  // would hold the closing server open until its keep-alive timeout.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (app.shuttingDown) reply.header("connection", "close");
    return payload;
  });
});
