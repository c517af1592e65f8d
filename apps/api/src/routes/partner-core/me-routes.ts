import { partnerCoreRoutes } from "@capital/contract/routes/partner-core-routes";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companies, users } from "../../db/schema";
import { HttpError } from "../../http-error";

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...partnerCoreRoutes.me,
    onRequest: app.partnerOnly(),
    handler: async (request) => {
      const { partner } = request;
      const [user] = await app.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, partner.userId));
      if (!user) throw new HttpError(401, "userNotFound");
      if (partner.companyId === null) return { role: partner.role, company: null, user };
      const [company] = await app.db
        .select({
          id: companies.id,
          name: companies.name,
          nameArabic: companies.nameArabic,
          logo: companies.logo,
        })
        .from(companies)
        .where(eq(companies.id, partner.companyId));
      return { role: partner.role, company: company ?? null, user };
    },
  });
};

export default meRoutes;
