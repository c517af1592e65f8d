import type { PartnerProgressUpdate } from "@capital/contract/track-record";
import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { projectMedia, projectProgressUpdates, users } from "../db/schema";
import { toMedia } from "../units/project-gallery";

/**
 * A project's construction-progress updates, newest first, each with its photos in order and who
 * posted it (the public answer leaves the poster out).
 */
export function progressUpdates(db: Db, projectId: number, window?: { limit: number; offset: number }) {
  return readUpdates(db, eq(projectProgressUpdates.projectId, projectId), window);
}

export async function progressUpdate(db: Db, id: number): Promise<PartnerProgressUpdate | undefined> {
  return (await readUpdates(db, eq(projectProgressUpdates.id, id)))[0];
}

async function readUpdates(
  db: Db,
  where: SQL,
  window?: { limit: number; offset: number },
): Promise<PartnerProgressUpdate[]> {
  const query = db
    .select({ update: projectProgressUpdates, postedBy: users.name })
    .from(projectProgressUpdates)
    .leftJoin(users, eq(users.id, projectProgressUpdates.postedBy))
    .where(where)
    .orderBy(desc(projectProgressUpdates.postedAt), desc(projectProgressUpdates.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(projectMedia)
    .where(
      inArray(
        projectMedia.progressUpdateId,
        rows.map((r) => r.update.id),
      ),
    )
    .orderBy(asc(projectMedia.position), asc(projectMedia.id));
  return rows.map(({ update, postedBy }) => ({
    id: update.id,
    projectId: update.projectId,
    percent: update.percent,
    text: update.text,
    textArabic: update.textArabic,
    correction: update.correction,
    postedAt: update.postedAt.toISOString(),
    postedBy: postedBy ?? null,
    photos: photos.filter((p) => p.progressUpdateId === update.id).map(toMedia),
  }));
}

export async function countProgressUpdates(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectProgressUpdates)
    .where(eq(projectProgressUpdates.projectId, projectId));
  return row?.n ?? 0;
}

/** The latest update's percent: the floor a new update may not go under unless it is a correction. */
export async function latestPercent(db: Db, projectId: number): Promise<number | null> {
  const [row] = await db
    .select({ percent: projectProgressUpdates.percent })
    .from(projectProgressUpdates)
    .where(eq(projectProgressUpdates.projectId, projectId))
    .orderBy(desc(projectProgressUpdates.postedAt), desc(projectProgressUpdates.id))
    .limit(1);
  return row?.percent ?? null;
}
