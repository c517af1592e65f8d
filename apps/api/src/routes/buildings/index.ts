import { buildingsRoutes } from "@capital/contract/routes/buildings-routes";
import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blockFloors, blocks, mallFloors, projects, units, villas } from "../../db/schema";
import { notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { isPublished } from "../../publication/published";
import { enrichedUnits } from "../../units/enriched-units";
import { freeUnitId } from "../../units/free-units";

const ALL_ON_A_FLOOR = 500;

/**
 * What the unit pages need one step at a time (SPEC.md's cascading Building, Floor, Unit): a
 * compound with thousands of units is never sent whole; each answer is one floor or one building.
 */
const buildings: FastifyPluginAsyncZod = async (app) => {
  function publicCache(reply: { header(name: string, value: string): unknown }) {
    // Statuses change when people book: keep it short.
    reply.header("cache-control", "public, max-age=10");
  }

  app.route({
    ...buildingsRoutes.mallFloorUnits,
    config: { cache: { scope: "public" } },
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "floorNotFound");
      const [floor] = await app.db
        .select({ id: mallFloors.id })
        .from(mallFloors)
        .innerJoin(projects, eq(projects.id, mallFloors.mallId))
        .where(and(eq(mallFloors.id, id), isPublished));
      if (!floor) throw notFound("floorNotFound");
      publicCache(reply);
      return enrichedUnits(app.db, {
        where: sql`u.mall_floor_id = ${id}`,
        orderBy: sql`u.name, u.id`,
        limit: ALL_ON_A_FLOOR,
        offset: 0,
      });
    },
  });

  app.route({
    ...buildingsRoutes.blockFloors,
    config: { cache: { scope: "public" } },
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "buildingNotFound");
      const [block] = await app.db
        .select({ kind: blocks.kind })
        .from(blocks)
        .innerJoin(projects, eq(projects.id, blocks.compoundId))
        .where(and(eq(blocks.id, id), isPublished));
      if (!block) throw notFound("buildingNotFound");
      const floors = await app.db
        .select({
          id: blockFloors.id,
          number: blockFloors.number,
          area: blockFloors.area,
          layout: blockFloors.layout,
          features: blockFloors.features,
          featuresArabic: blockFloors.featuresArabic,
          unitsCount: count(units.id),
          freeUnitsCount: count(freeUnitId),
        })
        .from(blockFloors)
        .leftJoin(units, eq(units.blockFloorId, blockFloors.id))
        .where(eq(blockFloors.blockId, id))
        .groupBy(blockFloors.id)
        .orderBy(blockFloors.number);
      publicCache(reply);
      return floors.map((floor) => ({ ...floor, tag: block.kind }));
    },
  });

  app.route({
    ...buildingsRoutes.blockFloorUnits,
    config: { cache: { scope: "public" } },
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "floorNotFound");
      const [floor] = await app.db
        .select({ id: blockFloors.id })
        .from(blockFloors)
        .innerJoin(blocks, eq(blocks.id, blockFloors.blockId))
        .innerJoin(projects, eq(projects.id, blocks.compoundId))
        .where(and(eq(blockFloors.id, id), isPublished));
      if (!floor) throw notFound("floorNotFound");
      publicCache(reply);
      return enrichedUnits(app.db, {
        where: sql`u.block_floor_id = ${id}`,
        orderBy: sql`u.name, u.id`,
        limit: ALL_ON_A_FLOOR,
        offset: 0,
      });
    },
  });

  app.route({
    ...buildingsRoutes.villaUnits,
    config: { cache: { scope: "public" } },
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "buildingNotFound");
      const [villa] = await app.db
        .select({ id: villas.id })
        .from(villas)
        .innerJoin(projects, eq(projects.id, villas.compoundId))
        .where(and(eq(villas.id, id), isPublished));
      if (!villa) throw notFound("buildingNotFound");
      publicCache(reply);
      return enrichedUnits(app.db, {
        where: sql`u.villa_id = ${id}`,
        orderBy: sql`u.floor, u.id`,
        limit: 20,
        offset: 0,
      });
    },
  });
};

export default buildings;
