import {
  companySchema,
  compoundSchema,
  homeSchema,
  idParamsSchema,
  locationSchema,
  mallSchema,
} from "../catalogue-api";
import { defineRoute, errorAnswers } from "../define-route";
import { pagedSchema, pageQuerySchema } from "../paging";
import { companyCardSchema, compoundCardSchema, locationCardSchema, mallCardSchema } from "../projects";

const tags = ["catalogue"];
const errors = errorAnswers(400, 404);

export const catalogueRoutes = {
  home: defineRoute({
    method: "GET",
    url: "/home/",
    schema: { tags, summary: "Everything the home page shows", response: { 200: homeSchema } },
  }),
  malls: defineRoute({
    method: "GET",
    url: "/malls/",
    schema: {
      tags,
      summary: "Malls, as cards, a page at a time",
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(mallCardSchema), ...errors },
    },
  }),
  compounds: defineRoute({
    method: "GET",
    url: "/compounds/",
    schema: {
      tags,
      summary: "Compounds, as cards, a page at a time",
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(compoundCardSchema), ...errors },
    },
  }),
  companies: defineRoute({
    method: "GET",
    url: "/companies/",
    schema: {
      tags,
      summary: "Developer companies, as cards, a page at a time",
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(companyCardSchema), ...errors },
    },
  }),
  locations: defineRoute({
    method: "GET",
    url: "/locations/",
    schema: {
      tags,
      summary: "Locations, as cards, a page at a time",
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(locationCardSchema), ...errors },
    },
  }),
  mall: defineRoute({
    method: "GET",
    url: "/malls/:id/",
    schema: {
      tags,
      summary: "A mall, whole",
      params: idParamsSchema,
      response: { 200: mallSchema, ...errors },
    },
  }),
  compound: defineRoute({
    method: "GET",
    url: "/compounds/:id/",
    schema: {
      tags,
      summary: "A compound, whole",
      params: idParamsSchema,
      response: { 200: compoundSchema, ...errors },
    },
  }),
  company: defineRoute({
    method: "GET",
    url: "/companies/:id/",
    schema: {
      tags,
      summary: "A developer company, whole",
      params: idParamsSchema,
      response: { 200: companySchema, ...errors },
    },
  }),
  location: defineRoute({
    method: "GET",
    url: "/locations/:id/",
    schema: {
      tags,
      summary: "A location, whole",
      params: idParamsSchema,
      response: { 200: locationSchema, ...errors },
    },
  }),
};
