import type { Company, CompanyProject } from "@capital/contract/catalogue-api";
import { type Feedback, feedbackReplySchema } from "@capital/contract/feedback";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { jsonColumn } from "../../db/row-schemas";
import { companies, projectTypeEnum } from "../../db/schema";
import { compoundCardTags, mallCardTags } from "./card-tags";

const projectRow = z.object({
  id: z.number().int(),
  type: z.enum(projectTypeEnum.enumValues),
  name: z.string(),
  name_arabic: z.string(),
  project_image: z.string(),
  building_floors: z.number().int().nullable(),
  properties_number: z.number().int(),
  address: z.string(),
  address_arabic: z.string(),
  distance: z.number(),
  floor_tags: z.array(z.string()),
  has_hotel: z.boolean(),
});

const feedbackRow = z.object({
  id: z.number().int(),
  creator_id: z.number().int(),
  creator_name: z.string(),
  creator_photo: z.string().nullable(),
  text: z.string(),
  date: z.number().int(),
  likers_ids: z.array(z.number().int()),
  replies: jsonColumn(z.array(feedbackReplySchema)),
});

/** SPEC.md "Company": its projects and its feedback (newest first), each with likers and replies. */
export async function companyDetail(db: Db, id: number): Promise<Company | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) return undefined;
  const [projectRows, feedbacks] = await Promise.all([
    queryRows(
      db,
      projectRow,
      sql`select p.id, p.type::text as type, p.name, p.name_arabic, p.project_image, p.building_floors,
            p.address, p.address_arabic, p.distance::float8 as distance,
            (select count(*)::int from units u where u.project_id = p.id) as properties_number,
            array(select distinct f.tag::text from mall_floors f where f.mall_id = p.id order by 1) as floor_tags,
            exists (select 1 from blocks b where b.compound_id = p.id and b.kind = 'hotel') as has_hotel
          from projects p
          where p.implementing_company_id = ${id}
          order by p.created_at desc, p.id desc`,
    ),
    companyFeedbacks(db, id),
  ]);
  const companyProjects: CompanyProject[] = projectRows.map((p) => ({
    id: p.id,
    name: p.name,
    nameArabic: p.name_arabic,
    projectImage: p.project_image,
    buildingFloors: p.building_floors,
    propertiesNumber: p.properties_number,
    tags: p.type === "mall" ? mallCardTags(p.floor_tags) : compoundCardTags(p.has_hotel),
    address: p.address,
    addressArabic: p.address_arabic,
    distance: p.distance,
    implementingCompany: company.name,
    type: p.type,
  }));
  return {
    id: company.id,
    name: company.name,
    nameArabic: company.nameArabic,
    logo: company.logo,
    image: company.image,
    rating: company.rating,
    aboutFirstParagraph: company.aboutFirstParagraph,
    aboutFirstParagraphArabic: company.aboutFirstParagraphArabic,
    aboutSecondParagraph: company.aboutSecondParagraph,
    aboutSecondParagraphArabic: company.aboutSecondParagraphArabic,
    projectNumbers: companyProjects.length,
    companyProjects,
    feedbacks,
    facebookLink: company.facebookLink,
    instagramLink: company.instagramLink,
    linkedinLink: company.linkedinLink,
  };
}

export async function companyFeedbacks(db: Db, companyId: number): Promise<Feedback[]> {
  const rows = await queryRows(
    db,
    feedbackRow,
    sql`select f.id, f.user_id as creator_id, u.name as creator_name, u.profile_picture as creator_photo, f.text,
          extract(epoch from f.created_at)::int as date,
          array(select l.user_id from feedback_likes l where l.feedback_id = f.id order by l.created_at, l.user_id)
            as likers_ids,
          coalesce((
            select json_agg(json_build_object(
              'id', r.id, 'creatorId', r.user_id, 'creatorName', ru.name, 'creatorPhoto', ru.profile_picture,
              'text', r.text, 'date', extract(epoch from r.created_at)::int) order by r.created_at, r.id)
            from feedback_replies r join users ru on ru.id = r.user_id
            where r.feedback_id = f.id), '[]'::json) as replies
        from feedbacks f join users u on u.id = f.user_id
        where f.company_id = ${companyId} and f.hidden_at is null
        order by f.created_at desc, f.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    creatorId: r.creator_id,
    creatorName: r.creator_name,
    creatorPhoto: r.creator_photo,
    text: r.text,
    date: r.date,
    likersIds: r.likers_ids,
    replies: r.replies,
  }));
}
