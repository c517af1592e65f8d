import { type MessageCode, message } from "@capital/contract/errors";
import { pageOf, pageWindow } from "@capital/contract/paging";
import { IMPORT_MAX_BYTES, MEDIA_MAX_BYTES } from "@capital/contract/partner-catalogue";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toArabicDigits } from "../../arabic-digits";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import {
  blockFloors,
  blocks,
  locations,
  mallFloors,
  paymentPlans,
  projectMedia,
  projects,
  unitPriceChanges,
  units,
  users,
  villas,
} from "../../db/schema";
import { fieldErrors, HttpError, notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { requestLanguage } from "../../request-language";
import { projectGallery as galleryOf, toMedia } from "../../units/project-gallery";
import {
  companyOf,
  inScope,
  partnerProject,
  partnerUnits,
  projectSummaries,
  type Scope,
  scopedProject,
  scopedUnit,
} from "./catalogue-store";
import { InvalidPicture, processPicture, removePicture } from "./media-pipeline";
import { isProblem, loadStructure, Placer } from "./placement";
import { SHEET_CONTENT_TYPES, writeSheet } from "./spreadsheet";
import { exportSheet, templateSheet } from "./unit-export";
import { importUnits } from "./unit-import";
import type { RowProblem } from "./unit-rows";

const MANAGERS = ["operator", "manager"] as const;
const EVERY_PARTNER = ["operator", "manager", "sales"] as const;
/** Every write changes what buyers may see: the next public request must show it. */
const write = { invalidates: "everything" } as const;

const partnerCatalogue: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest): Scope => request.partner;

  async function projectOr404(request: FastifyRequest, raw: string) {
    const project = await scopedProject(app.db, scopeOf(request), parseId(raw, "projectNotFound"));
    if (!project) throw notFound("projectNotFound");
    return project;
  }
  async function wholeProject(request: FastifyRequest, id: number) {
    const project = await partnerProject(app.db, scopeOf(request), id);
    if (!project) throw notFound("projectNotFound");
    return project;
  }
  async function unitOr404(request: FastifyRequest, raw: string) {
    const unit = await scopedUnit(app.db, scopeOf(request), parseId(raw, "unitNotFound"));
    if (!unit) throw notFound("unitNotFound");
    return unit;
  }
  const companyOfProject = async (projectId: number) =>
    (
      await app.db
        .select({ id: projects.implementingCompanyId })
        .from(projects)
        .where(eq(projects.id, projectId))
    )[0]?.id ?? null;

  // Projects

  app.route({
    ...routes.projects,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => {
      const { count, results } = await projectSummaries(app.db, scopeOf(request), {
        type: request.query.type,
        ...pageWindow(request.query),
      });
      return pageOf(count, request.query, results);
    },
  });

  app.route({
    ...routes.createProject,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      const body = request.body;
      const companyId = scope.role === "operator" ? body.companyId : scope.companyId;
      if (!companyId) throw fieldErrors({ companyId: ["fieldBlank"] });
      if ((await companyOf(app.db, companyId)).length === 0)
        throw fieldErrors({ companyId: ["companyNotFound"] });
      const [location] = await app.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, body.locationId));
      if (!location) throw fieldErrors({ locationId: ["locationNotFound"] });
      if (body.type === "mall" && !body.buildingFloors) throw fieldErrors({ buildingFloors: ["fieldBlank"] });
      const id = await app.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(projects)
          .values({
            type: body.type,
            name: body.name,
            nameArabic: body.nameArabic,
            address: body.address,
            addressArabic: body.addressArabic,
            distance: body.distance,
            acres: body.acres,
            intro: body.intro ?? "",
            introArabic: body.introArabic ?? "",
            features: body.features,
            featuresArabic: body.featuresArabic,
            importantAreas: body.importantAreas,
            importantAreasArabic: body.importantAreasArabic,
            implementingCompanyId: companyId,
            locationId: body.locationId,
            buildingFloors: body.type === "mall" ? (body.buildingFloors ?? null) : null,
            popularBrandsImage: body.type === "mall" ? "" : null,
            layout: body.type === "compound" ? "" : null,
            backgroundImage: "",
            projectImage: "",
            latestProjectImage: "",
            deliveryDate: body.deliveryDate ?? null,
            // A draft until published.
            publishedAt: null,
          })
          .returning({ id: projects.id });
        if (!made) throw new Error("project not inserted");
        await recordAudit(tx, request.partner, {
          action: "create",
          entity: "project",
          entityId: made.id,
          companyId,
          before: null,
          after: { ...body, companyId },
        });
        return made.id;
      });
      return reply.status(201).send(await wholeProject(request, id));
    },
  });

  app.route({
    ...routes.project,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => wholeProject(request, parseId(request.params.id, "projectNotFound")),
  });

  app.route({
    ...routes.updateProject,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const project = await projectOr404(request, request.params.id);
      const changes = request.body;
      if (changes.locationId !== undefined) {
        const [location] = await app.db
          .select({ id: locations.id })
          .from(locations)
          .where(eq(locations.id, changes.locationId));
        if (!location) throw fieldErrors({ locationId: ["locationNotFound"] });
      }
      if (project.type !== "mall") changes.buildingFloors = undefined;
      await app.db.transaction(async (tx) => {
        if (Object.values(changes).some((value) => value !== undefined))
          await tx.update(projects).set(changes).where(eq(projects.id, project.id));
        await recordAudit(tx, request.partner, {
          action: "update",
          entity: "project",
          entityId: project.id,
          companyId: project.implementingCompanyId,
          before: project,
          after: { ...project, ...changes },
        });
      });
      return wholeProject(request, project.id);
    },
  });

  app.route({
    ...routes.deleteProject,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const project = await projectOr404(request, request.params.id);
      const media = await app.db.select().from(projectMedia).where(eq(projectMedia.projectId, project.id));
      await app.db.transaction(async (tx) => {
        await tx.delete(projects).where(eq(projects.id, project.id));
        await recordAudit(tx, request.partner, {
          action: "delete",
          entity: "project",
          entityId: project.id,
          companyId: project.implementingCompanyId,
          before: project,
          after: null,
        });
      });
      await Promise.all(media.map((m) => removePicture(app.env.mediaDir, m.key, m.widths)));
      return { message: message("deleted", requestLanguage(request)) };
    },
  });

  for (const [route, published] of [
    [routes.publishProject, true],
    [routes.unpublishProject, false],
  ] as const) {
    app.route({
      ...route,
      onRequest: app.partnerOnly(MANAGERS),
      config: write,
      handler: async (request: FastifyRequest<{ Params: { id: string } }>) => {
        const project = await projectOr404(request, request.params.id);
        await app.db.transaction(async (tx) => {
          await tx
            .update(projects)
            .set({ publishedAt: published ? (project.publishedAt ?? new Date()) : null })
            .where(eq(projects.id, project.id));
          await recordAudit(tx, request.partner, {
            action: published ? "publish" : "unpublish",
            entity: "project",
            entityId: project.id,
            companyId: project.implementingCompanyId,
            before: { published: project.publishedAt !== null },
            after: { published },
          });
        });
        return wholeProject(request, project.id);
      },
    });
  }

  // Buildings and floors

  app.route({
    ...routes.createBuilding,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      if (project.type !== "compound") throw fieldErrors({ kind: ["categoryNotInProject"] });
      const body = request.body;
      const structure = await loadStructure(app.db, project);
      if (structure.buildings.has(body.name.toLowerCase())) throw fieldErrors({ name: ["buildingTaken"] });
      const villa = body.kind === "duplex" || body.kind === "detached" || body.kind === "twin";
      const building = await app.db.transaction(async (tx) => {
        let made: { id: number; floors: { id: number; number: number; area: number; unitsCount: number }[] };
        if (villa) {
          const [row] = await tx
            .insert(villas)
            .values({
              compoundId: project.id,
              kind: body.kind as "duplex" | "detached" | "twin",
              name: body.name,
              nameArabic: body.nameArabic,
              buildingFloors: body.buildingFloors,
            })
            .returning({ id: villas.id });
          made = { id: row?.id ?? 0, floors: [] };
        } else {
          const [row] = await tx
            .insert(blocks)
            .values({
              compoundId: project.id,
              kind: body.kind as "apartments" | "studios" | "hotel",
              blockNumber: body.name,
              blockNumberArabic: body.nameArabic,
              buildingFloors: body.buildingFloors,
            })
            .returning({ id: blocks.id });
          const blockId = row?.id ?? 0;
          // Every floor of the block, so units can be added to any of them at once.
          const floors = await tx
            .insert(blockFloors)
            .values(
              Array.from({ length: body.buildingFloors }, (_, number) => ({
                blockId,
                number,
                area: 1,
                layout: "",
                features: [],
                featuresArabic: [],
              })),
            )
            .returning({ id: blockFloors.id, number: blockFloors.number, area: blockFloors.area });
          made = { id: blockId, floors: floors.map((f) => ({ ...f, unitsCount: 0 })) };
        }
        await recordAudit(tx, request.partner, {
          action: "create",
          entity: villa ? "villa" : "block",
          entityId: made.id,
          companyId: project.implementingCompanyId,
          before: null,
          after: body,
        });
        return made;
      });
      return reply.status(201).send({
        id: building.id,
        kind: body.kind,
        name: body.name,
        nameArabic: body.nameArabic,
        buildingFloors: body.buildingFloors,
        floors: building.floors,
      });
    },
  });

  app.route({
    ...routes.createMallFloor,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      if (project.type !== "mall") throw fieldErrors({ tag: ["categoryNotInProject"] });
      const body = request.body;
      const floors = project.buildingFloors ?? 0;
      if (body.number >= floors)
        throw new HttpError(
          400,
          "validation",
          { number: ["floorBeyondBuilding"] },
          {
            floor: String(body.number),
            floors: String(floors),
          },
        );
      const [taken] = await app.db
        .select({ id: mallFloors.id })
        .from(mallFloors)
        .where(and(eq(mallFloors.mallId, project.id), eq(mallFloors.number, body.number)));
      if (taken) throw fieldErrors({ number: ["floorTaken"] });
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mallFloors)
          .values({ mallId: project.id, ...body, layout: "" })
          .returning({ id: mallFloors.id });
        await recordAudit(tx, request.partner, {
          action: "create",
          entity: "mall_floor",
          entityId: row?.id ?? null,
          companyId: project.implementingCompanyId,
          before: null,
          after: body,
        });
      });
      const whole = await wholeProject(request, project.id);
      const [mall] = whole.buildings;
      if (!mall) throw notFound("projectNotFound");
      return reply.status(201).send(mall);
    },
  });

  // Units

  app.route({
    ...routes.units,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => {
      const project = await projectOr404(request, request.params.id);
      const q = request.query.q ? `%${request.query.q.replace(/[\\%_]/g, "\\$&")}%` : null;
      const where = sql`u.project_id = ${project.id} and ${q ? sql`(u.code ilike ${q} or u.name ilike ${q} or u.name_arabic ilike ${q})` : sql`true`}`;
      const [results, [counted]] = await Promise.all([
        partnerUnits(app.db, { where, ...pageWindow(request.query) }),
        app.db.select({ n: sql<number>`count(*)::int` }).from(sql`units u`).where(where),
      ]);
      return pageOf(counted?.n ?? 0, request.query, results);
    },
  });

  app.route({
    ...routes.createUnit,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    config: write,
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const body = request.body;
      const id = await app.db.transaction(async (tx) => {
        const placer = new Placer(tx, await loadStructure(tx, project));
        const at = placer.place(body);
        if (isProblem(at)) throw new HttpError(400, "validation", { [at.column]: [at.code] }, at.params);
        const [taken] = await tx
          .select({ id: units.id })
          .from(units)
          .where(and(eq(units.projectId, project.id), eq(units.code, body.code)));
        if (taken) throw fieldErrors({ code: ["codeTaken"] });
        const { plans, building: _building, ...fields } = body;
        const [made] = await tx
          .insert(units)
          .values({
            ...fields,
            type: at.type,
            floor: at.floor,
            mallFloorId: at.mallFloorId,
            blockFloorId: at.blockFloorId,
            villaId: at.villaId,
            projectId: project.id,
            pricePerMeter: Math.max(1, Math.round(body.totalPrice / body.area)),
            unitImage: project.projectImage,
          })
          .returning({ id: units.id });
        if (!made) throw new Error("unit not inserted");
        if (plans.length > 0)
          await tx.insert(paymentPlans).values(plans.map((p) => ({ unitId: made.id, ...p })));
        await recordAudit(tx, request.partner, {
          action: "create",
          entity: "unit",
          entityId: made.id,
          companyId: project.implementingCompanyId,
          before: null,
          after: body,
        });
        return made.id;
      });
      return reply.status(201).send(await unitOr404(request, String(id)));
    },
  });

  app.route({
    ...routes.unit,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => unitOr404(request, request.params.id),
  });

  app.route({
    ...routes.updateUnit,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    config: write,
    handler: async (request) => {
      const unit = await unitOr404(request, request.params.id);
      const { plans, ...changes } = request.body;
      if (changes.code !== undefined && changes.code !== unit.code) {
        const [taken] = await app.db
          .select({ id: units.id })
          .from(units)
          .where(and(eq(units.projectId, unit.projectId), eq(units.code, changes.code)));
        if (taken) throw fieldErrors({ code: ["codeTaken"] });
      }
      if (changes.category !== undefined && changes.category !== unit.category) {
        const [project] = await app.db.select().from(projects).where(eq(projects.id, unit.projectId));
        if (!project) throw notFound("unitNotFound");
        const placer = new Placer(app.db, await loadStructure(app.db, project));
        const at = placer.place({ building: unit.building, floor: unit.floor, category: changes.category });
        if (isProblem(at)) throw fieldErrors({ category: [at.code] });
      }
      const area = changes.area ?? unit.area;
      const totalPrice = changes.totalPrice ?? unit.totalPrice;
      const companyId = await companyOfProject(unit.projectId);
      await app.db.transaction(async (tx) => {
        const { deliveryDate, ...rest } = changes;
        const set = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
        if (deliveryDate !== undefined) set.deliveryDateOverride = deliveryDate;
        await tx
          .update(units)
          .set({ ...set, pricePerMeter: Math.max(1, Math.round(totalPrice / area)) })
          .where(eq(units.id, unit.id));
        if (totalPrice !== unit.totalPrice) {
          await tx.insert(unitPriceChanges).values({
            unitId: unit.id,
            oldPrice: unit.totalPrice,
            newPrice: totalPrice,
            changedBy: request.partner.userId,
          });
        }
        if (plans !== undefined) {
          await tx.delete(paymentPlans).where(eq(paymentPlans.unitId, unit.id));
          if (plans.length > 0)
            await tx.insert(paymentPlans).values(plans.map((p) => ({ unitId: unit.id, ...p })));
        }
        await recordAudit(tx, request.partner, {
          action: "update",
          entity: "unit",
          entityId: unit.id,
          companyId,
          before: unit,
          after: { ...unit, ...request.body },
        });
      });
      return unitOr404(request, String(unit.id));
    },
  });

  app.route({
    ...routes.deleteUnit,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    config: write,
    handler: async (request) => {
      const unit = await unitOr404(request, request.params.id);
      const companyId = await companyOfProject(unit.projectId);
      await app.db.transaction(async (tx) => {
        await tx.delete(units).where(eq(units.id, unit.id));
        await recordAudit(tx, request.partner, {
          action: "delete",
          entity: "unit",
          entityId: unit.id,
          companyId,
          before: unit,
          after: null,
        });
      });
      return { message: message("deleted", requestLanguage(request)) };
    },
  });

  app.route({
    ...routes.priceChanges,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => {
      const unit = await unitOr404(request, request.params.id);
      const rows = await app.db
        .select({
          id: unitPriceChanges.id,
          oldPrice: unitPriceChanges.oldPrice,
          newPrice: unitPriceChanges.newPrice,
          changedBy: users.name,
          at: unitPriceChanges.at,
        })
        .from(unitPriceChanges)
        .leftJoin(users, eq(users.id, unitPriceChanges.changedBy))
        .where(eq(unitPriceChanges.unitId, unit.id))
        .orderBy(desc(unitPriceChanges.at), desc(unitPriceChanges.id));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
  });

  // Import and export

  app.route({
    ...routes.importUnits,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    config: {
      ...write,
      upload: { maxBytes: IMPORT_MAX_BYTES, field: "file", tooLarge: "importFileTooLarge" },
    },
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const dryRun = request.query.dryRun !== "false";
      const outcome = await importUnits(app.db, project, request.body.file, {
        dryRun,
        userId: request.partner.userId,
      });
      const language = requestLanguage(request);
      const errors = outcome.problems.map((problem) => worded(problem, language));
      const body = { created: outcome.created, updated: outcome.updated, errors };
      if (errors.length > 0 && !dryRun) return reply.status(400).send(body);
      if (!dryRun && errors.length === 0) {
        await recordAudit(app.db, request.partner, {
          action: "import",
          entity: "project",
          entityId: project.id,
          companyId: project.implementingCompanyId,
          before: null,
          after: { created: outcome.created, updated: outcome.updated },
        });
      }
      return body;
    },
  });

  app.route({
    ...routes.exportUnits,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const format = request.query.format;
      const sheet = await exportSheet(app.db, project.id);
      const file = await writeSheet(sheet, format);
      return reply
        .type(SHEET_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="units-${project.id}.${format}"`)
        .send(file as unknown as string);
    },
  });

  app.route({
    ...routes.importTemplate,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request, reply) => {
      const format = request.query.format;
      return reply
        .type(SHEET_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="units-template.${format}"`)
        .send((await writeSheet(templateSheet(), format)) as unknown as string);
    },
  });

  // Media

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

  app.route({
    ...routes.deleteMedia,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const id = parseId(request.params.id, "mediaNotFound");
      const [media] = await app.db
        .select({ media: projectMedia, companyId: projects.implementingCompanyId })
        .from(projectMedia)
        .innerJoin(projects, eq(projects.id, projectMedia.projectId))
        .where(and(eq(projectMedia.id, id), inScope(scopeOf(request), "projects")));
      if (!media) throw notFound("mediaNotFound");
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
};

/**
 * The project's cards, header and preview show its cover (the gallery's first picture), in the
 * size each needs; a project without pictures keeps what it had.
 */
async function refreshProjectImages(tx: Db, projectId: number) {
  const [cover] = await tx
    .select()
    .from(projectMedia)
    .where(and(eq(projectMedia.projectId, projectId), eq(projectMedia.kind, "gallery")))
    .orderBy(asc(projectMedia.position), asc(projectMedia.id))
    .limit(1);
  if (!cover) return;
  const media = toMedia(cover);
  const webp = media.variants.filter((v) => v.format === "webp");
  const card = (webp.find((v) => v.width >= 960) ?? webp.at(-1))?.url ?? media.url;
  await tx
    .update(projects)
    .set({ projectImage: card, latestProjectImage: card, backgroundImage: media.url })
    .where(eq(projects.id, projectId));
}

/** A problem of an import file in the reader's language, numbers in Arabic-Indic digits for Arabic. */
function worded(problem: RowProblem, language: "ar" | "en") {
  const params = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, value]) => [
      name,
      language === "ar" && /^\d+$/.test(value) ? toArabicDigits(value) : value,
    ]),
  );
  return {
    row: problem.row,
    column: problem.column,
    message: message(problem.code as MessageCode, language, params),
  };
}

export default partnerCatalogue;
