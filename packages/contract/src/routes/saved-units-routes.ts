import { z } from "zod";
import { messageResponseSchema } from "../accounts";
import { defineRoute, errorAnswers } from "../define-route";
import { bookBodySchema, bookingsCreatedSchema, reservationSchema } from "../reservations";
import { addFavouriteBodySchema, savedIdParamsSchema, savedUnitSchema } from "../saved-units";

const security = [{ bearerAuth: [] }];
const errors = errorAnswers(400, 401, 404);

/** SPEC.md section 7's favourites and bookings; a user sees and touches only their own. */
export const savedUnitsRoutes = {
  favourites: defineRoute({
    method: "GET",
    url: "/favourites/",
    schema: {
      tags: ["favourites"],
      summary: "My favourites",
      security,
      response: { 200: z.array(savedUnitSchema), ...errors },
    },
  }),
  addFavourite: defineRoute({
    method: "POST",
    url: "/favourites/",
    schema: {
      tags: ["favourites"],
      summary: "Add a unit to my favourites; adding it twice keeps one",
      security,
      body: addFavouriteBodySchema,
      response: { 201: savedUnitSchema, ...errors },
    },
  }),
  removeFavourite: defineRoute({
    method: "DELETE",
    url: "/favourites/:id/",
    schema: {
      tags: ["favourites"],
      summary: "Remove one of my favourites",
      security,
      params: savedIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
  }),
  bookings: defineRoute({
    method: "GET",
    url: "/bookings/",
    schema: {
      tags: ["bookings"],
      summary:
        "My reservations, newest first, each with its status, reference, hold deadline and the company's decision",
      security,
      response: { 200: z.array(reservationSchema), ...errors },
    },
  }),
  book: defineRoute({
    method: "POST",
    url: "/bookings/",
    schema: {
      tags: ["bookings"],
      summary:
        "Hold units for a call from the company, all or none: each becomes held until its deadline; a unit that is not free gets 409",
      security,
      body: bookBodySchema,
      response: { 201: bookingsCreatedSchema, ...errorAnswers(400, 401, 404, 409, 429) },
    },
  }),
  cancelBooking: defineRoute({
    method: "DELETE",
    url: "/bookings/:id/",
    schema: {
      tags: ["bookings"],
      summary: "Cancel one of my held or confirmed reservations; the unit becomes free",
      security,
      params: savedIdParamsSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 404, 409) },
    },
  }),
};
