import { buildingsRoutes } from "@capital/contract/routes/buildings-routes";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { queryRows } from "../../db/client";
import { blockFloors, mallFloors, villas } from "../../db/schema";
import { notFound } from "../../http-error";
import { parseId } from "../catalogue/parse-id";
import { enrichedUnits } from "../units/enriched-units";

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
        .where(eq(mallFloors.id, id));
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
      const rows = await queryRows<{
        id: number;
        number: number;
        kind: string;
        area: number;
        layout: string;
        features: string[];
        features_arabic: string[];
        units_count: number;
        free_units_count: number;
      }>(
        app.db,
        sql`select f.id, f.number, b.kind::text as kind, f.area, f.layout, f.features, f.features_arabic,
              count(u.id)::int as units_count, (count(u.id) filter (where u.status = 'free'))::int as free_units_count
            from blocks b
              left join block_floors f on f.block_id = b.id
              left join units u on u.block_floor_id = f.id
            where b.id = ${id}
            group by b.id, f.id
            order by f.number`,
      );
      if (rows.length === 0) throw notFound("buildingNotFound");
      publicCache(reply);
      return rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id,
          number: r.number,
          tag: r.kind,
          area: r.area,
          layout: r.layout,
          features: r.features,
          featuresArabic: r.features_arabic,
          unitsCount: r.units_count,
          freeUnitsCount: r.free_units_count,
        }));
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
        .where(eq(blockFloors.id, id));
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
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
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
