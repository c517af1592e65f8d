import { defineRoute, errorAnswers } from "../define-route";
import { partnerMeSchema } from "../partner";

/** Every partner route needs a signed-in partner: 401 signed out, 403 for buyers (decision 18). */
export const partnerSecurity = [{ bearerAuth: [] }] as const;

/** Issue 17: the partner portal's roles, companies, staff, invitations, audit log and moderation. */
export const partnerCoreRoutes = {
  me: defineRoute({
    method: "GET",
    url: "/partner/me/",
    schema: {
      tags: ["partner"],
      summary: "Who I am in the partner portal: my role and, for company staff, my company",
      security: partnerSecurity,
      response: { 200: partnerMeSchema, ...errorAnswers(401, 403) },
    },
  }),
};
