import type { Media } from "@capital/contract/media";
import { mediaVariants } from "@capital/contract/media";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { projectMedia } from "../db/schema";

/** A project's uploaded photos in order, the cover first, with the URLs of every size made. */
export async function projectGallery(db: Db, projectId: number): Promise<Media[]> {
  const rows = await db
    .select()
    .from(projectMedia)
    .where(and(eq(projectMedia.projectId, projectId), eq(projectMedia.kind, "gallery")))
    .orderBy(asc(projectMedia.position), asc(projectMedia.id));
  return rows.map(toMedia);
}

export function toMedia(row: typeof projectMedia.$inferSelect): Media {
  const variants = mediaVariants(row.key, row.widths);
  return {
    id: row.id,
    url: variants.filter((v) => v.format === "webp").at(-1)?.url ?? "",
    width: row.width,
    height: row.height,
    position: row.position,
    altEn: row.altEn,
    altAr: row.altAr,
    variants,
  };
}
