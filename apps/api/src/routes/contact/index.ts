import { messageResponseSchema } from "@capital/contract/accounts";
import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import { contactBodySchema } from "@capital/contract/catalogue-api";
import { message } from "@capital/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages } from "../../db/schema";
import { perClient } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";

/** The home page's contact form (DECISIONS.md): stored, validated, rate limited. */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.contact,
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the team",
        body: contactBodySchema,
        response: { 201: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: app.limit(perClient(app.env.rateLimits.contact, "contact")),
    },
    async (request, reply) => {
      await app.db.insert(contactMessages).values(request.body);
      return reply.status(201).send({ message: message("contactSent", requestLanguage(request)) });
    },
  );
};

export default contact;
