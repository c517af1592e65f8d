import { z } from "zod";
import { messageResponseSchema } from "../accounts";
import { defineRoute, errorAnswers } from "../define-route";
import {
  alertSettingsSchema,
  createSavedSearchBodySchema,
  oneClickBodySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  unsubscribeQuerySchema,
  unsubscriptionSchema,
  updateSavedSearchBodySchema,
} from "../saved-searches";

const tags = ["saved searches"];
const security = [{ bearerAuth: [] }];

/**
 * Issue 21 points 2 and 3: saved searches with alerts, the favourites' alerts setting, and the
 * unsubscribe link of every alert mail (a signed token: no sign-in needed). A buyer sees and
 * changes only their own searches; another buyer's id is a 404.
 */
export const savedSearchesRoutes = {
  list: defineRoute({
    method: "GET",
    url: "/saved-searches/",
    schema: {
      tags,
      summary: "My saved searches, newest first",
      security,
      response: { 200: z.array(savedSearchSchema), ...errorAnswers(401) },
    },
  }),
  create: defineRoute({
    method: "POST",
    url: "/saved-searches/",
    schema: {
      tags,
      summary:
        "Save a search page (its filters, text and sort, read from its address) with a name and how often to be told of new matches",
      security,
      body: createSavedSearchBodySchema,
      response: { 201: savedSearchSchema, ...errorAnswers(400, 401, 409) },
    },
  }),
  update: defineRoute({
    method: "PATCH",
    url: "/saved-searches/:id/",
    schema: {
      tags,
      summary: "Rename one of my saved searches, change how often it alerts me, pause or resume it",
      security,
      params: savedSearchParamsSchema,
      body: updateSavedSearchBodySchema,
      response: { 200: savedSearchSchema, ...errorAnswers(400, 401, 404) },
    },
  }),
  remove: defineRoute({
    method: "DELETE",
    url: "/saved-searches/:id/",
    schema: {
      tags,
      summary: "Delete one of my saved searches; its alerts stop",
      security,
      params: savedSearchParamsSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(401, 404) },
    },
  }),
  settings: defineRoute({
    method: "GET",
    url: "/alert-settings/",
    schema: {
      tags,
      summary: "Whether I am told when a favourite's price drops or it is on the market again",
      security,
      response: { 200: alertSettingsSchema, ...errorAnswers(401) },
    },
  }),
  updateSettings: defineRoute({
    method: "PUT",
    url: "/alert-settings/",
    schema: {
      tags,
      summary: "Turn the favourites' alerts on or off",
      security,
      body: alertSettingsSchema,
      response: { 200: alertSettingsSchema, ...errorAnswers(400, 401) },
    },
  }),
  unsubscription: defineRoute({
    method: "GET",
    url: "/alerts/unsubscribe/",
    schema: {
      tags,
      summary: "What an alert mail's unsubscribe link stops, and whether it is still on; changes nothing",
      querystring: unsubscribeQuerySchema,
      response: { 200: unsubscriptionSchema, ...errorAnswers(400, 404) },
    },
  }),
  unsubscribe: defineRoute({
    method: "POST",
    url: "/alerts/unsubscribe/",
    schema: {
      tags,
      summary:
        "Stop the alerts an alert mail's link names (RFC 8058 one-click: mail clients post List-Unsubscribe=One-Click); no sign-in needed",
      querystring: unsubscribeQuerySchema,
      body: oneClickBodySchema,
      consumes: ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"],
      response: { 200: unsubscriptionSchema, ...errorAnswers(400, 404) },
    },
  }),
  resubscribe: defineRoute({
    method: "POST",
    url: "/alerts/resubscribe/",
    schema: {
      tags,
      summary: "Undo an unsubscribe from the same link: the alerts it names are on again",
      querystring: unsubscribeQuerySchema,
      response: { 200: unsubscriptionSchema, ...errorAnswers(400, 404) },
    },
  }),
};
