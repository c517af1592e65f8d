import { message } from "@capital/contract/errors";
import { MEDIA_MAX_BYTES } from "@capital/contract/partner-catalogue";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import { and, asc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { projectMedia, projects, units } from "../../db/schema";
import { fieldErrors, notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { requestLanguage } from "../../request-language";
import { projectGallery as galleryOf, toMedia } from "../../units/project-gallery";
import { type CatalogueApp, type CatalogueLookups, MANAGERS, write } from "./catalogue-lookups";
import { inScope } from "./catalogue-store";
import { InvalidPicture, processPicture, removePicture } from "./media-pipeline";

/** A project's photos: upload, order (the first is the cover), descriptions, removal. */
export function registerMediaRoutes(app: CatalogueApp, { scopeOf, projectOr404 }: CatalogueLookups) {
  app.route({
    ...routes.uploadMedia,
    onRequest: app.partnerOnly(MANAGERS),
    config: { ...write, upload: { maxBytes: MEDIA_MAX_BYTES, field: "file", tooLarge: "photoTooLarge" } },
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      let picture: Awaited<ReturnType<typeof processPicture>>;
      try {
        picture = await processPicture(request.body.file, app.env.mediaDir);
      } catch (error) {
        if (error instanceof InvalidPicture) throw fieldErrors({ file: ["invalidImage"] });
        throw error;
      }
      try {
        const row = await app.db.transaction(async (tx) => {
          const [last] = await tx
            .select({ position: sql<number>`coalesce(max(${projectMedia.position}), -1)::int` })
            .from(projectMedia)
            .where(and(eq(projectMedia.projectId, project.id), eq(projectMedia.kind, "gallery")));
          const [made] = await tx
            .insert(projectMedia)
            .values({
              projectId: project.id,
              kind: "gallery",
              position: (last?.position ?? -1) + 1,
              key: picture.key,
              width: picture.width,
              height: picture.height,
              widths: picture.widths,
              altEn: request.body.altEn ?? "",
              altAr: request.body.altAr ?? "",
              createdBy: request.partner.userId,
            })
            .returning();
          if (!made) throw new Error("media not inserted");
          await refreshProjectImages(tx, project.id);
          await recordAudit(tx, request.partner, {
            action: "upload",
            entity: "media",
            entityId: made.id,
            companyId: project.implementingCompanyId,
            before: null,
            after: { key: made.key },
          });
          return made;
        });
        return reply.status(201).send(toMedia(row));
      } catch (error) {
        await removePicture(app.env.mediaDir, picture.key, picture.widths);
        throw error;
      }
    },
  });

  app.route({
    ...routes.orderMedia,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const project = await projectOr404(request, request.params.id);
      const gallery = await galleryOf(app.db, project.id);
      const ids = request.body.ids;
      const known = new Set(gallery.map((m) => m.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw fieldErrors({ ids: ["mediaOrderMismatch"] });
      await app.db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx.update(projectMedia).set({ position }).where(eq(projectMedia.id, id));
        }
        await refreshProjectImages(tx, project.id);
        await recordAudit(tx, request.partner, {
          action: "reorder",
          entity: "media",
          entityId: project.id,
          companyId: project.implementingCompanyId,
          before: { ids: gallery.map((m) => m.id) },
          after: { ids },
        });
      });
      return galleryOf(app.db, project.id);
    },
  });

  /** A picture of a project the partner reaches, with its project's company; 404 otherwise. */
  async function mediaOr404(request: Parameters<typeof scopeOf>[0], raw: string) {
    const id = parseId(raw, "mediaNotFound");
    const [found] = await app.db
      .select({ media: projectMedia, companyId: projects.implementingCompanyId })
      .from(projectMedia)
      .innerJoin(projects, eq(projects.id, projectMedia.projectId))
      .where(and(eq(projectMedia.id, id), inScope(scopeOf(request), "projects")));
    if (!found) throw notFound("mediaNotFound");
    return found;
  }

  app.route({
    ...routes.updateMedia,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const { media, companyId } = await mediaOr404(request, request.params.id);
      const { altEn, altAr } = request.body;
      const [changed] = await app.db.transaction(async (tx) => {
        const rows = await tx
          .update(projectMedia)
          .set({ altEn, altAr })
          .where(eq(projectMedia.id, media.id))
          .returning();
        await recordAudit(tx, request.partner, {
          action: "update",
          entity: "media",
          entityId: media.id,
          companyId,
          before: { altEn: media.altEn, altAr: media.altAr },
          after: { altEn, altAr },
        });
        return rows;
      });
      if (!changed) throw notFound("mediaNotFound");
      return toMedia(changed);
    },
  });

  app.route({
    ...routes.deleteMedia,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const media = await mediaOr404(request, request.params.id);
      const id = media.media.id;
      await app.db.transaction(async (tx) => {
        await tx.delete(projectMedia).where(eq(projectMedia.id, id));
        await refreshProjectImages(tx, media.media.projectId);
        await recordAudit(tx, request.partner, {
          action: "delete",
          entity: "media",
          entityId: id,
          companyId: media.companyId,
          before: { key: media.media.key },
          after: null,
        });
      });
      await removePicture(app.env.mediaDir, media.media.key, media.media.widths);
      return { message: message("deleted", requestLanguage(request)) };
    },
  });
}

/**
 * The project's cards, header and preview show its cover (the gallery's first picture), in the
 * size each needs, and so do its units that showed the project's picture (or none). When the last
 * uploaded photo goes, they go back to none (the pages draw a placeholder); a picture that was not
 * uploaded (the demo's drawings) is kept.
 */
async function refreshProjectImages(tx: Db, projectId: number) {
  const [[cover], [project]] = await Promise.all([
    tx
      .select()
      .from(projectMedia)
      .where(and(eq(projectMedia.projectId, projectId), eq(projectMedia.kind, "gallery")))
      .orderBy(asc(projectMedia.position), asc(projectMedia.id))
      .limit(1),
    tx.select({ projectImage: projects.projectImage }).from(projects).where(eq(projects.id, projectId)),
  ]);
  if (!project) return;
  let card = "";
  let background = "";
  if (cover) {
    const media = toMedia(cover);
    const webp = media.variants.filter((v) => v.format === "webp");
    card = (webp.find((v) => v.width >= 960) ?? webp.at(-1))?.url ?? media.url;
    background = media.url;
  } else if (!project.projectImage.startsWith("/media/uploads/")) return;
  await tx
    .update(projects)
    .set({ projectImage: card, latestProjectImage: card, backgroundImage: background })
    .where(eq(projects.id, projectId));
  await tx
    .update(units)
    .set({ unitImage: card })
    .where(
      and(
        eq(units.projectId, projectId),
        sql`(${units.unitImage} = ${project.projectImage} or ${units.unitImage} = '')`,
      ),
    );
}
