import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Shares the opened database with every route. Whoever opened it closes it. */
export default fp(async function database(app: FastifyInstance, options: { database: Database }) {
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
});
