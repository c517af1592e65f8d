import { isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { projects } from "../db/schema";

/**
 * Drafts (projects without `published_at`) never reach a public answer. Queries that read a
 * project through an alias say so with `publishedProject("p")`; those that read units without
 * joining their project use `ofPublishedProject("u")`.
 */
export function publishedProject(alias: string): SQL {
  return sql`${sql.raw(alias)}.published_at is not null`;
}

export const isPublished = isNotNull(projects.publishedAt);

export function ofPublishedProject(unitAlias: string): SQL {
  return sql`exists (select 1 from projects pub where pub.id = ${sql.raw(unitAlias)}.project_id and pub.published_at is not null)`;
}

/**
 * A condition on units (as `unitAlias`) leaving out the drafts' units: nothing at all while
 * there are no drafts. See `draftProjectIds`.
 */
export async function outsideDrafts(db: Db, unitAlias: string): Promise<SQL> {
  const drafts = await draftProjectIds(db);
  if (drafts.length === 0) return sql`true`;
  return sql`${sql.raw(unitAlias)}.project_id not in (${sql.join(
    drafts.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The ids of the drafts, for the unit search: excluding a few project ids keeps its index-only
 * scans when there are none (the usual case), where a join to the projects would read every row.
 */
export async function draftProjectIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: projects.id }).from(projects).where(isNull(projects.publishedAt));
  return rows.map((row) => row.id);
}
