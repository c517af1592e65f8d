import { defineRoute, errorAnswers } from "../define-route";
import { partnerIdParamsSchema } from "../partner";
import {
  locationCreateBodySchema,
  locationListQuerySchema,
  locationUpdateBodySchema,
  partnerLocationPageSchema,
  partnerLocationSchema,
} from "../partner-locations";
import { partnerSecurity } from "./partner-core-routes";

const tags = ["partner"];
const forms = ["application/json", "multipart/form-data"] as const;

/** Issue 17: operators add and edit the public catalogue's locations. */
export const partnerLocationsRoutes = {
  locations: defineRoute({
    method: "GET",
    url: "/partner/locations/",
    schema: {
      tags,
      summary: "Locations, newest first, optionally by name (operators)",
      security: partnerSecurity,
      querystring: locationListQuerySchema,
      response: { 200: partnerLocationPageSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  createLocation: defineRoute({
    method: "POST",
    url: "/partner/locations/",
    schema: {
      tags,
      summary: "Add a location with its logo and card image (operators)",
      security: partnerSecurity,
      consumes: forms,
      body: locationCreateBodySchema,
      response: { 201: partnerLocationSchema, ...errorAnswers(400, 401, 403, 413) },
    },
  }),
  location: defineRoute({
    method: "GET",
    url: "/partner/locations/:id/",
    schema: {
      tags,
      summary: "A location as operators edit it (operators)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      response: { 200: partnerLocationSchema, ...errorAnswers(401, 403, 404) },
    },
  }),
  updateLocation: defineRoute({
    method: "PATCH",
    url: "/partner/locations/:id/",
    schema: {
      tags,
      summary: "Change a location's texts, acres, map, logo or card image (operators)",
      security: partnerSecurity,
      consumes: forms,
      params: partnerIdParamsSchema,
      body: locationUpdateBodySchema,
      response: { 200: partnerLocationSchema, ...errorAnswers(400, 401, 403, 404, 413) },
    },
  }),
};
