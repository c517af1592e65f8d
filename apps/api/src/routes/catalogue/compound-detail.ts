import { COMPOUND_PRICE_TAGS } from "@capital/contract/catalogue";
import type { Compound } from "@capital/contract/catalogue-api";
import { asc, eq, max, min, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { blocks, units, villas } from "../../db/schema";
import { compoundCardTags } from "./card-tags";
import { groupPriceSummary } from "./price-summary";
import { findProject } from "./project-base";

const villaFloorsRow = z.object({ villa_id: z.number().int(), all_free: z.boolean() });

/** SPEC.md "Compound": the common fields, unit prices computed from the units, its blocks and villas. */
export async function compoundDetail(db: Db, id: number): Promise<Compound | undefined> {
  const base = await findProject(db, id, "compound");
  if (!base) return undefined;
  const [prices, blockRows, villaRows, propertiesNumber, villaFloors] = await Promise.all([
    db
      .select({
        category: units.category,
        min: min(units.totalPrice),
        max: max(units.totalPrice),
        image: min(units.unitImage),
      })
      .from(units)
      .where(eq(units.projectId, id))
      .groupBy(units.category),
    db.select().from(blocks).where(eq(blocks.compoundId, id)).orderBy(asc(blocks.id)),
    db.select().from(villas).where(eq(villas.compoundId, id)).orderBy(asc(villas.id)),
    db.$count(units, eq(units.projectId, id)),
    queryRows(
      db,
      villaFloorsRow,
      sql`select u.villa_id, bool_and(u.status = 'free') as all_free
          from units u where u.project_id = ${id} and u.villa_id is not null group by u.villa_id`,
    ),
  ]);
  // A villa sold whole ("All") needs every floor still free, whatever the flag says.
  const villaFloorsFree = new Map(villaFloors.map((r) => [r.villa_id, r.all_free]));

  const blockSummary = (kind: string) =>
    blockRows
      .filter((b) => b.kind === kind)
      .map((b) => ({
        id: b.id,
        blockNumber: b.blockNumber,
        blockNumberArabic: b.blockNumberArabic,
        buildingFloors: b.buildingFloors,
      }));
  const villaSummary = (kind: string) =>
    villaRows
      .filter((v) => v.kind === kind)
      .map((v) => ({
        id: v.id,
        name: v.name,
        nameArabic: v.nameArabic,
        buildingFloors: v.buildingFloors,
        allFloorsAvailable: v.allFloorsAvailable && villaFloorsFree.get(v.id) === true,
      }));

  return {
    ...base.common,
    type: "compound",
    tags: compoundCardTags(blockRows.some((b) => b.kind === "hotel")),
    propertiesNumber,
    layout: base.row.layout ?? "",
    compoundUnitsPrices: COMPOUND_PRICE_TAGS.flatMap(({ tag, category }) =>
      groupPriceSummary(
        tag,
        prices.find((p) => p.category === category),
      ),
    ),
    blocks: blockSummary("apartments"),
    duplexVillas: villaSummary("duplex"),
    detachedVillas: villaSummary("detached"),
    twinHouses: villaSummary("twin"),
    studios: blockSummary("studios"),
    hotelUnits: blockSummary("hotel"),
  };
}
