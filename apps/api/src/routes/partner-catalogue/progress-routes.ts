import { message } from "@capital/contract/errors";
import { MEDIA_MAX_BYTES } from "@capital/contract/partner-catalogue";
import { partnerTrackRecordRoutes as routes } from "@capital/contract/routes/track-record-routes";
import {
  cairoToday,
  EARLIEST_DELIVERY,
  type PartnerProgress,
  PROGRESS_PHOTOS_MAX,
} from "@capital/contract/track-record";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { projectMedia, projectProgressUpdates, projects } from "../../db/schema";
import { fieldErrors, HttpError, notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { requestLanguage } from "../../request-language";
import { latestPercent, progressUpdate, progressUpdates } from "../../track-record/progress-updates";
import { EVERY_PARTNER, MANAGERS, write } from "./catalogue-lookups";
import { inScope, scopedProject } from "./catalogue-store";
import { InvalidPicture, type ProcessedPicture, processPicture, removePicture } from "./media-pipeline";

/**
 * The track record's partner side (issue 21 point 6, decision 27): the actual delivery day and the
 * construction-progress updates of a project. Company staff reach their own company's projects
 * (another's answer 404), operators every project; managers and operators write, sales staff read.
 */
const partnerProgress: FastifyPluginAsyncZod = async (app) => {
  async function projectOr404(request: FastifyRequest, raw: string) {
    const project = await scopedProject(app.db, request.partner, parseId(raw, "projectNotFound"));
    if (!project) throw notFound("projectNotFound");
    return project;
  }

  async function progressOf(projectId: number): Promise<PartnerProgress> {
    const [project] = await app.db
      .select({ promised: projects.deliveryDate, actual: projects.actualDeliveryDate })
      .from(projects)
      .where(eq(projects.id, projectId));
    return {
      projectId,
      promisedDelivery: project?.promised ?? null,
      actualDelivery: project?.actual ?? null,
      updates: await progressUpdates(app.db, projectId),
    };
  }

  app.route({
    ...routes.partnerProgress,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => progressOf((await projectOr404(request, request.params.id)).id),
  });

  app.route({
    ...routes.setActualDelivery,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const project = await projectOr404(request, request.params.id);
      const actual = request.body.actualDelivery;
      // A handover is something that happened: not before the city's first, not after today in Cairo.
      if (actual !== null && (actual < EARLIEST_DELIVERY || actual > cairoToday()))
        throw fieldErrors({ actualDelivery: ["actualDeliveryRange"] });
      await app.db.transaction(async (tx) => {
        await tx.update(projects).set({ actualDeliveryDate: actual }).where(eq(projects.id, project.id));
        await recordAudit(tx, request.partner, {
          action: "update",
          entity: "project",
          entityId: project.id,
          companyId: project.implementingCompanyId,
          before: { actualDelivery: project.actualDeliveryDate },
          after: { actualDelivery: actual },
        });
      });
      return progressOf(project.id);
    },
  });

  app.route({
    ...routes.postProgress,
    onRequest: app.partnerOnly(MANAGERS),
    config: {
      ...write,
      upload: {
        maxBytes: MEDIA_MAX_BYTES,
        field: "photos",
        tooLarge: "photoTooLarge",
        maxFiles: PROGRESS_PHOTOS_MAX,
      },
    },
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const body = request.body;
      const pictures: ProcessedPicture[] = [];
      const removeAll = () =>
        Promise.all(pictures.map((p) => removePicture(app.env.mediaDir, p.key, p.widths)));
      try {
        for (const photo of body.photos) pictures.push(await processPicture(photo, app.env.mediaDir));
      } catch (error) {
        await removeAll();
        if (error instanceof InvalidPicture) throw fieldErrors({ photos: ["invalidImage"] });
        throw error;
      }
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          // One update at a time per project, so two posts cannot both pass the check on the same latest figure.
          await tx.execute(sql`select id from projects where id = ${project.id} for update`);
          const previous = await latestPercent(tx, project.id);
          if (previous !== null && body.percent < previous && !body.correction)
            throw new HttpError(
              400,
              "validation",
              { percent: ["progressBelowPrevious"] },
              { previous: String(previous) },
            );
          const [made] = await tx
            .insert(projectProgressUpdates)
            .values({
              projectId: project.id,
              percent: body.percent,
              text: body.text,
              textArabic: body.textArabic,
              correction: previous !== null && body.percent < previous,
              postedBy: request.partner.userId,
            })
            .returning({ id: projectProgressUpdates.id });
          if (!made) throw new Error("progress update not inserted");
          if (pictures.length > 0)
            await tx.insert(projectMedia).values(
              pictures.map((picture, position) => ({
                projectId: project.id,
                progressUpdateId: made.id,
                kind: "progress" as const,
                position,
                key: picture.key,
                width: picture.width,
                height: picture.height,
                widths: picture.widths,
                createdBy: request.partner.userId,
              })),
            );
          await recordAudit(tx, request.partner, {
            action: "create",
            entity: "progress_update",
            entityId: made.id,
            companyId: project.implementingCompanyId,
            before: null,
            after: {
              percent: body.percent,
              text: body.text,
              textArabic: body.textArabic,
              correction: body.correction,
              photos: pictures.map((p) => p.key),
            },
          });
          return made.id;
        });
      } catch (error) {
        await removeAll();
        throw error;
      }
      try {
        await app.projectUpdates.announce(id);
      } catch (error) {
        // The update stands; answering 500 would invite a second post of it.
        request.log.error({ err: error, updateId: id }, "progress update notices not queued");
      }
      const made = await progressUpdate(app.db, id);
      if (!made) throw notFound("progressUpdateNotFound");
      return reply.status(201).send(made);
    },
  });

  app.route({
    ...routes.deleteProgress,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const id = parseId(request.params.id, "progressUpdateNotFound");
      const [found] = await app.db
        .select({ update: projectProgressUpdates, companyId: projects.implementingCompanyId })
        .from(projectProgressUpdates)
        .innerJoin(projects, eq(projects.id, projectProgressUpdates.projectId))
        .where(and(eq(projectProgressUpdates.id, id), inScope(request.partner, "projects")));
      if (!found) throw notFound("progressUpdateNotFound");
      const photos = await app.db.select().from(projectMedia).where(eq(projectMedia.progressUpdateId, id));
      await app.db.transaction(async (tx) => {
        // Its photos' rows go with it (foreign key, on delete cascade).
        await tx.delete(projectProgressUpdates).where(eq(projectProgressUpdates.id, id));
        await recordAudit(tx, request.partner, {
          action: "delete",
          entity: "progress_update",
          entityId: id,
          companyId: found.companyId,
          before: {
            percent: found.update.percent,
            text: found.update.text,
            photos: photos.map((p) => p.key),
          },
          after: null,
        });
      });
      await Promise.all(photos.map((p) => removePicture(app.env.mediaDir, p.key, p.widths)));
      return { message: message("deleted", requestLanguage(request)) };
    },
  });
};

export default partnerProgress;
