import { pageOf, pageWindow } from "@capital/contract/paging";
import type { PartnerCompany } from "@capital/contract/partner";
import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { companies, partnerMembers } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { assertOwnCompany } from "../../plugins/partner-access";
import { storeCompanyImage } from "./company-images";

type CompanyRow = typeof companies.$inferSelect;

const staffCount = sql<number>`(select count(*)::int from ${partnerMembers} where ${partnerMembers.companyId} = ${companies.id})`;

function toPartnerCompany(row: CompanyRow, staff: number): PartnerCompany {
  return {
    id: row.id,
    name: row.name,
    nameArabic: row.nameArabic,
    logo: row.logo,
    image: row.image,
    aboutFirstParagraph: row.aboutFirstParagraph,
    aboutFirstParagraphArabic: row.aboutFirstParagraphArabic,
    aboutSecondParagraph: row.aboutSecondParagraph,
    aboutSecondParagraphArabic: row.aboutSecondParagraphArabic,
    facebookLink: row.facebookLink,
    instagramLink: row.instagramLink,
    linkedinLink: row.linkedinLink,
    staffCount: staff,
  };
}

/** The profile fields an audit row shows (not the rating, which buyers' reviews make). */
function profileOf(row: CompanyRow) {
  const { rating: _rating, createdAt: _createdAt, ...profile } = row;
  return profile;
}

async function findCompany(db: Db, rawId: string) {
  const id = parseId(rawId, "companyNotFound");
  const [row] = await db
    .select({ company: companies, staff: staffCount })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw new HttpError(404, "companyNotFound");
  return row;
}

/** Companies: operators add and list them; a manager edits their own company's profile. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.companies,
    onRequest: app.partnerOnly(["operator"]),
    handler: async (request) => {
      const { search } = request.query;
      const where = search
        ? or(
            ilike(companies.name, `%${escapeLike(search)}%`),
            ilike(companies.nameArabic, `%${escapeLike(search)}%`),
          )
        : undefined;
      const { limit, offset } = pageWindow(request.query);
      const [total, rows] = await Promise.all([
        app.db.select({ n: count() }).from(companies).where(where),
        app.db
          .select({ company: companies, staff: staffCount })
          .from(companies)
          .where(where)
          .orderBy(desc(companies.createdAt), desc(companies.id))
          .limit(limit)
          .offset(offset),
      ]);
      return pageOf(
        total[0]?.n ?? 0,
        request.query,
        rows.map((row) => toPartnerCompany(row.company, row.staff)),
      );
    },
  });

  app.route({
    ...routes.createCompany,
    onRequest: app.partnerOnly(["operator"]),
    config: { invalidates: "everything" },
    handler: async (request, reply) => {
      const { logo, image, ...fields } = request.body;
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          // The images are stored under the company's id, so it is made first with none.
          .values({ ...fields, logo: "", image: "", rating: 0 })
          .returning();
        if (!row) throw new Error("company not created");
        const [withImages] = await tx
          .update(companies)
          .set({
            logo: await storeCompanyImage(app.env.mediaDir, row.id, "logo", logo),
            image: await storeCompanyImage(app.env.mediaDir, row.id, "image", image),
          })
          .where(eq(companies.id, row.id))
          .returning();
        if (!withImages) throw new Error("company not created");
        await recordAudit(tx, request.partner, {
          action: "company.created",
          entity: "company",
          entityId: row.id,
          companyId: row.id,
          before: null,
          after: profileOf(withImages),
        });
        return withImages;
      });
      return reply.status(201).send(toPartnerCompany(created, 0));
    },
  });

  app.route({
    ...routes.company,
    onRequest: app.partnerOnly(),
    handler: async (request) => {
      const { company, staff } = await findCompany(app.db, request.params.id);
      assertOwnCompany(request.partner, company.id, "companyNotFound");
      return toPartnerCompany(company, staff);
    },
  });

  app.route({
    ...routes.updateCompany,
    onRequest: app.partnerOnly(["operator", "manager"]),
    config: { invalidates: "everything" },
    handler: async (request) => {
      const { company, staff } = await findCompany(app.db, request.params.id);
      assertOwnCompany(request.partner, company.id, "companyNotFound");
      const { logo, image, ...fields } = request.body;
      const changes: Partial<CompanyRow> = { ...fields };
      if (logo) changes.logo = await storeCompanyImage(app.env.mediaDir, company.id, "logo", logo);
      if (image) changes.image = await storeCompanyImage(app.env.mediaDir, company.id, "image", image);
      if (Object.keys(changes).length === 0) return toPartnerCompany(company, staff);
      const updated = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(companies).where(eq(companies.id, company.id)).for("update");
        const [after] = await tx
          .update(companies)
          .set(changes)
          .where(eq(companies.id, company.id))
          .returning();
        if (!before || !after) throw new HttpError(404, "companyNotFound");
        await recordAudit(tx, request.partner, {
          action: "company.updated",
          entity: "company",
          entityId: company.id,
          companyId: company.id,
          before: profileOf(before),
          after: profileOf(after),
        });
        return after;
      });
      return toPartnerCompany(updated, staff);
    },
  });
};

/** A search term matched literally: % and _ are not wildcards here. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export default companyRoutes;
