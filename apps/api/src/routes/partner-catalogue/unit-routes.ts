import { message } from "@capital/contract/errors";
import { pageOf, pageWindow } from "@capital/contract/paging";
import type { PartnerUnit, UnitGeneratorInput } from "@capital/contract/partner-catalogue";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { bookings, paymentPlans, projects, unitPriceChanges, units, users } from "../../db/schema";
import { fieldErrors, HttpError, notFound } from "../../http-error";
import { requestLanguage } from "../../request-language";
import {
  type CatalogueApp,
  type CatalogueLookups,
  EVERY_PARTNER,
  mayAddBuildings,
  write,
} from "./catalogue-lookups";
import { partnerUnits } from "./catalogue-store";
import {
  buildingKey,
  isProblem,
  loadStructure,
  type Placement,
  type PlacementProblem,
  Placer,
} from "./placement";
import { arabicBuildingNames, checkGenerated, generatedUnits, writeGenerated } from "./unit-generator";
import { insertUnits, unitColumns } from "./unit-writes";

const reservedStatus = (status: string) => status === "held" || status === "reserved";
const placementRefusal = (problem: PlacementProblem) =>
  new HttpError(400, "validation", { [problem.column]: [problem.code] }, problem.params);

/** Thrown inside a transaction to undo it (a dry run), carrying what the run would answer. */
class DryRun<T> extends Error {
  constructor(readonly answer: T) {
    super("dry run");
  }
}

/**
 * Where a unit goes in its project: its building must exist (in a compound, a block's floor it
 * lacks is made), a mall's floor must exist.
 */
async function placeOne(
  tx: Db,
  project: { id: number; type: "mall" | "compound"; buildingFloors: number | null },
  wanted: { building: string; floor: number; category: PartnerUnit["category"]; area: number },
): Promise<Placement> {
  const placer = new Placer(tx, await loadStructure(tx, project));
  if (project.type === "compound" && placer.structure.buildings.has(buildingKey(wanted.building))) {
    const [problem] = (await placer.prepare([{ ...wanted, row: 0 }])).values();
    if (problem) throw placementRefusal(problem);
  }
  const at = placer.place(wanted);
  if (isProblem(at)) throw placementRefusal(at);
  return at;
}

