import { MALL_TAGS } from "@capital/contract/catalogue";
import type { Mall } from "@capital/contract/catalogue-api";
import { count, eq, max, min } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mallFloors, units } from "../../db/schema";
import { freeUnitId } from "../../units/free-units";
import { mallCardTags } from "./card-tags";
import { groupPriceSummary } from "./price-summary";
import { findProject } from "./project-base";

/** SPEC.md "Mall": the common fields, unit prices computed from the units, and each floor's features. */
export async function mallDetail(db: Db, id: number): Promise<Mall | undefined> {
  const base = await findProject(db, id, "mall");
  if (!base) return undefined;
  const [floors, prices] = await Promise.all([
    db
      .select({
        id: mallFloors.id,
        number: mallFloors.number,
        tag: mallFloors.tag,
        area: mallFloors.area,
        layout: mallFloors.layout,
        features: mallFloors.features,
        featuresArabic: mallFloors.featuresArabic,
        unitsCount: count(units.id),
        freeUnitsCount: count(freeUnitId),
      })
      .from(mallFloors)
      .leftJoin(units, eq(units.mallFloorId, mallFloors.id))
      .where(eq(mallFloors.mallId, id))
      .groupBy(mallFloors.id)
      .orderBy(mallFloors.number),
    db
      .select({
        tag: mallFloors.tag,
        min: min(units.totalPrice),
        max: max(units.totalPrice),
        image: min(units.unitImage),
      })
      .from(units)
      .innerJoin(mallFloors, eq(mallFloors.id, units.mallFloorId))
      .where(eq(units.projectId, id))
      .groupBy(mallFloors.tag),
  ]);
  const mallUnitsPrices = MALL_TAGS.flatMap((tag) =>
    groupPriceSummary(
      tag,
      prices.find((p) => p.tag === tag.toLowerCase()),
    ),
  );
  return {
    ...base.common,
    type: "mall",
    tags: mallCardTags(floors.map((f) => f.tag)),
    buildingFloors: base.row.buildingFloors ?? floors.length,
    popularBrandsImage: base.row.popularBrandsImage ?? "",
    mallUnitsPrices,
    floorsFeatures: floors,
  };
}
