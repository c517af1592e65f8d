import type { Location } from "@capital/contract/catalogue-api";
import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { locations } from "../../db/schema";
import { companyCards, compoundCards } from "./cards";

const ALL = { limit: 200, offset: 0 };

/** SPEC.md "Location": its unit count, the companies building there and its compounds. */
export async function locationDetail(db: Db, id: number): Promise<Location | undefined> {
  const [location] = await db.select().from(locations).where(eq(locations.id, id));
  if (!location) return undefined;
  const [count, availableCompanies, availableCompounds] = await Promise.all([
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from units u join projects p on p.id = u.project_id where p.location_id = ${id}`,
    ),
    companyCards(
      db,
      ALL,
      sql`exists (select 1 from projects p where p.implementing_company_id = c.id and p.location_id = ${id})`,
    ),
    compoundCards(db, ALL, sql`p.location_id = ${id}`),
  ]);
  const { createdAt: _created, ...fields } = location;
  return { ...fields, propertiesNumber: count[0]?.n ?? 0, availableCompanies, availableCompounds };
}
