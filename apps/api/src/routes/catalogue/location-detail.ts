import type { Location } from "@capital/contract/catalogue-api";
import { and, count as countRows, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, locations, projects, units } from "../../db/schema";
import { isPublished } from "../../publication/published";
import { companyCards, compoundCards } from "./cards";

const ALL = { limit: 200, offset: 0 };

/** SPEC.md "Location": its unit count, the companies building there and its compounds. */
export async function locationDetail(db: Db, id: number): Promise<Location | undefined> {
  const [location] = await db.select().from(locations).where(eq(locations.id, id));
  if (!location) return undefined;
  const here = and(eq(projects.locationId, id), isPublished);
  const [[count], availableCompanies, availableCompounds] = await Promise.all([
    db
      .select({ n: countRows() })
      .from(units)
      .innerJoin(projects, eq(projects.id, units.projectId))
      .where(here),
    companyCards(
      db,
      ALL,
      exists(
        db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.implementingCompanyId, companies.id), here)),
      ),
    ),
    compoundCards(db, ALL, sql`p.location_id = ${id}`),
  ]);
  const { createdAt: _created, ...fields } = location;
  return { ...fields, propertiesNumber: count?.n ?? 0, availableCompanies, availableCompounds };
}
