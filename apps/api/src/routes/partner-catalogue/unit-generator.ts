import type { MessageCode } from "@capital/contract/errors";
import type { UnitGeneratorInput, unitGeneratorSchema } from "@capital/contract/partner-catalogue";
import { fillCodePattern, fillPattern } from "@capital/contract/unit-patterns";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { blocks, villas } from "../../db/schema";
import { HttpError } from "../../http-error";
import {
  buildingKey,
  isProblem,
  loadStructure,
  type Placement,
  type PlacementProblem,
  Placer,
} from "./placement";
import { insertUnits, unitColumns, unitsByCode } from "./unit-writes";

type Spec = z.output<typeof unitGeneratorSchema>;
export type GeneratedUnit = {
  code: string;
  building: string;
  floor: number;
  name: string;
  nameArabic: string;
  totalPrice: number;
};

const MAX_PRICE = 2_000_000_000;

/** A compound's buildings' Arabic names, by `buildingKey` of their names. */
export async function arabicBuildingNames(db: Db, projectId: number): Promise<Map<string, string>> {
  const [blockRows, villaRows] = await Promise.all([
    db
      .select({ name: blocks.blockNumber, nameArabic: blocks.blockNumberArabic })
      .from(blocks)
      .where(eq(blocks.compoundId, projectId)),
    db
      .select({ name: villas.name, nameArabic: villas.nameArabic })
      .from(villas)
      .where(eq(villas.compoundId, projectId)),
  ]);
  return new Map([...blockRows, ...villaRows].map((b) => [buildingKey(b.name), b.nameArabic]));
}

/**
 * Every unit a generator spec makes, building by building, floor by floor, in order. The Arabic
 * name's `{building}` is the building's Arabic name (`arabicNames`), the English name's its name and
 * the code's its name without spaces.
 */
export function generatedUnits(
  spec: Pick<Spec, keyof UnitGeneratorInput>,
  arabicNames: ReadonlyMap<string, string> = new Map(),
): GeneratedUnit[] {
  const made: GeneratedUnit[] = [];
  for (const building of spec.buildings)
    for (let floor = spec.floorFrom; floor <= spec.floorTo; floor += 1)
      for (let unit = 1; unit <= spec.unitsPerFloor; unit += 1) {
        const values = { building, floor, unit };
        const arabic = { ...values, building: arabicNames.get(buildingKey(building)) ?? building };
        made.push({
          code: fillCodePattern(spec.codePattern, values),
          building,
          floor,
          name: fillPattern(spec.namePattern, values),
          nameArabic: fillPattern(spec.namePatternArabic, arabic),
          totalPrice: spec.totalPrice + (floor - spec.floorFrom) * spec.floorPremium,
        });
      }
  return made;
}

const refused = (field: string, code: MessageCode, params: Record<string, string> = {}) =>
  new HttpError(400, "validation", { [field]: [code] }, params);

/** The generator's own field a placement problem is about. */
const FIELD_OF: Record<PlacementProblem["column"], string> = {
  building: "buildings",
  floor: "floorTo",
  category: "category",
};

/**
 * Checks what `generatedUnits` made against itself (codes twice, texts too long, prices past the
 * limit) and returns the first problem as the field's refusal, or nothing.
 */
export function checkGenerated(units: GeneratedUnit[]): HttpError | null {
  const seen = new Set<string>();
  for (const unit of units) {
    if (seen.has(unit.code)) return refused("codePattern", "generatorCodesRepeat", { code: unit.code });
    seen.add(unit.code);
    if (unit.code.length > 40) return refused("codePattern", "fieldTooLong");
    if (unit.name.length > 200) return refused("namePattern", "fieldTooLong");
    if (unit.nameArabic.length > 200) return refused("namePatternArabic", "fieldTooLong");
    if (unit.totalPrice > MAX_PRICE) return refused("floorPremium", "numberOutOfRange");
  }
  return null;
}

/**
 * Writes the generated units in one transaction: the buildings must exist (the missing floors of a
 * block are made, and a mall's for a partner who may add them, as the import makes them), no code
 * may be taken.
 * Throws the refusal of the first problem; writes nothing then.
 */
export async function writeGenerated(
  tx: Db,
  project: { id: number; type: "mall" | "compound"; buildingFloors: number | null; projectImage: string },
  spec: Spec,
  units: GeneratedUnit[],
  mayAddBuildings: boolean,
) {
  const placer = new Placer(tx, await loadStructure(tx, project), mayAddBuildings);
  if (project.type === "compound") {
    const missing = spec.buildings.find((name) => !placer.structure.buildings.has(buildingKey(name)));
    if (missing !== undefined) throw refused("buildings", "buildingNotFound");
  }
  const wanted = units.map((unit, row) => ({
    row,
    building: unit.building,
    floor: unit.floor,
    category: spec.category,
    area: spec.area,
  }));
  const [first] = (await placer.prepare(wanted)).values();
  if (first) throw refused(FIELD_OF[first.column], first.code, first.params);
  const placed: Placement[] = [];
  for (const unit of wanted) {
    const at = placer.place(unit);
    if (isProblem(at)) throw refused(FIELD_OF[at.column], at.code, at.params);
    placed.push(at);
  }
  const [taken] = (
    await unitsByCode(
      tx,
      project.id,
      units.map((u) => u.code),
    )
  ).keys();
  if (taken !== undefined) throw refused("codePattern", "generatorCodeTaken", { code: taken });
  await insertUnits(
    tx,
    project,
    units.map((unit, index) => ({
      columns: unitColumns(
        {
          ...unit,
          category: spec.category,
          status: spec.status,
          finishing: spec.finishing,
          roomsNumber: spec.roomsNumber,
          area: spec.area,
          deliveryDate: spec.deliveryDate ?? null,
          maintenanceDepositPercent: spec.maintenanceDepositPercent ?? null,
          clubFee: spec.clubFee ?? null,
          parkingFee: spec.parkingFee ?? null,
          cashDiscountPercent: spec.cashDiscountPercent ?? null,
        },
        placed[index] as Placement,
      ),
      plans: spec.plans,
    })),
  );
}
