import type { ProjectType } from "@capital/contract/catalogue";
import { isVillaKind } from "@capital/contract/partner-catalogue-constants";
import { type AuditChange, changedFields, recordAudits } from "../../audit";
import type { Db } from "../../db/client";
import { readSheet, UnreadableSheet } from "../../spreadsheet";
import { isProblem, loadStructure, type Placement, Placer } from "./placement";
import { type RowProblem, readUnitRows, type UnitRow } from "./unit-rows";
import {
  addMissingPlans,
  insertUnits,
  recordPriceChanges,
  unitColumns,
  unitsByCode,
  updateUnits,
} from "./unit-writes";

export type ImportOutcome = {
  created: number;
  updated: number;
  /** Buildings the file names and the project lacked, made for it: a dry run lists them to check. */
  newBuildings: string[];
  /** Units whose price the file changes, with the price before and after, for a person to check. */
  priceChanges: { code: string; from: number; to: number }[];
  problems: RowProblem[];
};
type Project = {
  id: number;
  type: ProjectType;
  buildingFloors: number | null;
  projectImage: string;
  implementingCompanyId: number;
};
const NOTHING = { created: 0, updated: 0, newBuildings: [], priceChanges: [] };

/** Thrown inside the transaction to undo it: a dry run, or a file with problems. */
class Undo extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super("undo");
  }
}

/**
 * Imports a CSV or XLSX file of a project's units, all or nothing, in one transaction: a row
 * whose code the project has updates that unit (a new price goes to its history), any other row
 * adds one; buildings and floors the file names and the project lacks are made (buildings and mall
 * floors only for a partner who may add them, `Placer`). A dry run does
 * everything the same way, then undoes it, so it reports exactly what the real run would. A real
 * run writes the audit log in the same transaction: the import, and each unit and building it
 * added or changed, as a change made by hand would be.
 */
