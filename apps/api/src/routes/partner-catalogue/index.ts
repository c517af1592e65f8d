import { message } from "@capital/contract/errors";
import { pageOf, pageWindow } from "@capital/contract/paging";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { bookings, locations, projectMedia, projects, units } from "../../db/schema";
import { fieldErrors, HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { requestLanguage } from "../../request-language";
import { catalogueLookups, EVERY_PARTNER, MANAGERS, write } from "./catalogue-lookups";
import { companyOf, projectSummaries } from "./catalogue-store";
import { registerInventoryRoutes } from "./inventory-routes";
import { removePicture } from "./media-pipeline";
import { registerMediaRoutes } from "./media-routes";
import { registerStructureRoutes } from "./structure-routes";
import { registerUnitRoutes } from "./unit-routes";

/**
 * Issue 17's catalogue under /partner/ (decision 19): projects here; their buildings and floors,
 * units, inventory files and photos in the modules registered below.
 */
const partnerCatalogue: FastifyPluginAsyncZod = async (app) => {
  const lookups = catalogueLookups(app);
  const { scopeOf, projectOr404, wholeProject } = lookups;

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
      if (!companyId) throw fieldErrors({ companyId: ["fieldRequired"] });
      if ((await companyOf(app.db, companyId)).length === 0)
        throw fieldErrors({ companyId: ["companyNotFound"] });
      const [location] = await app.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, body.locationId));
      if (!location) throw fieldErrors({ locationId: ["locationNotFound"] });
      if (body.type === "mall" && !body.buildingFloors)
        throw fieldErrors({ buildingFloors: ["fieldRequired"] });
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
        // Locked first, so no buyer holds one of its units between the check and the removal.
        const held = await tx
          .select({ status: units.status })
          .from(units)
          .where(eq(units.projectId, project.id))
          .for("update");
        // Its units' reservations, decided or not, would go with it: a sale's record too.
        const [reserved] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .innerJoin(units, eq(units.id, bookings.unitId))
          .where(eq(units.projectId, project.id))
          .limit(1);
        if (reserved || held.some((unit) => unit.status === "held" || unit.status === "reserved"))
          throw new HttpError(409, "projectHasReservations");
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

  registerStructureRoutes(app, lookups);
  registerUnitRoutes(app, lookups);
  registerInventoryRoutes(app, lookups);
  registerMediaRoutes(app, lookups);
};

export default partnerCatalogue;
