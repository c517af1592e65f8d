import { MALL_TAGS } from "@capital/contract/catalogue";
import type { FloorFeatures, Mall } from "@capital/contract/catalogue-api";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { mallCardTags } from "./card-tags";
import { priceSummary } from "./price-summary";
import { findProject } from "./project-base";

type FloorRow = {
  id: number;
  number: number;
  tag: string;
  area: number;
  layout: string;
  features: string[];
  features_arabic: string[];
  units_count: number;
  free_units_count: number;
};

/** SPEC.md "Mall": the common fields, unit prices computed from the units, and each floor's features. */
export async function mallDetail(db: Db, id: number): Promise<Mall | undefined> {
  const base = await findProject(db, id, "mall");
  if (!base) return undefined;
  const [floors, prices] = await Promise.all([
    queryRows<FloorRow>(
      db,
      sql`select f.id, f.number, f.tag::text as tag, f.area, f.layout, f.features, f.features_arabic,
            count(u.id)::int as units_count, (count(u.id) filter (where u.status = 'free'))::int as free_units_count
          from mall_floors f left join units u on u.mall_floor_id = f.id
          where f.mall_id = ${id}
          group by f.id
          order by f.number`,
    ),
    queryRows<{ tag: string; min: number; max: number; image: string }>(
      db,
      sql`select f.tag::text as tag, min(u.total_price)::int as min, max(u.total_price)::int as max,
            min(u.unit_image) as image
          from units u join mall_floors f on f.id = u.mall_floor_id
          where u.project_id = ${id}
          group by f.tag`,
    ),
  ]);
  const mallUnitsPrices = MALL_TAGS.flatMap((tag) => {
    const row = prices.find((p) => p.tag === tag.toLowerCase());
    return row ? [priceSummary(tag, row.min, row.max, row.image)] : [];
  });
  const floorsFeatures: FloorFeatures[] = floors.map((f) => ({
    id: f.id,
    number: f.number,
    tag: f.tag,
    area: f.area,
    layout: f.layout,
    features: f.features,
    featuresArabic: f.features_arabic,
    unitsCount: f.units_count,
    freeUnitsCount: f.free_units_count,
  }));
  return {
    ...base.common,
    type: "mall",
    tags: mallCardTags(floors.map((f) => f.tag)),
    buildingFloors: base.row.buildingFloors ?? floors.length,
    popularBrandsImage: base.row.popularBrandsImage ?? "",
    mallUnitsPrices,
    floorsFeatures,
  };
}
