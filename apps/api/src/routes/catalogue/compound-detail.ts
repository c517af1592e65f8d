import { COMPOUND_PRICE_TAGS } from "@capital/contract/catalogue";
import type { Compound } from "@capital/contract/catalogue-api";
import { asc, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { blocks, villas } from "../../db/schema";
import { compoundCardTags } from "./card-tags";
import { priceSummary } from "./price-summary";
import { findProject } from "./project-base";

/** SPEC.md "Compound": the common fields, unit prices computed from the units, its blocks and villas. */
export async function compoundDetail(db: Db, id: number): Promise<Compound | undefined> {
  const base = await findProject(db, id, "compound");
  if (!base) return undefined;
  const [prices, blockRows, villaRows, counts] = await Promise.all([
    queryRows<{ category: string; min: number; max: number; image: string }>(
      db,
      sql`select u.category::text as category, min(u.total_price)::int as min, max(u.total_price)::int as max,
            min(u.unit_image) as image
          from units u where u.project_id = ${id}
          group by u.category`,
    ),
    db.select().from(blocks).where(eq(blocks.compoundId, id)).orderBy(asc(blocks.id)),
    db.select().from(villas).where(eq(villas.compoundId, id)).orderBy(asc(villas.id)),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from units where project_id = ${id}`),
  ]);
  // A villa sold whole ("All") needs every floor still free, whatever the flag says.
  const villaFloorsFree = new Map(
    (
      await queryRows<{ villa_id: number; all_free: boolean }>(
        db,
        sql`select u.villa_id, bool_and(u.status = 'free') as all_free
            from units u where u.project_id = ${id} and u.villa_id is not null group by u.villa_id`,
      )
    ).map((r) => [r.villa_id, r.all_free]),
  );

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
    propertiesNumber: counts[0]?.n ?? 0,
    layout: base.row.layout ?? "",
    compoundUnitsPrices: COMPOUND_PRICE_TAGS.flatMap(({ tag, category }) => {
      const row = prices.find((p) => p.category === category);
      return row ? [priceSummary(tag, row.min, row.max, row.image)] : [];
    }),
    blocks: blockSummary("apartments"),
    duplexVillas: villaSummary("duplex"),
    detachedVillas: villaSummary("detached"),
    twinHouses: villaSummary("twin"),
    studios: blockSummary("studios"),
    hotelUnits: blockSummary("hotel"),
  };
}
