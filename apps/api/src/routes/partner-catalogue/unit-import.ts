import type { ProjectType } from "@capital/contract/catalogue";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentPlans, unitPriceChanges, units } from "../../db/schema";
import { isProblem, loadStructure, type Placement, Placer } from "./placement";
import { readSheet, UnreadableSheet } from "./spreadsheet";
import { type RowProblem, readUnitRows, type UnitRow } from "./unit-rows";

export type ImportOutcome = { created: number; updated: number; problems: RowProblem[] };
type Project = { id: number; type: ProjectType; buildingFloors: number | null; projectImage: string };

/** Thrown inside the transaction to undo it: a dry run, or a file with problems. */
class Undo extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super("undo");
  }
}

const CHUNK = 1000;

/**
 * Imports a CSV or XLSX file of a project's units, all or nothing, in one transaction: a row
 * whose code the project has updates that unit (a new price goes to its history), any other row
 * adds one; buildings and floors the file names and the project lacks are made. A dry run does
 * everything the same way, then undoes it, so it reports exactly what the real run would.
 */
export async function importUnits(
  db: Db,
  project: Project,
  file: Buffer,
  { dryRun, userId }: { dryRun: boolean; userId: number },
): Promise<ImportOutcome> {
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(file);
  } catch (error) {
    if (error instanceof UnreadableSheet)
      return { created: 0, updated: 0, problems: [{ row: 1, column: null, code: "importUnreadable" }] };
    throw error;
  }
  const { rows, problems } = readUnitRows(sheet);
  if (problems.length > 0) return { created: 0, updated: 0, problems };

  try {
    return await db.transaction(async (tx) => {
      const outcome = await applyRows(tx, project, rows, userId);
      if (dryRun || outcome.problems.length > 0) throw new Undo(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Undo) return error.outcome;
    throw error;
  }
}

async function applyRows(tx: Db, project: Project, rows: UnitRow[], userId: number): Promise<ImportOutcome> {
  const placer = new Placer(tx, await loadStructure(tx, project));
  const early = await placer.prepare(rows);
  if (early.size > 0) {
    return {
      created: 0,
      updated: 0,
      problems: [...early].map(([row, problem]) => ({ row, ...problem })),
    };
  }
  const problems: RowProblem[] = [];
  const placed: { row: UnitRow; at: Placement }[] = [];
  for (const row of rows) {
    const at = placer.place(row);
    if (isProblem(at)) problems.push({ row: row.row, ...at });
    else placed.push({ row, at });
  }
  if (problems.length > 0) return { created: 0, updated: 0, problems };

  const existing = new Map<string, { id: number; totalPrice: number }>();
  const codes = rows.map((r) => r.code);
  for (let i = 0; i < codes.length; i += CHUNK) {
    const found = await tx
      .select({ id: units.id, code: units.code, totalPrice: units.totalPrice })
      .from(units)
      .where(and(eq(units.projectId, project.id), inArray(units.code, codes.slice(i, i + CHUNK))));
    for (const unit of found) existing.set(unit.code, unit);
  }

  const toCreate = placed.filter(({ row }) => !existing.has(row.code));
  const toUpdate = placed.filter(({ row }) => existing.has(row.code));
  const planned: { unitId: number; plan: { deposit: number; years: number } }[] = [];

  for (let i = 0; i < toCreate.length; i += CHUNK) {
    const chunk = toCreate.slice(i, i + CHUNK);
    const made = await tx
      .insert(units)
      .values(
        chunk.map(({ row, at }) => ({
          ...unitColumns(row, at),
          projectId: project.id,
          unitImage: project.projectImage,
        })),
      )
      .returning({ id: units.id, code: units.code });
    const idOf = new Map(made.map((u) => [u.code, u.id]));
    for (const { row } of chunk) {
      const id = idOf.get(row.code);
      if (id !== undefined && row.plan) planned.push({ unitId: id, plan: row.plan });
    }
  }

  const priceChanges: (typeof unitPriceChanges.$inferInsert)[] = [];
  const withPlan: { unitId: number; plan: { deposit: number; years: number } }[] = [];
  for (const { row, at } of toUpdate) {
    const unit = existing.get(row.code);
    if (!unit) continue;
    await tx.update(units).set(unitColumns(row, at)).where(eq(units.id, unit.id));
    if (unit.totalPrice !== row.totalPrice)
      priceChanges.push({
        unitId: unit.id,
        oldPrice: unit.totalPrice,
        newPrice: row.totalPrice,
        changedBy: userId,
      });
    if (row.plan) withPlan.push({ unitId: unit.id, plan: row.plan });
  }
  // An updated unit keeps its other plans (the file holds one per unit): the row's is added when new.
  const known = new Set<string>();
  for (let i = 0; i < withPlan.length; i += CHUNK) {
    const plans = await tx
      .select({ unitId: paymentPlans.unitId, deposit: paymentPlans.deposit, years: paymentPlans.years })
      .from(paymentPlans)
      .where(
        inArray(
          paymentPlans.unitId,
          withPlan.slice(i, i + CHUNK).map((p) => p.unitId),
        ),
      );
    for (const p of plans) known.add(`${p.unitId}:${p.deposit}:${p.years}`);
  }
  planned.push(
    ...withPlan.filter(({ unitId, plan }) => !known.has(`${unitId}:${plan.deposit}:${plan.years}`)),
  );
  for (let i = 0; i < planned.length; i += CHUNK) {
    await tx
      .insert(paymentPlans)
      .values(planned.slice(i, i + CHUNK).map(({ unitId, plan }) => ({ unitId, ...plan })));
  }
  for (let i = 0; i < priceChanges.length; i += CHUNK) {
    await tx.insert(unitPriceChanges).values(priceChanges.slice(i, i + CHUNK));
  }
  return { created: toCreate.length, updated: toUpdate.length, problems: [] };
}

/** A unit's columns from an import row and where it goes. */
function unitColumns(row: UnitRow, at: Placement) {
  return {
    code: row.code,
    name: row.name,
    nameArabic: row.nameArabic,
    category: row.category,
    type: at.type,
    status: row.status,
    finishing: row.finishing,
    roomsNumber: row.roomsNumber,
    area: row.area,
    totalPrice: row.totalPrice,
    pricePerMeter: Math.max(1, Math.round(row.totalPrice / row.area)),
    floor: at.floor,
    mallFloorId: at.mallFloorId,
    blockFloorId: at.blockFloorId,
    villaId: at.villaId,
    deliveryDateOverride: row.deliveryDate,
    maintenanceDepositPercent: row.maintenanceDepositPercent,
    clubFee: row.clubFee,
    parkingFee: row.parkingFee,
    cashDiscountPercent: row.cashDiscountPercent,
  };
}
