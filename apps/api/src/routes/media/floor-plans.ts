import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { units } from "../../db/schema";
import { renderUnitFloorPlan } from "../../floor-plans/unit-floor-plan";
import { ofPublishedProject } from "../../publication/published";

/**
 * A unit's floor plan, drawn on request from the unit's own data (area, rooms, category, floor):
 * a million units would otherwise mean millions of files. Plans change only with the unit.
 */
const floorPlans: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { unitId: string; file: string } }>(
    "/media/plans/:unitId/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const unitId = /^\d{1,9}$/.test(request.params.unitId) ? Number(request.params.unitId) : Number.NaN;
      const floor = Number(/^(\d{1,3})\.svg$/.exec(request.params.file)?.[1]);
      if (!Number.isInteger(unitId) || !Number.isInteger(floor)) return reply.callNotFound();
      const [unit] = await app.db
        .select({
          id: units.id,
          name: units.name,
          area: units.area,
          roomsNumber: units.roomsNumber,
          category: units.category,
          floor: units.floor,
          planFloors: units.planFloors,
        })
        .from(units)
        .where(and(eq(units.id, unitId), ofPublishedProject("units")));
      if (!unit || floor < unit.floor || floor >= unit.floor + unit.planFloors) return reply.callNotFound();
      reply.header("cache-control", "public, max-age=86400").type("image/svg+xml");
      return renderUnitFloorPlan({ ...unit, floor });
    },
  );
};

export default floorPlans;
