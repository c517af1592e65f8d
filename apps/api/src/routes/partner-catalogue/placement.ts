import { isolated } from "@capital/contract/bidi";
import { CATEGORIES, type Category, type ProjectType, type UnitType } from "@capital/contract/catalogue";
import type { MessageCode } from "@capital/contract/errors";
import { isVillaKind, type VillaKind } from "@capital/contract/partner-catalogue-constants";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blockFloors, blocks, mallFloors, villas } from "../../db/schema";

type BlockKind = "apartments" | "studios" | "hotel";
type Kind = BlockKind | VillaKind;

/** Which kind of building holds units of each category in a compound (malls hold investment units by floor). */
const COMPOUND_KIND: Partial<Record<Category, Kind>> = {
  apartment: "apartments",
  studio: "studios",
  "hotel-units": "hotel",
  "duplex-villas": "duplex",
  "detached-villas": "detached",
  "twin-house": "twin",
};
const MALL_TAG: Partial<Record<Category, "commercial" | "medical" | "administrative" | "hotel">> = {
  "coffee-shops": "commercial",
  restaurants: "commercial",
  shops: "commercial",
  pharmacies: "medical",
  clinics: "medical",
  office: "administrative",
  partitions: "administrative",
  "hotel-units": "hotel",
};

export function unitTypeOf(category: Category): UnitType {
  return CATEGORIES.find((c) => c.value === category)?.type ?? "residential";
}

type Building = { id: number; kind: Kind; name: string; floors: number; floorIds: Map<number, number> };

/**
 * How a building is looked up by its name: letter case and runs of spaces do not make another
 * building ("Tower  B" is "tower b"), so a typo in a file does not quietly add a twin.
 */
export function buildingKey(name: string) {
  return tidyBuildingName(name).toLocaleLowerCase("en");
}
const tidyBuildingName = (name: string) => name.trim().replace(/\s+/g, " ");

/** A project's buildings and floors, by lower-cased name and number, to place units in. */
export type Structure = {
  projectId: number;
  type: ProjectType;
  buildingFloors: number | null;
  buildings: Map<string, Building>;
  mallFloors: Map<number, number>;
};

export async function loadStructure(
  db: Db,
  project: { id: number; type: ProjectType; buildingFloors: number | null },
): Promise<Structure> {
  const structure: Structure = {
    projectId: project.id,
    type: project.type,
    buildingFloors: project.buildingFloors,
    buildings: new Map(),
    mallFloors: new Map(),
  };
  if (project.type === "mall") {
    const floors = await db
      .select({ id: mallFloors.id, number: mallFloors.number })
      .from(mallFloors)
      .where(eq(mallFloors.mallId, project.id));
    for (const floor of floors) structure.mallFloors.set(floor.number, floor.id);
    return structure;
  }
  const blockRows = await db.select().from(blocks).where(eq(blocks.compoundId, project.id));
  const floorRows = blockRows.length
    ? await db
        .select({ id: blockFloors.id, blockId: blockFloors.blockId, number: blockFloors.number })
        .from(blockFloors)
        .where(
          inArray(
            blockFloors.blockId,
            blockRows.map((b) => b.id),
          ),
        )
    : [];
  for (const b of blockRows) {
    const floorIds = new Map(floorRows.filter((f) => f.blockId === b.id).map((f) => [f.number, f.id]));
    structure.buildings.set(buildingKey(b.blockNumber), {
      id: b.id,
      kind: b.kind,
      name: b.blockNumber,
      floors: b.buildingFloors,
      floorIds,
    });
  }
  for (const v of await db.select().from(villas).where(eq(villas.compoundId, project.id))) {
    structure.buildings.set(buildingKey(v.name), {
      id: v.id,
      kind: v.kind,
      name: v.name,
      floors: v.buildingFloors,
      floorIds: new Map(),
    });
  }
  return structure;
}

export type Placement = {
  type: UnitType;
  floor: number;
  mallFloorId: number | null;
  blockFloorId: number | null;
  villaId: number | null;
};
export type PlacementProblem = {
  column: "building" | "floor" | "category";
  code: MessageCode;
  params?: Record<string, string>;
};
type Wanted = { building: string; floor: number; category: Category; area: number };

