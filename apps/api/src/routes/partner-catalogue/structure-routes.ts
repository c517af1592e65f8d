import type { PartnerBuilding } from "@capital/contract/partner-catalogue";
import { isVillaKind } from "@capital/contract/partner-catalogue-constants";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../audit";
import { blockFloors, blocks, mallFloors, projects, villas } from "../../db/schema";
import { fieldErrors, HttpError, notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { type CatalogueApp, type CatalogueLookups, MANAGERS, write } from "./catalogue-lookups";
import { inScope } from "./catalogue-store";
import { buildingKey, loadStructure } from "./placement";

type RenameRequest = FastifyRequest<{ Params: { id: string }; Body: { name: string; nameArabic: string } }>;

/** A compound's buildings (blocks of floors, villa groups) and a mall's floors. */
export function registerStructureRoutes(
  app: CatalogueApp,
  { scopeOf, projectOr404, wholeProject }: CatalogueLookups,
) {
  app.route({
    ...routes.createBuilding,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      if (project.type !== "compound") throw fieldErrors({ kind: ["categoryNotInProject"] });
      const body = request.body;
      const structure = await loadStructure(app.db, project);
      if (structure.buildings.has(buildingKey(body.name))) throw fieldErrors({ name: ["buildingTaken"] });
      const villa = isVillaKind(body.kind);
      const building = await app.db.transaction(async (tx) => {
        let made: { id: number; floors: PartnerBuilding["floors"] };
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
          made = {
            id: blockId,
            floors: floors.map((f) => ({ ...f, unitsCount: 0, tag: null, features: [], featuresArabic: [] })),
          };
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

  app.route({
    ...routes.updateMallFloor,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: async (request) => {
      const id = parseId(request.params.id, "floorNotFound");
      const [found] = await app.db
        .select({ floor: mallFloors, companyId: projects.implementingCompanyId })
        .from(mallFloors)
        .innerJoin(projects, eq(projects.id, mallFloors.mallId))
        .where(and(eq(mallFloors.id, id), inScope(scopeOf(request), "projects")));
      if (!found) throw notFound("floorNotFound");
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as Partial<typeof mallFloors.$inferInsert>;
      await app.db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0)
          await tx.update(mallFloors).set(changes).where(eq(mallFloors.id, id));
        await recordAudit(tx, request.partner, {
          action: "update",
          entity: "mall_floor",
          entityId: id,
          companyId: found.companyId,
          before: found.floor,
          after: { ...found.floor, ...changes },
        });
      });
      const whole = await wholeProject(request, found.floor.mallId);
      const [mall] = whole.buildings;
      if (!mall) throw notFound("floorNotFound");
      return mall;
    },
  });

  /** Renames a block or a villa building of the manager's company; a name another building has is refused. */
  const rename = (kind: "block" | "villa") => async (request: RenameRequest) => {
    const { name, nameArabic } = request.body;
    const id = parseId(request.params.id, "buildingNotFound");
    const table = kind === "block" ? blocks : villas;
    const [found] = await app.db
      .select({
        projectId: table.compoundId,
        name: kind === "block" ? blocks.blockNumber : villas.name,
        nameArabic: kind === "block" ? blocks.blockNumberArabic : villas.nameArabic,
        companyId: projects.implementingCompanyId,
        type: projects.type,
        buildingFloors: projects.buildingFloors,
      })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.compoundId))
      .where(and(eq(table.id, id), inScope(scopeOf(request), "projects")));
    if (!found) throw notFound("buildingNotFound");
    const structure = await loadStructure(app.db, { id: found.projectId, ...found });
    const other = structure.buildings.get(buildingKey(name));
    if (other && (other.id !== id || isVillaKind(other.kind) !== (kind === "villa")))
      throw fieldErrors({ name: ["buildingTaken"] });
    await app.db.transaction(async (tx) => {
      if (kind === "block")
        await tx
          .update(blocks)
          .set({ blockNumber: name, blockNumberArabic: nameArabic })
          .where(eq(blocks.id, id));
      else await tx.update(villas).set({ name, nameArabic }).where(eq(villas.id, id));
      await recordAudit(tx, request.partner, {
        action: "update",
        entity: kind,
        entityId: id,
        companyId: found.companyId,
        before: { name: found.name, nameArabic: found.nameArabic },
        after: { name, nameArabic },
      });
    });
    const whole = await wholeProject(request, found.projectId);
    const building = whole.buildings.find((b) => b.id === id && isVillaKind(b.kind) === (kind === "villa"));
    if (!building) throw notFound("buildingNotFound");
    return building;
  };
  app.route({
    ...routes.renameBlock,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: rename("block"),
  });
  app.route({
    ...routes.renameVilla,
    onRequest: app.partnerOnly(MANAGERS),
    config: write,
    handler: rename("villa"),
  });
}
