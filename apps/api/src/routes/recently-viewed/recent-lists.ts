import { RECENTLY_VIEWED_LIMIT } from "@capital/contract/constants";
import type {
  RecentlyViewed,
  RecentProject,
  RecentUnit,
  RecentView,
} from "@capital/contract/recently-viewed";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projects, recentlyViewedProjects, recentlyViewedUnits, units } from "../../db/schema";
import { enrichedUnitsInOrder } from "../../units/enriched-units";
import { unitPages } from "../../units/unit-pages";

/** Units and projects as the recently viewed lists show them, in the order of the ids given; unknown ids skipped. */
export async function recentCards(db: Db, unitIds: number[], projectIds: number[]): Promise<RecentlyViewed> {
  const [enriched, pages, projectRows] = await Promise.all([
    enrichedUnitsInOrder(db, unitIds),
    unitPages(db, unitIds),
    projectIds.length === 0
      ? []
      : db
          .select({
            id: projects.id,
            type: projects.type,
            name: projects.name,
            nameArabic: projects.nameArabic,
            projectImage: projects.projectImage,
            address: projects.address,
            addressArabic: projects.addressArabic,
          })
          .from(projects)
          .where(inArray(projects.id, projectIds)),
  ]);
  const recentUnits: RecentUnit[] = enriched.map((u) => ({
    id: u.id,
    name: u.name,
    nameArabic: u.nameArabic,
    unitImage: u.unitImage,
    totalPrice: u.totalPrice,
    area: u.area,
    projectName: u.projectName,
    projectNameArabic: u.projectNameArabic,
    page: pages.get(u.id) ?? "/",
  }));
  const byId = new Map<number, RecentProject>(projectRows.map((p) => [p.id, p]));
  return { units: recentUnits, projects: projectIds.flatMap((id) => byId.get(id) ?? []) };
}

/** The user's lists, newest first. */
export async function myRecentlyViewed(db: Db, userId: number): Promise<RecentlyViewed> {
  const [unitRows, projectRows] = await Promise.all([
    db
      .select({ id: recentlyViewedUnits.unitId })
      .from(recentlyViewedUnits)
      .where(eq(recentlyViewedUnits.userId, userId))
      .orderBy(desc(recentlyViewedUnits.viewedAt), desc(recentlyViewedUnits.unitId))
      .limit(RECENTLY_VIEWED_LIMIT),
    db
      .select({ id: recentlyViewedProjects.projectId })
      .from(recentlyViewedProjects)
      .where(eq(recentlyViewedProjects.userId, userId))
      .orderBy(desc(recentlyViewedProjects.viewedAt), desc(recentlyViewedProjects.projectId))
      .limit(RECENTLY_VIEWED_LIMIT),
  ]);
  return recentCards(
    db,
    unitRows.map((r) => r.id),
    projectRows.map((r) => r.id),
  );
}

/**
 * Records views: a thing seen again moves to the top, the later of two times wins (a browser's
 * older view never pushes back a newer one), and only the newest few of each kind are kept.
 */
export async function recordViews(db: Db, userId: number, items: RecentView[], now = new Date()) {
  const at = (item: RecentView) => {
    const time = item.viewedAt ? new Date(item.viewedAt) : now;
    return time > now ? now : time;
  };
  const latest = (kind: RecentView["kind"]) => {
    const byId = new Map<number, Date>();
    for (const item of items.filter((i) => i.kind === kind)) {
      const time = at(item);
      const seen = byId.get(item.id);
      if (!seen || time > seen) byId.set(item.id, time);
    }
    return [...byId].map(([id, viewedAt]) => ({ id, viewedAt }));
  };
  const unitViews = latest("unit");
  const projectViews = latest("project");

  await db.transaction(async (tx) => {
    if (unitViews.length > 0) {
      const known = await tx
        .select({ id: units.id })
        .from(units)
        .where(
          inArray(
            units.id,
            unitViews.map((v) => v.id),
          ),
        );
      const ids = new Set(known.map((k) => k.id));
      const rows = unitViews
        .filter((v) => ids.has(v.id))
        .map((v) => ({ userId, unitId: v.id, viewedAt: v.viewedAt }));
      if (rows.length > 0) {
        await tx
          .insert(recentlyViewedUnits)
          .values(rows)
          .onConflictDoUpdate({
            target: [recentlyViewedUnits.userId, recentlyViewedUnits.unitId],
            set: { viewedAt: sql`greatest(${recentlyViewedUnits.viewedAt}, excluded.viewed_at)` },
          });
      }
      const keep = tx
        .select({ id: recentlyViewedUnits.unitId })
        .from(recentlyViewedUnits)
        .where(eq(recentlyViewedUnits.userId, userId))
        .orderBy(desc(recentlyViewedUnits.viewedAt), desc(recentlyViewedUnits.unitId))
        .limit(RECENTLY_VIEWED_LIMIT);
      await tx
        .delete(recentlyViewedUnits)
        .where(and(eq(recentlyViewedUnits.userId, userId), notInArray(recentlyViewedUnits.unitId, keep)));
    }
    if (projectViews.length > 0) {
      const known = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(
          inArray(
            projects.id,
            projectViews.map((v) => v.id),
          ),
        );
      const ids = new Set(known.map((k) => k.id));
      const rows = projectViews
        .filter((v) => ids.has(v.id))
        .map((v) => ({ userId, projectId: v.id, viewedAt: v.viewedAt }));
      if (rows.length > 0) {
        await tx
          .insert(recentlyViewedProjects)
          .values(rows)
          .onConflictDoUpdate({
            target: [recentlyViewedProjects.userId, recentlyViewedProjects.projectId],
            set: { viewedAt: sql`greatest(${recentlyViewedProjects.viewedAt}, excluded.viewed_at)` },
          });
      }
      const keep = tx
        .select({ id: recentlyViewedProjects.projectId })
        .from(recentlyViewedProjects)
        .where(eq(recentlyViewedProjects.userId, userId))
        .orderBy(desc(recentlyViewedProjects.viewedAt), desc(recentlyViewedProjects.projectId))
        .limit(RECENTLY_VIEWED_LIMIT);
      await tx
        .delete(recentlyViewedProjects)
        .where(
          and(eq(recentlyViewedProjects.userId, userId), notInArray(recentlyViewedProjects.projectId, keep)),
        );
    }
  });
}
