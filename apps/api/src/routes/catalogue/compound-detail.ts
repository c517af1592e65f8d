import { COMPOUND_PRICE_TAGS } from "@capital/contract/catalogue";
import type { Compound } from "@capital/contract/catalogue-api";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { blocks, villas } from "../../db/schema";
import { compoundCardTags } from "./card-tags";
import { groupPriceSummary } from "./price-summary";
import { findProject } from "./project-base";

const unitAggregateRow = z.object({
  set: z.enum(["category", "villa", "all"]),
  category: z.string().nullable(),
  villa_id: z.number().int().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  image: z.string().nullable(),
  count: z.number().int(),
  all_free: z.boolean().nullable(),
});

/**
 * What the page says of its units, in one pass over them (PGlite runs one query at a time on the
 * main thread, so three aggregates cost three times its per-query overhead): price range and an
 * image per category, whether each villa's floors are all free, and how many units there are.
 */
function unitAggregates(db: Db, id: number) {
  return queryRows(
    db,
    unitAggregateRow,
    sql`select case when grouping(u.category) = 0 then 'category'
                    when grouping(u.villa_id) = 0 then 'villa' else 'all' end as set,
               u.category::text as category, u.villa_id,
               min(u.total_price) as min, max(u.total_price) as max, min(u.unit_image) as image,
               count(*)::int as count, bool_and(u.status = 'free') as all_free
          from units u where u.project_id = ${id}
         group by grouping sets ((u.category), (u.villa_id), ())`,
  );
}

/** SPEC.md "Compound": the common fields, unit prices computed from the units, its blocks and villas. */
export async function compoundDetail(db: Db, id: number): Promise<Compound | undefined> {
  const base = await findProject(db, id, "compound");
  if (!base) return undefined;
  const [aggregates, blockRows, villaRows] = await Promise.all([
    unitAggregates(db, id),
    db.select().from(blocks).where(eq(blocks.compoundId, id)).orderBy(asc(blocks.id)),
    db.select().from(villas).where(eq(villas.compoundId, id)).orderBy(asc(villas.id)),
  ]);
  const prices = aggregates.filter((row) => row.set === "category");
  const propertiesNumber = aggregates.find((row) => row.set === "all")?.count ?? 0;
  const villaFloors = aggregates.filter((row) => row.set === "villa" && row.villa_id !== null);
  // A villa sold whole ("All") needs every floor still free, whatever the flag says.
  const villaFloorsFree = new Map(villaFloors.map((r) => [r.villa_id, r.all_free === true]));

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
