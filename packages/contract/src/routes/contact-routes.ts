import { messageResponseSchema } from "../accounts";
import { contactBodySchema } from "../catalogue-api";
import { defineRoute, errorAnswers } from "../define-route";

export const contactRoutes = {
  contact: defineRoute({
    method: "POST",
    url: "/contact/",
    schema: {
      tags: ["contact"],
      summary: "Send a message to the team",
      body: contactBodySchema,
      response: { 201: messageResponseSchema, ...errorAnswers(400, 429) },
    },
  }),
};
