import { messageResponseSchema } from "@capital/contract/accounts";
import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import { message } from "@capital/contract/errors";
import {
  addFavouriteBodySchema,
  bookBodySchema,
  bookingsCreatedSchema,
  savedIdParamsSchema,
  savedUnitSchema,
} from "@capital/contract/saved-units";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { favourites, units } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { perAccount } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";
import { bookUnits, cancelBooking } from "./book-units";
import { savedUnits } from "./saved-unit-lists";

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** SPEC.md section 7's favourites and bookings; a user sees and touches only their own. */
const savedUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    API_PATHS.favourites,
    {
      config: { cache: { scope: "user" } },
      schema: {
        tags: ["favourites"],
        summary: "My favourites",
        security,
        response: { 200: z.array(savedUnitSchema), ...errors },
      },
    },
    async (request) => savedUnits(app.db, "favourites", request.userId),
  );

  app.post(
    API_PATHS.favourites,
    {
      config: { invalidates: "user" },
      schema: {
        tags: ["favourites"],
        summary: "Add a unit to my favourites; adding it twice keeps one",
        security,
        body: addFavouriteBodySchema,
        response: { 201: savedUnitSchema, ...errors },
      },
    },
    async (request, reply) => {
      const unitId = request.body.unit;
      const [unit] = await app.db.select({ id: units.id }).from(units).where(eq(units.id, unitId));
      if (!unit) throw new HttpError(404, "unitNotFound");
      await app.db.insert(favourites).values({ userId: request.userId, unitId }).onConflictDoNothing();
      const [saved] = await savedUnits(app.db, "favourites", request.userId, sql`s.unit_id = ${unitId}`);
      if (!saved) throw new HttpError(404, "unitNotFound");
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    API_PATHS.favourite,
    {
      config: { invalidates: "user" },
      schema: {
        tags: ["favourites"],
        summary: "Remove one of my favourites",
        security,
        params: savedIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, "favouriteNotFound");
      const removed = await app.db
        .delete(favourites)
        .where(and(eq(favourites.id, id), eq(favourites.userId, request.userId)))
        .returning({ id: favourites.id });
      if (removed.length === 0) throw new HttpError(404, "favouriteNotFound");
      return { message: message("favouriteRemoved", requestLanguage(request)) };
    },
  );

  app.get(
    API_PATHS.bookings,
    {
      config: { cache: { scope: "user" } },
      schema: {
        tags: ["bookings"],
        summary: "My active bookings",
        security,
        response: { 200: z.array(savedUnitSchema), ...errors },
      },
    },
    async (request) => savedUnits(app.db, "bookings", request.userId),
  );

  app.post(
    API_PATHS.bookings,
    {
      config: { invalidates: "everything" },
      schema: {
        tags: ["bookings"],
        summary: "Book units, all or none: each becomes reserved; a reserved one gets 409",
        security,
        body: bookBodySchema,
        response: { 201: bookingsCreatedSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
      preHandler: app.limit(perAccount(app.env.rateLimits.booking, "booking", (r) => String(r.userId))),
    },
    async (request, reply) => {
      const ids = await bookUnits(app.db, request.userId, request.body.units);
      const created = await savedUnits(
        app.db,
        "bookings",
        request.userId,
        sql`s.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      return reply
        .status(201)
        .send({ message: message("bookingAdded", requestLanguage(request)), bookings: created });
    },
  );

  app.delete(
    API_PATHS.booking,
    {
      config: { invalidates: "everything" },
      schema: {
        tags: ["bookings"],
        summary: "Cancel one of my bookings; the unit becomes free",
        security,
        params: savedIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelBooking(app.db, request.userId, parseId(request.params.id, "bookingNotFound"));
      return { message: message("bookingRemoved", requestLanguage(request)) };
    },
  );
};

export default savedUnitRoutes;
