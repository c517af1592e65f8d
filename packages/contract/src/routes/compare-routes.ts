import { compareQuerySchema, compareResponseSchema } from "../compare";
import { defineRoute, errorAnswers } from "../define-route";

/** Issue 21 point 1: the units of a comparison, in one request, for anyone with the link. */
export const compareRoutes = {
  compare: defineRoute({
    method: "GET",
    url: "/compare/",
    schema: {
      tags: ["compare"],
      summary: "Two to four units side by side, in the order asked; an unknown id is a 404 naming it",
      querystring: compareQuerySchema,
      response: { 200: compareResponseSchema, ...errorAnswers(400, 404) },
    },
  }),
};