/**
 * Where a unit goes: its building (by name) and floor, checked against the category and the
 * building's floors. `prepare` first makes the floors of a block the units stand on and, for a
 * partner who may add buildings (`mayAddBuildings`: managers and operators, as the building and
 * floor forms allow), the buildings and mall floors the project lacks, each building as tall as
 * the highest floor asked of it.
 */
export class Placer {
  /** The buildings `prepare` made, in the order it made them. */
  readonly newBuildings: { id: number; kind: Kind; name: string; floors: number }[] = [];
  /** The mall floors `prepare` made. */
  readonly newMallFloors: { id: number; number: number; tag: string; area: number }[] = [];

  constructor(
    private readonly db: Db,
    readonly structure: Structure,
    private readonly mayAddBuildings = true,
  ) {}

  private made(building: Building) {
    this.structure.buildings.set(buildingKey(building.name), building);
    const { id, kind, name, floors } = building;
    this.newBuildings.push({ id, kind, name, floors });
  }

  /** Makes the buildings and floors that `units` name and the project lacks; problems for those it cannot. */
  async prepare(units: (Wanted & { row: number })[]): Promise<Map<number, PlacementProblem>> {
    const problems = new Map<number, PlacementProblem>();
    const s = this.structure;
    if (s.type === "mall") {
      const missing = new Map<number, { tag: NonNullable<(typeof MALL_TAG)[Category]>; area: number }>();
      for (const unit of units) {
        const tag = MALL_TAG[unit.category];
        if (unit.building !== "") problems.set(unit.row, { column: "building", code: "mallHasNoBuildings" });
        else if (!tag) problems.set(unit.row, { column: "category", code: "categoryNotInProject" });
        else if (s.buildingFloors !== null && unit.floor >= s.buildingFloors)
          problems.set(unit.row, {
            column: "floor",
            code: "floorBeyondBuilding",
            params: { floor: String(unit.floor), floors: String(s.buildingFloors) },
          });
        else if (!s.mallFloors.has(unit.floor) && !this.mayAddBuildings)
          problems.set(unit.row, {
            column: "floor",
            code: "mallFloorAskManager",
            params: { floor: String(unit.floor) },
          });
        else if (!s.mallFloors.has(unit.floor)) {
          const known = missing.get(unit.floor);
          missing.set(unit.floor, { tag: known?.tag ?? tag, area: (known?.area ?? 0) + unit.area });
        }
      }
      if (problems.size === 0 && missing.size > 0) {
        const made = await this.db
          .insert(mallFloors)
          .values(
            [...missing].map(([number, { tag, area }]) => ({
              mallId: s.projectId,
              number,
              tag,
              area,
              layout: "",
              features: [],
              featuresArabic: [],
            })),
          )
          .returning({
            id: mallFloors.id,
            number: mallFloors.number,
            tag: mallFloors.tag,
            area: mallFloors.area,
          });
        for (const floor of made) s.mallFloors.set(floor.number, floor.id);
        this.newMallFloors.push(...made);
      }
      return problems;
    }

    const newBuildings = new Map<string, { name: string; kind: Kind; floors: number }>();
    for (const unit of units) {
      const kind = COMPOUND_KIND[unit.category];
      if (!kind) {
        problems.set(unit.row, { column: "category", code: "categoryNotInProject" });
        continue;
      }
      if (unit.building === "") {
        problems.set(unit.row, { column: "building", code: "buildingRequired" });
        continue;
      }
      const key = buildingKey(unit.building);
      const existing = s.buildings.get(key);
      const planned = newBuildings.get(key);
      const buildingKind = existing?.kind ?? planned?.kind ?? kind;
      if (!existing && !this.mayAddBuildings) {
        problems.set(unit.row, {
          column: "building",
          code: "buildingAskManager",
          params: { building: isolated(tidyBuildingName(unit.building)) },
        });
      } else if (buildingKind !== kind) {
        problems.set(unit.row, { column: "category", code: "categoryNotInProject" });
      } else if (existing && unit.floor >= existing.floors) {
        problems.set(unit.row, {
          column: "floor",
          code: "floorBeyondBuilding",
          params: { floor: String(unit.floor), floors: String(existing.floors) },
        });
      } else if (!existing) {
        newBuildings.set(key, {
          // Spelled as its first row spells it.
          name: planned?.name ?? tidyBuildingName(unit.building),
          kind,
          floors: Math.max(planned?.floors ?? 0, unit.floor + 1),
        });
      }
    }
    if (problems.size > 0) return problems;

    for (const building of newBuildings.values()) {
      if (isVillaKind(building.kind)) {
        const [villa] = await this.db
          .insert(villas)
          .values({
            compoundId: s.projectId,
            kind: building.kind,
            name: building.name,
            nameArabic: building.name,
            buildingFloors: building.floors,
          })
          .returning({ id: villas.id });
        if (villa) this.made({ ...building, id: villa.id, floorIds: new Map() });
      } else {
        const [block] = await this.db
          .insert(blocks)
          .values({
            compoundId: s.projectId,
            kind: building.kind,
            blockNumber: building.name,
            blockNumberArabic: building.name,
            buildingFloors: building.floors,
          })
          .returning({ id: blocks.id });
        if (block) this.made({ ...building, id: block.id, floorIds: new Map() });
      }
    }
    // Block floors the units stand on and the blocks lack, each as large as its units together.
    const floorAreas = new Map<string, { building: Building; number: number; area: number }>();
    for (const unit of units) {
      const building = s.buildings.get(buildingKey(unit.building));
      if (!building || isVillaKind(building.kind) || building.floorIds.has(unit.floor)) continue;
      const key = `${building.id}:${unit.floor}`;
      const known = floorAreas.get(key);
      floorAreas.set(key, { building, number: unit.floor, area: (known?.area ?? 0) + unit.area });
    }
    if (floorAreas.size > 0) {
      const made = await this.db
        .insert(blockFloors)
        .values(
          [...floorAreas.values()].map((f) => ({
            blockId: f.building.id,
            number: f.number,
            area: f.area,
            layout: "",
            features: [],
            featuresArabic: [],
          })),
        )
        .returning({ id: blockFloors.id, blockId: blockFloors.blockId, number: blockFloors.number });
      for (const floor of made) {
        for (const building of s.buildings.values()) {
          if (building.id === floor.blockId && !isVillaKind(building.kind))
            building.floorIds.set(floor.number, floor.id);
        }
      }
    }
    return problems;
  }

