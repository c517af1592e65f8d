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

const SORTS: Record<UnitSort, { column: SQL; direction: SQL }> = {
  price: { column: sql`u.total_price`, direction: sql.raw("asc") },
  "-price": { column: sql`u.total_price`, direction: sql.raw("desc") },
  price_per_meter: { column: sql`u.price_per_meter`, direction: sql.raw("asc") },
  "-price_per_meter": { column: sql`u.price_per_meter`, direction: sql.raw("desc") },
  area: { column: sql`u.area`, direction: sql.raw("asc") },
  "-area": { column: sql`u.area`, direction: sql.raw("desc") },
  newest: { column: sql`u.created_at`, direction: sql.raw("desc") },
};

/** Every order ends on the id, so pages never repeat or skip a unit among equal values. */
export function unitOrder(sort: UnitSort): SQL {
  const { column, direction } = SORTS[sort];
  return sql`${column} ${direction}, u.id ${direction}`;
}

/** The column a sort orders by, to be read beside the id as `sort_key` and ordered by `sortKeyOrder`. */
export function unitSortKey(sort: UnitSort): SQL {
  return SORTS[sort].column;
}

/** `unitOrder` over rows of `id` and `sort_key` (see `unitSortKey`). */
export function sortKeyOrder(sort: UnitSort): SQL {
  const { direction } = SORTS[sort];
  return sql`sort_key ${direction}, id ${direction}`;
}
