import { defineRoute, errorAnswers } from "../define-route";
import {
  textSearchAnswerSchema,
  textSearchQuerySchema,
  unitSearchPageSchema,
  unitSearchQuerySchema,
} from "../search";

const tags = ["search"];

export const searchRoutes = {
  searchResidential: defineRoute({
    method: "GET",
    url: "/search-residential-unit/",
    schema: {
      tags,
      summary: "Search residential units with SPEC.md's filters; omitted filters do not filter",
      querystring: unitSearchQuerySchema,
      response: { 200: unitSearchPageSchema, ...errorAnswers(400) },
    },
  }),
  searchInvestment: defineRoute({
    method: "GET",
    url: "/search-investment-unit/",
    schema: {
      tags,
      summary: "Search investment units with SPEC.md's filters; omitted filters do not filter",
      querystring: unitSearchQuerySchema,
      response: { 200: unitSearchPageSchema, ...errorAnswers(400) },
    },
  }),
  textSearch: defineRoute({
    method: "GET",
    url: "/search/",
    schema: {
      tags,
      summary:
        "Text search in English and Arabic: projects, companies and locations by name, and free units by kind, rooms and project, grouped; units paged",
      querystring: textSearchQuerySchema,
      response: { 200: textSearchAnswerSchema, ...errorAnswers(400) },
    },
  }),
};
