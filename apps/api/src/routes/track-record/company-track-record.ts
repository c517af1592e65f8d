import { type CompanyTrackRecord, cairoToday, deliveryStanding } from "@capital/contract/track-record";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { companies } from "../../db/schema";
import { publishedProject } from "../../publication/published";

const projectRow = z.object({
  id: z.number().int(),
  type: z.enum(["mall", "compound"]),
  name: z.string(),
  name_arabic: z.string(),
  project_image: z.string(),
  promised: z.string().nullable(),
  actual: z.string().nullable(),
  units_total: z.number().int(),
  units_sold_or_reserved: z.number().int(),
  latest_percent: z.number().int().nullable(),
  latest_posted_at: z.string().nullable(),
});

/**
 * A company's published projects as its track record: promised and actual delivery and where
 * each stands today, the units sold or with a confirmed reservation out of all, and the latest
 * progress update. Projects due soonest come first; those without a promised day last.
 */
export async function companyTrackRecord(db: Db, companyId: number): Promise<CompanyTrackRecord | undefined> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) return undefined;
  const rows = await queryRows(
    db,
    projectRow,
    sql`select p.id, p.type::text as type, p.name, p.name_arabic, p.project_image,
          p.delivery_date::text as promised, p.actual_delivery_date::text as actual,
          coalesce(u.total, 0) as units_total, coalesce(u.sold_or_reserved, 0) as units_sold_or_reserved,
          lp.percent::int as latest_percent,
          to_char(lp.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as latest_posted_at
        from projects p
          left join lateral (
            select count(*)::int as total,
              (count(*) filter (where status in ('sold', 'reserved')))::int as sold_or_reserved
            from units where project_id = p.id
          ) u on true
          left join lateral (
            select percent, posted_at from project_progress_updates
            where project_id = p.id order by posted_at desc, id desc limit 1
          ) lp on true
        where p.implementing_company_id = ${companyId} and ${publishedProject("p")}
        order by p.delivery_date nulls last, p.id`,
  );
  const today = cairoToday();
  return {
    companyId,
    today,
    projects: rows.map((r) => ({
      id: r.id,
      type: r.type,
      name: r.name,
      nameArabic: r.name_arabic,
      projectImage: r.project_image,
      promisedDelivery: r.promised,
      actualDelivery: r.actual,
      standing: deliveryStanding(r.promised, r.actual, today),
      units: { total: r.units_total, soldOrReserved: r.units_sold_or_reserved },
      latestProgress:
        r.latest_percent === null || r.latest_posted_at === null
          ? null
          : { percent: r.latest_percent, postedAt: r.latest_posted_at },
    })),
  };
}
