import type { UnitType } from "@capital/contract/catalogue";
import type { UnitSearchQuery } from "@capital/contract/search";
import type { UnitSort } from "@capital/contract/search-options";
import { type SQL, sql } from "drizzle-orm";

/**
 * The WHERE of a unit search (SPEC.md section 7). Installment years and deposit match units that
 * have one payment plan inside both ranges at once.
 */
export function unitFilters(type: UnitType, q: UnitSearchQuery): SQL {
  const conditions: SQL[] = [sql`u.type = ${type}`, sql`u.status = ${q.status}`];
  if (q.category) conditions.push(sql`u.category = ${q.category}`);
  if (q.roomsNumber !== undefined) conditions.push(sql`u.rooms_number = ${q.roomsNumber}`);
  if (q.floor !== undefined) conditions.push(sql`u.floor = ${q.floor}`);
  if (q.price_gte !== undefined) conditions.push(sql`u.total_price >= ${q.price_gte}`);
  if (q.price_lte !== undefined) conditions.push(sql`u.total_price <= ${q.price_lte}`);
  if (q.minArea !== undefined) conditions.push(sql`u.area >= ${q.minArea}`);
  if (q.maxArea !== undefined) conditions.push(sql`u.area <= ${q.maxArea}`);
  if (q.finishing) conditions.push(sql`u.finishing = ${q.finishing}`);

  const plan: SQL[] = [];
  if (q.installmentYears_gte !== undefined) plan.push(sql`pp.years >= ${q.installmentYears_gte}`);
  if (q.installmentYears_lte !== undefined) plan.push(sql`pp.years <= ${q.installmentYears_lte}`);
  if (q.deposit_gte !== undefined) plan.push(sql`pp.deposit >= ${q.deposit_gte}`);
  if (q.deposit_lte !== undefined) plan.push(sql`pp.deposit <= ${q.deposit_lte}`);
  if (plan.length > 0) {
    conditions.push(
      sql`exists (select 1 from payment_plans pp where pp.unit_id = u.id and ${sql.join(plan, sql` and `)})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** Every order ends on the id, so pages never repeat or skip a unit among equal values. */
export function unitOrder(sort: UnitSort): SQL {
  switch (sort) {
    case "price":
      return sql`u.total_price asc, u.id asc`;
    case "-price":
      return sql`u.total_price desc, u.id desc`;
    case "price_per_meter":
      return sql`u.price_per_meter asc, u.id asc`;
    case "-price_per_meter":
      return sql`u.price_per_meter desc, u.id desc`;
    case "area":
      return sql`u.area asc, u.id asc`;
    case "-area":
      return sql`u.area desc, u.id desc`;
    case "newest":
      return sql`u.created_at desc, u.id desc`;
  }
}
