import type { CompareUnit } from "@capital/contract/compare";
import { NO_FEES } from "@capital/contract/true-cost";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { HttpError } from "../../http-error";
import { enrichedUnitsInOrder } from "../../units/enriched-units";
import { unitPages } from "../../units/unit-pages";

/**
 * The units of a comparison in the order asked, with their developers and pages. An id that is
 * not in the catalogue makes the whole answer a 404 naming the missing ids, so a shared link never
 * shows a silently shorter comparison.
 */
export async function compareUnits(db: Db, ids: number[]): Promise<CompareUnit[]> {
  const [units, pages] = await Promise.all([enrichedUnitsInOrder(db, ids), unitPages(db, ids)]);
  if (units.length !== ids.length) {
    const found = new Set(units.map((u) => u.id));
    const missing = ids.filter((id) => !found.has(id)).join(", ");
    throw new HttpError(404, "compareUnitsUnknown", { units: ["compareUnitsUnknown"] }, { ids: missing });
  }
  const projectIds = [...new Set(units.map((u) => u.projectId))];
  const developers = await db
    .select({
      projectId: projects.id,
      id: companies.id,
      name: companies.name,
      nameArabic: companies.nameArabic,
      rating: companies.rating,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.implementingCompanyId))
    .where(inArray(projects.id, projectIds));
  const developerOf = new Map(developers.map(({ projectId, ...developer }) => [projectId, developer]));
  return units.map((unit) => {
    const developer = developerOf.get(unit.projectId);
    if (!developer) throw new Error(`project ${unit.projectId} has no developer`);
    return {
      ...unit,
      developer,
      page: pages.get(unit.id) ?? "/",
      // The catalogue records no buying terms yet: the partner portal fills these.
      delivery: null,
      cashDiscountPercent: null,
      fees: NO_FEES,
    };
  });
}
