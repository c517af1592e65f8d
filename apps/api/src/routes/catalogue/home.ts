import {
  categoryBySlug,
  INVESTMENT_SEARCH_CATEGORIES,
  RESIDENTIAL_SEARCH_CATEGORIES,
} from "@capital/contract/catalogue";
import type { CategoryTile, Home } from "@capital/contract/catalogue-api";
import { categorySchema, unitTypeSchema } from "@capital/contract/catalogue-schemas";
import { HOME_MALLS_PAGE_SIZE, LATEST_PROJECTS_COUNT } from "@capital/contract/constants";
import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { clientReviews, projects } from "../../db/schema";
import { isPublished, outsideDrafts } from "../../publication/published";
import { countMalls, mallCards } from "./cards";

const categoryCount = z.object({
  type: unitTypeSchema,
  category: categorySchema,
  free: z.number().int(),
  image: z.string(),
});

/** DECISIONS.md: the home page's category counts are live counts of free units. */
export async function categoryTiles(db: Db) {
  const counts = await queryRows(
    db,
    categoryCount,
    sql`select type::text as type, category::text as category,
          (count(*) filter (where status = 'free'))::int as free, min(unit_image) as image
        from units u where ${await outsideDrafts(db, "u")} group by type, category`,
  );
  const tiles = (type: "residential" | "investment", slugs: readonly string[]): CategoryTile[] =>
    slugs.flatMap((slug, index) => {
      const category = categoryBySlug(slug);
      if (!category) return [];
      const row = counts.find((c) => c.type === type && c.category === category.value);
      return [{ id: index + 1, category: category.value, results: row?.free ?? 0, source: row?.image ?? "" }];
    });
  return {
    residentialPropertiesList: tiles("residential", RESIDENTIAL_SEARCH_CATEGORIES),
    investmentPropertiesList: tiles("investment", INVESTMENT_SEARCH_CATEGORIES),
  };
}

/** Everything the home page shows, in one call (SPEC.md section 1). `tiles` may answer from memory. */
export async function homeData(db: Db, tiles: () => ReturnType<typeof categoryTiles>): Promise<Home> {
  const [categories, mallsList, mallsCount, latest, reviews] = await Promise.all([
    tiles(),
    mallCards(db, { limit: HOME_MALLS_PAGE_SIZE, offset: 0 }),
    countMalls(db),
    db
      .select({
        id: projects.id,
        type: projects.type,
        name: projects.name,
        nameArabic: projects.nameArabic,
        address: projects.address,
        addressArabic: projects.addressArabic,
        latestProjectImage: projects.latestProjectImage,
      })
      .from(projects)
      .where(isPublished)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(LATEST_PROJECTS_COUNT),
    db.select().from(clientReviews).orderBy(clientReviews.id).limit(12),
  ]);
  return { ...categories, mallsList, mallsCount, latestProjects: latest, best_client_reviews: reviews };
}
