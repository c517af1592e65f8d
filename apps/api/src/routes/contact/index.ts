import { message } from "@capital/contract/errors";
import { contactRoutes } from "@capital/contract/routes/contact-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages } from "../../db/schema";
import { perClient } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";

/** The home page's contact form (DECISIONS.md): stored, validated, rate limited. */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contactRoutes.contact,
    preHandler: app.limit(perClient(app.env.rateLimits.contact, "contact")),
    handler: async (request, reply) => {
      await app.db.insert(contactMessages).values(request.body);
      return reply.status(201).send({ message: message("contactSent", requestLanguage(request)) });
    },
  });
};

export default contact;