  /** Where a unit goes, once `prepare` has made what was missing. */
  place(unit: Omit<Wanted, "area">): Placement | PlacementProblem {
    const s = this.structure;
    const type = unitTypeOf(unit.category);
    if (s.type === "mall") {
      const id = s.mallFloors.get(unit.floor);
      if (unit.building !== "") return { column: "building", code: "mallHasNoBuildings" };
      if (!MALL_TAG[unit.category]) return { column: "category", code: "categoryNotInProject" };
      if (id === undefined)
        return { column: "floor", code: "mallFloorMissing", params: { floor: String(unit.floor) } };
      return { type, floor: unit.floor, mallFloorId: id, blockFloorId: null, villaId: null };
    }
    const building = s.buildings.get(buildingKey(unit.building));
    if (!building) return { column: "building", code: "buildingNotFound" };
    if (COMPOUND_KIND[unit.category] !== building.kind)
      return { column: "category", code: "categoryNotInProject" };
    if (unit.floor >= building.floors)
      return {
        column: "floor",
        code: "floorBeyondBuilding",
        params: { floor: String(unit.floor), floors: String(building.floors) },
      };
    if (isVillaKind(building.kind))
      return { type, floor: unit.floor, mallFloorId: null, blockFloorId: null, villaId: building.id };
    const floorId = building.floorIds.get(unit.floor);
    if (floorId === undefined) return { column: "floor", code: "floorNotFound" };
    return { type, floor: unit.floor, mallFloorId: null, blockFloorId: floorId, villaId: null };
  }
}

export const isProblem = (placed: Placement | PlacementProblem): placed is PlacementProblem =>
  "code" in placed;
