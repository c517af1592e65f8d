import { defineRoute, errorAnswers } from "../define-route";
import { recentLookupQuerySchema, recentlyViewedSchema, recordViewsBodySchema } from "../recently-viewed";

const tags = ["recently viewed"];
const security = [{ bearerAuth: [] }];

/**
 * Issue 21 point 4: what a visitor opened last. Signed in, the list is the user's on the server;
 * signed out, the browser keeps the ids and looks them up; at sign-in the browser's views are
 * recorded (merged, the later view of a thing wins).
 */
export const recentlyViewedRoutes = {
  mine: defineRoute({
    method: "GET",
    url: "/recently-viewed/",
    schema: {
      tags,
      summary: "My recently viewed units and projects, newest first",
      security,
      response: { 200: recentlyViewedSchema, ...errorAnswers(401) },
    },
  }),
  record: defineRoute({
    method: "POST",
    url: "/recently-viewed/",
    schema: {
      tags,
      summary:
        "Record views (one as it happens, or a browser's list at sign-in) and answer my list; ids no longer in the catalogue are skipped, a future time counts as now",
      security,
      body: recordViewsBodySchema,
      response: { 200: recentlyViewedSchema, ...errorAnswers(400, 401) },
    },
  }),
  lookup: defineRoute({
    method: "GET",
    url: "/recently-viewed/lookup/",
    schema: {
      tags,
      summary: "A signed-out visitor's recently viewed ids, as cards in the order given; unknown ids skipped",
      querystring: recentLookupQuerySchema,
      response: { 200: recentlyViewedSchema, ...errorAnswers(400) },
    },
  }),
};