/** A project's units: the list, one at a time, many at once, and the price history. */
export function registerUnitRoutes(
  app: CatalogueApp,
  { projectOr404, unitOr404, companyOfProject }: CatalogueLookups,
) {
  async function codeTaken(projectId: number, code: string, unitId?: number) {
    const [taken] = await app.db
      .select({ id: units.id })
      .from(units)
      .where(
        and(eq(units.projectId, projectId), eq(units.code, code), unitId ? ne(units.id, unitId) : undefined),
      );
    return taken !== undefined;
  }

  app.route({
    ...routes.units,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request) => {
      const project = await projectOr404(request, request.params.id);
      const { q: text, building, status } = request.query;
      const q = text ? `%${text.replace(/[\\%_]/g, "\\$&")}%` : null;
      const conditions = [sql`u.project_id = ${project.id}`];
      // Compared as the text search compares (decision 8): any case, digits in either script
      // ("U-١٥" finds U-15), Arabic letter variants folded.
      const like = (column: SQL) => sql`search_normalize(${column}) like search_normalize(${q})`;
      if (q)
        conditions.push(sql`(${like(sql`u.code`)} or ${like(sql`u.name`)} or ${like(sql`u.name_arabic`)})`);
      if (status) conditions.push(sql`u.status = ${status}`);
      if (building !== undefined)
        conditions.push(sql`lower(coalesce(
          (select b.block_number from block_floors bf join blocks b on b.id = bf.block_id where bf.id = u.block_floor_id),
          (select v.name from villas v where v.id = u.villa_id), '')) = lower(${building})`);
      const where = sql.join(conditions, sql` and `);
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
      if (await codeTaken(project.id, body.code)) throw fieldErrors({ code: ["codeTaken"] });
      const id = await app.db.transaction(async (tx) => {
        const at = await placeOne(tx, project, body);
        const values = {
          ...body,
          deliveryDate: body.deliveryDate ?? null,
          maintenanceDepositPercent: body.maintenanceDepositPercent ?? null,
          clubFee: body.clubFee ?? null,
          parkingFee: body.parkingFee ?? null,
          cashDiscountPercent: body.cashDiscountPercent ?? null,
        };
        const ids = await insertUnits(tx, project, [{ columns: unitColumns(values, at), plans: body.plans }]);
        const made = ids.get(body.code);
        if (made === undefined) throw new Error("unit not inserted");
        await recordAudit(tx, request.partner, {
          action: "create",
          entity: "unit",
          entityId: made,
          companyId: project.implementingCompanyId,
          before: null,
          after: body,
        });
        return made;
      });
      return reply.status(201).send(await unitOr404(request, String(id)));
    },
  });

  app.route({
    ...routes.generateUnits,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    config: write,
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const spec = request.body;
      const dryRun = request.query.dryRun !== "false";
      if (project.type === "mall" && spec.buildings.some((name) => name !== ""))
        throw fieldErrors({ buildings: ["mallHasNoBuildings"] });
      const planned = generatedUnits(spec, await arabicBuildingNames(app.db, project.id));
      const problem = checkGenerated(planned);
      if (problem) throw problem;
      const answer = { count: planned.length, created: dryRun ? 0 : planned.length, units: planned };
      try {
        await app.db.transaction(async (tx) => {
          await writeGenerated(tx, project, spec, planned, mayAddBuildings(request));
          // The floors it made and the units it wrote are undone: the dry run found no problem.
          if (dryRun) throw new DryRun(answer);
          await recordAudit(tx, request.partner, {
            action: "generate",
            entity: "project",
            entityId: project.id,
            companyId: project.implementingCompanyId,
            before: null,
            after: { ...(spec satisfies UnitGeneratorInput), count: planned.length },
          });
        });
      } catch (error) {
        if (error instanceof DryRun) return reply.status(200).send(answer);
        throw error;
      }
      return reply.status(201).send(answer);
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
      const { plans, building, floor, deliveryDate, ...fields } = request.body;
      if (fields.code !== undefined && (await codeTaken(unit.projectId, fields.code, unit.id)))
        throw fieldErrors({ code: ["codeTaken"] });
      const companyId = await companyOfProject(unit.projectId);
      await app.db.transaction(async (tx) => {
        // Locked, so a buyer's hold cannot land between the status check and the change.
        const [locked] = await tx
          .select({ status: units.status })
          .from(units)
          .where(eq(units.id, unit.id))
          .for("update");
        if (!locked) throw notFound("unitNotFound");
        if (fields.status !== undefined && fields.status !== locked.status && reservedStatus(locked.status))
          throw fieldErrors({ status: ["statusFollowsReservation"] });

        const wanted = {
          building: building ?? unit.building,
          floor: floor ?? unit.floor,
          category: fields.category ?? unit.category,
          area: fields.area ?? unit.area,
        };
        let at: Placement | undefined;
        if (
          buildingKey(wanted.building) !== buildingKey(unit.building) ||
          wanted.floor !== unit.floor ||
          wanted.category !== unit.category
        ) {
          const [project] = await tx.select().from(projects).where(eq(projects.id, unit.projectId));
          if (!project) throw notFound("unitNotFound");
          at = await placeOne(tx, project, wanted);
        }
        const totalPrice = fields.totalPrice ?? unit.totalPrice;
        const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        await tx
          .update(units)
          .set({
            ...changes,
            ...(deliveryDate !== undefined ? { deliveryDateOverride: deliveryDate } : {}),
            ...(at
              ? {
                  type: at.type,
                  floor: at.floor,
                  mallFloorId: at.mallFloorId,
                  blockFloorId: at.blockFloorId,
                  villaId: at.villaId,
                }
              : {}),
            pricePerMeter: Math.max(1, Math.round(totalPrice / wanted.area)),
          })
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
        const [locked] = await tx
          .select({ status: units.status })
          .from(units)
          .where(eq(units.id, unit.id))
          .for("update");
        if (!locked) throw notFound("unitNotFound");
        // Removing it would remove buyers' reservations with it, decided or not: a sale's record too.
        const [reserved] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.unitId, unit.id))
          .limit(1);
        if (reservedStatus(locked.status) || reserved) throw new HttpError(409, "unitHasReservation");
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
}
