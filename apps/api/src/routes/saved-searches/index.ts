import { message } from "@capital/contract/errors";
import { savedSearchesRoutes as routes } from "@capital/contract/routes/saved-searches-routes";
import { SAVED_SEARCHES_MAX } from "@capital/contract/saved-search-options";
import { readSearchPage } from "@capital/contract/saved-searches";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { savedSearchColumns } from "../../alerts/saved-search-columns";
import { readUnsubscribeToken } from "../../alerts/unsubscribe-token";
import { savedSearches, users } from "../../db/schema";
import { fieldErrors, HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { requestLanguage } from "../../request-language";
import { savedSearchAnswer, savedSearchColumnsShown, unsubscription } from "./saved-search-rows";

const privateAnswer = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header("cache-control", "private, no-store");
};

/**
 * Issue 21 points 2 and 3: a buyer's saved searches, their favourites' alerts setting, and the
 * unsubscribe link of the alert mails. Only the owner sees or changes a saved search: another
 * buyer's id answers 404, as if it did not exist.
 */
const savedSearchesPlugin: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients post the one-click unsubscribe as a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const owned = (request: FastifyRequest, raw: string) =>
    and(eq(savedSearches.id, parseId(raw, "savedSearchNotFound")), eq(savedSearches.userId, request.userId));

  app.route({
    ...routes.list,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => {
      const rows = await app.db
        .select(savedSearchColumnsShown)
        .from(savedSearches)
        .where(eq(savedSearches.userId, request.userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map(savedSearchAnswer);
    },
  });

  app.route({
    ...routes.create,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request, reply) => {
      const read = readSearchPage(request.body.page);
      if ("fields" in read) throw fieldErrors(read.fields);
      const columns = savedSearchColumns(read.page);
      const created = await app.db.transaction(async (tx) => {
        // One buyer's saves one at a time, so the limit and the "already saved" check hold.
        await tx.execute(sql`select id from users where id = ${request.userId} for update`);
        const mine = await tx
          .select({ page: savedSearches.page })
          .from(savedSearches)
          .where(eq(savedSearches.userId, request.userId));
        if (mine.some((search) => search.page === columns.page))
          throw new HttpError(409, "searchAlreadySaved");
        if (mine.length >= SAVED_SEARCHES_MAX) {
          throw new HttpError(409, "tooManySavedSearches", undefined, { max: String(SAVED_SEARCHES_MAX) });
        }
        const [row] = await tx
          .insert(savedSearches)
          .values({
            ...columns,
            userId: request.userId,
            name: request.body.name,
            frequency: request.body.frequency,
          })
          .returning(savedSearchColumnsShown);
        return row;
      });
      if (!created) throw new HttpError(500, "internal");
      return reply.status(201).send(savedSearchAnswer(created));
    },
  });

  app.route({
    ...routes.update,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => {
      const { name, frequency, paused } = request.body;
      const which = owned(request, request.params.id);
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(frequency !== undefined ? { frequency } : {}),
        // Pausing again keeps the time it was first paused.
        ...(paused !== undefined
          ? { pausedAt: paused ? sql`coalesce(${savedSearches.pausedAt}, now())` : null }
          : {}),
      };
      const [row] =
        Object.keys(changes).length === 0
          ? await app.db.select(savedSearchColumnsShown).from(savedSearches).where(which)
          : await app.db.update(savedSearches).set(changes).where(which).returning(savedSearchColumnsShown);
      if (!row) throw new HttpError(404, "savedSearchNotFound");
      return savedSearchAnswer(row);
    },
  });

  app.route({
    ...routes.remove,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => {
      const removed = await app.db
        .delete(savedSearches)
        .where(owned(request, request.params.id))
        .returning({ id: savedSearches.id });
      if (removed.length === 0) throw new HttpError(404, "savedSearchNotFound");
      return { message: message("savedSearchDeleted", requestLanguage(request)) };
    },
  });

  app.route({
    ...routes.settings,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => {
      const [row] = await app.db
        .select({ favouriteAlerts: users.favouriteAlerts })
        .from(users)
        .where(eq(users.id, request.userId));
      if (!row) throw new HttpError(401, "userNotFound");
      return row;
    },
  });

  app.route({
    ...routes.updateSettings,
    onRequest: app.authenticate,
    onSend: privateAnswer,
    handler: async (request) => {
      const [row] = await app.db
        .update(users)
        .set({ favouriteAlerts: request.body.favouriteAlerts })
        .where(eq(users.id, request.userId))
        .returning({ favouriteAlerts: users.favouriteAlerts });
      if (!row) throw new HttpError(401, "userNotFound");
      return row;
    },
  });

  /** The alerts an unsubscribe link's token names; a forged or altered token is a 400. */
  const targetOf = (token: string) => {
    const target = readUnsubscribeToken(app.env.jwtSecret, token);
    if (!target) throw new HttpError(400, "unsubscribeLinkInvalid");
    return target;
  };

  app.route({
    ...routes.unsubscription,
    onSend: privateAnswer,
    handler: async (request) => unsubscription(app.db, targetOf(request.query.token)),
  });

  app.route({
    ...routes.unsubscribe,
    onSend: privateAnswer,
    handler: async (request) => unsubscription(app.db, targetOf(request.query.token), { subscribed: false }),
  });

  app.route({
    ...routes.resubscribe,
    onSend: privateAnswer,
    handler: async (request) => unsubscription(app.db, targetOf(request.query.token), { subscribed: true }),
  });
};

export default savedSearchesPlugin;