export async function importUnits(
  db: Db,
  project: Project,
  file: Buffer,
  { dryRun, userId, mayAddBuildings }: { dryRun: boolean; userId: number; mayAddBuildings: boolean },
): Promise<ImportOutcome> {
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(file);
  } catch (error) {
    if (error instanceof UnreadableSheet)
      return { ...NOTHING, problems: [{ row: 1, column: null, code: "importUnreadable" }] };
    throw error;
  }
  const { rows, problems: unread } = readUnitRows(sheet);
  if (rows.length === 0) return { ...NOTHING, problems: unread };

  try {
    return await db.transaction(async (tx) => {
      const outcome = await applyRows(tx, project, rows, { userId, mayAddBuildings });
      // Every problem of the file at once, those of the rows read and those of where they go.
      const problems = [...unread, ...outcome.problems].sort((a, b) => a.row - b.row);
      if (problems.length > 0) throw new Undo({ ...NOTHING, problems });
      if (dryRun) throw new Undo(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Undo) return error.outcome;
    throw error;
  }
}

async function applyRows(
  tx: Db,
  project: Project,
  rows: UnitRow[],
  { userId, mayAddBuildings }: { userId: number; mayAddBuildings: boolean },
): Promise<ImportOutcome> {
  const placer = new Placer(tx, await loadStructure(tx, project), mayAddBuildings);
  const early = await placer.prepare(rows);
  if (early.size > 0) {
    return { ...NOTHING, problems: [...early].map(([row, problem]) => ({ row, ...problem })) };
  }
  const existing = await unitsByCode(
    tx,
    project.id,
    rows.map((r) => r.code),
  );
  const problems: RowProblem[] = [];
  const placed: { row: UnitRow; at: Placement }[] = [];
  for (const row of rows) {
    const at = placer.place(row);
    if (isProblem(at)) problems.push({ row: row.row, ...at });
    else if (!statusAllowed(row.status, existing.get(row.code)?.status))
      problems.push({ row: row.row, column: "status", code: "statusFollowsReservation" });
    else placed.push({ row, at });
  }
  if (problems.length > 0) return { ...NOTHING, problems };

  const toCreate = placed.filter(({ row }) => !existing.has(row.code));
  const toUpdate = placed.flatMap(({ row, at }) => {
    const unit = existing.get(row.code);
    return unit ? [{ row, at, unit }] : [];
  });
  const created = toCreate.map(({ row, at }) => ({
    columns: unitColumns(row, at),
    plans: row.plan ? [row.plan] : [],
  }));
  const ids = await insertUnits(tx, project, created);
  const updated = toUpdate.map(({ row, at, unit }) => ({ ...unitColumns(row, at), id: unit.id }));
  await updateUnits(tx, updated);
  // An updated unit keeps its other plans (the file holds one per unit): the row's is added when new.
  const withNewPlan = await addMissingPlans(
    tx,
    toUpdate.flatMap(({ row, unit }) => (row.plan ? [{ unitId: unit.id, ...row.plan }] : [])),
  );
  const revised = toUpdate.map(({ unit }, i) => {
    const after = updated[i] ?? unit;
    return { unit, after, fieldsChanged: Object.keys(changedFields(unit, after).after ?? {}).length > 0 };
  });
  // A row that repeats its unit as it is (an export read back) changes nothing, and is not counted.
  const changed = revised.filter(({ unit, fieldsChanged }) => fieldsChanged || withNewPlan.has(unit.id));
  await recordPriceChanges(
    tx,
    toUpdate
      .filter(({ row, unit }) => row.totalPrice !== unit.totalPrice)
      .map(({ row, unit }) => ({
        unitId: unit.id,
        oldPrice: unit.totalPrice,
        newPrice: row.totalPrice,
        changedBy: userId,
      })),
  );
  const outcome = {
    created: toCreate.length,
    updated: changed.length,
    newBuildings: placer.newBuildings.map((b) => b.name),
    priceChanges: toUpdate
      .filter(({ row, unit }) => row.totalPrice !== unit.totalPrice)
      .map(({ row, unit }) => ({ code: row.code, from: unit.totalPrice, to: row.totalPrice })),
    problems: [],
  };
  const companyId = project.implementingCompanyId;
  const changes: AuditChange[] = [
    {
      action: "import",
      entity: "project",
      entityId: project.id,
      companyId,
      before: null,
      after: { created: outcome.created, updated: outcome.updated },
    },
    // Written with the fields a building or floor added by hand is.
    ...placer.newBuildings.map(({ id, kind, name, floors }) => ({
      action: "create" as const,
      entity: isVillaKind(kind) ? ("villa" as const) : ("block" as const),
      entityId: id,
      companyId,
      before: null,
      after: { kind, name, nameArabic: name, buildingFloors: floors },
    })),
    ...placer.newMallFloors.map(({ id, number, tag, area }) => ({
      action: "create" as const,
      entity: "mall_floor" as const,
      entityId: id,
      companyId,
      before: null,
      after: { number, tag, area },
    })),
    ...created.map(({ columns }) => ({
      action: "create" as const,
      entity: "unit" as const,
      entityId: ids.get(columns.code) ?? null,
      companyId,
      before: null,
      after: columns,
    })),
    ...revised
      .filter(({ fieldsChanged }) => fieldsChanged)
      .map(({ unit, after }) => ({
        action: "update" as const,
        entity: "unit" as const,
        entityId: unit.id,
        companyId,
        before: unit,
        after,
      })),
  ];
  await recordAudits(tx, { userId }, changes);
  return outcome;
}

/**
 * Held and reserved follow the buyers' reservations: a file may repeat them for a unit that has
 * them (an export read back), never give them to another unit or take them away.
 */
function statusAllowed(wanted: UnitRow["status"], current: string | undefined) {
  const reserved = (status: string | undefined) => status === "held" || status === "reserved";
  return reserved(current) || reserved(wanted) ? wanted === current : true;
}
