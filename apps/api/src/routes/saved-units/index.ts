import { message } from "@capital/contract/errors";
import { savedUnitsRoutes } from "@capital/contract/routes/saved-units-routes";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { favourites, units } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { perAccount } from "../../plugins/rate-limit";
import { ofPublishedProject } from "../../publication/published";
import { requestLanguage, statedLanguage } from "../../request-language";
import { holdUnits } from "../../reservations/hold-units";
import { buyerReservations } from "../../reservations/reservation-rows";
import { moveReservation } from "../../reservations/transitions";
import { favouriteUnits } from "./saved-unit-lists";

/** SPEC.md section 7's favourites and bookings; a user sees and touches only their own. */
const savedUnitsPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.route({
    ...savedUnitsRoutes.favourites,
    config: { cache: { scope: "user" } },
    handler: async (request) => favouriteUnits(app.db, request.userId),
  });

  app.route({
    ...savedUnitsRoutes.addFavourite,
    config: { invalidates: "user" },
    handler: async (request, reply) => {
      const unitId = request.body.unit;
      const [unit] = await app.db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, unitId), ofPublishedProject("units")));
      if (!unit) throw new HttpError(404, "unitNotFound");
      await app.db.insert(favourites).values({ userId: request.userId, unitId }).onConflictDoNothing();
      const [saved] = await favouriteUnits(app.db, request.userId, unitId);
      if (!saved) throw new HttpError(404, "unitNotFound");
      return reply.status(201).send(saved);
    },
  });

  app.route({
    ...savedUnitsRoutes.removeFavourite,
    config: { invalidates: "user" },
    handler: async (request) => {
      const id = parseId(request.params.id, "favouriteNotFound");
      const removed = await app.db
        .delete(favourites)
        .where(and(eq(favourites.id, id), eq(favourites.userId, request.userId)))
        .returning({ id: favourites.id });
      if (removed.length === 0) throw new HttpError(404, "favouriteNotFound");
      return { message: message("favouriteRemoved", requestLanguage(request)) };
    },
  });

  app.route({
    ...savedUnitsRoutes.bookings,
    config: { cache: { scope: "user" } },
    handler: async (request) => buyerReservations(app.db, request.userId),
  });

  app.route({
    ...savedUnitsRoutes.book,
    config: { invalidates: "everything" },
    preHandler: app.limit(perAccount(app.env.rateLimits.booking, "booking", (r) => String(r.userId))),
    handler: async (request, reply) => {
      const held = await holdUnits(
        app.db,
        request.userId,
        request.body,
        app.env.reservations,
        app.reservations.queueWithin,
        statedLanguage(request),
      );
      const created = await buyerReservations(app.db, request.userId, held.ids);
      return reply
        .status(201)
        .send({ message: message("bookingAdded", requestLanguage(request)), bookings: created });
    },
  });

  app.route({
    ...savedUnitsRoutes.cancelBooking,
    config: { invalidates: "everything" },
    handler: async (request) => {
      const id = parseId(request.params.id, "bookingNotFound");
      const moved = await moveReservation(app.db, id, "cancel", { buyerId: request.userId });
      await app.reservations.announce(moved.events);
      return { message: message("bookingRemoved", requestLanguage(request)) };
    },
  });
};

export default savedUnitsPlugin;
