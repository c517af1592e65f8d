import type { UnitType } from "@capital/contract/catalogue";
import type { UnitSearchQuery } from "@capital/contract/search";
import type { UnitSort } from "@capital/contract/search-options";
import { type SQL, sql } from "drizzle-orm";
import { planDownPayment, planMonthlyInstalment } from "../../search/plan-figures";

const planDown = planDownPayment;
const planMonthly = planMonthlyInstalment;

/**
 * The WHERE of a unit search (SPEC.md section 7). Installment years, deposit, down payment and
 * monthly instalment match units that have one payment plan inside all of them at once. Each
 * unit's smallest down payment and monthly instalment, kept on the unit by the database, answer a
 * money filter alone and narrow the candidates of one asked with others.
 */
export function unitFilters(type: UnitType, q: UnitSearchQuery, outsideDrafts: SQL = sql`true`): SQL {
  const conditions: SQL[] = [sql`u.type = ${type}`, sql`u.status = ${q.status}`, outsideDrafts];
  if (q.category) conditions.push(sql`u.category = ${q.category}`);
  if (q.roomsNumber !== undefined) conditions.push(sql`u.rooms_number = ${q.roomsNumber}`);
  if (q.floor !== undefined) conditions.push(sql`u.floor = ${q.floor}`);
  if (q.price_gte !== undefined) conditions.push(sql`u.total_price >= ${q.price_gte}`);
  if (q.price_lte !== undefined) conditions.push(sql`u.total_price <= ${q.price_lte}`);
  if (q.minArea !== undefined) conditions.push(sql`u.area >= ${q.minArea}`);
  if (q.maxArea !== undefined) conditions.push(sql`u.area <= ${q.maxArea}`);
  if (q.finishing) conditions.push(sql`u.finishing = ${q.finishing}`);
  if (q.downPayment_lte !== undefined) conditions.push(sql`u.min_down_payment <= ${q.downPayment_lte}`);
  if (q.monthlyInstalment_lte !== undefined)
    conditions.push(sql`u.min_monthly_instalment <= ${q.monthlyInstalment_lte}`);
  if (q.delivery !== undefined) {
    conditions.push(
      q.delivery === "ready"
        ? sql`u.delivers_on <= current_date`
        : sql`u.delivers_on <= make_date(${Number(q.delivery)}::int, 12, 31)`,
    );
  }

  const plan: SQL[] = [];
  if (q.installmentYears_gte !== undefined) plan.push(sql`pp.years >= ${q.installmentYears_gte}`);
  if (q.installmentYears_lte !== undefined) plan.push(sql`pp.years <= ${q.installmentYears_lte}`);
  if (q.deposit_gte !== undefined) plan.push(sql`pp.deposit >= ${q.deposit_gte}`);
  if (q.deposit_lte !== undefined) plan.push(sql`pp.deposit <= ${q.deposit_lte}`);
  if (q.downPayment_lte !== undefined) plan.push(sql`${planDown} <= ${q.downPayment_lte}`);
  if (q.monthlyInstalment_lte !== undefined) plan.push(sql`${planMonthly} <= ${q.monthlyInstalment_lte}`);
  // One money bound alone is answered exactly by the unit's own column.
  if (needsPlanLookup(q)) {
    conditions.push(
      sql`exists (select 1 from payment_plans pp where pp.unit_id = u.id and ${sql.join(plan, sql` and `)})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** Whether a search asks something of one payment plan that the unit's own columns cannot answer. */
export function needsPlanLookup(q: UnitSearchQuery): boolean {
  const plan = [q.installmentYears_gte, q.installmentYears_lte, q.deposit_gte, q.deposit_lte];
  const money = [q.downPayment_lte, q.monthlyInstalment_lte].filter((bound) => bound !== undefined);
  return plan.some((bound) => bound !== undefined) || money.length > 1;
}

/** Numbers past any real figure, so units without a date or an instalment sort last, as in SQL. */
const LAST = 2_147_483_647;

const SORTS: Record<UnitSort, { column: SQL; descending: boolean; key?: SQL }> = {
  price: { column: sql`u.total_price`, descending: false },
  "-price": { column: sql`u.total_price`, descending: true },
  price_per_meter: { column: sql`u.price_per_meter`, descending: false },
  "-price_per_meter": { column: sql`u.price_per_meter`, descending: true },
  area: { column: sql`u.area`, descending: false },
  "-area": { column: sql`u.area`, descending: true },
  newest: {
    column: sql`u.created_at`,
    descending: true,
    key: sql`(extract(epoch from u.created_at) * 1000000)::int8`,
  },
  monthly_instalment: {
    column: sql`u.min_monthly_instalment`,
    descending: false,
    key: sql`coalesce(u.min_monthly_instalment, ${LAST})`,
  },
  delivery: {
    column: sql`u.delivers_on`,
    descending: false,
    key: sql`coalesce(u.delivers_on - date '2000-01-01', ${LAST})`,
  },
};

const direction = (sort: UnitSort) => sql.raw(SORTS[sort].descending ? "desc" : "asc");

/** Every order ends on the id, so pages never repeat or skip a unit among equal values. */
export function unitOrder(sort: UnitSort): SQL {
  return sql`${SORTS[sort].column} ${direction(sort)}, u.id ${direction(sort)}`;
}

/**
 * What a sort orders by as a whole number, exact in JavaScript (a time in microseconds, a date in
 * days; nulls, last in ascending SQL order, as a number past every value), to be
 * read beside the id as `sort_key`, ordered by `sortKeyOrder` in SQL or `compareSortKeys` here.
 */
export function unitSortKey(sort: UnitSort): SQL {
  return SORTS[sort].key ?? SORTS[sort].column;
}

/** `unitOrder` over rows of `id` and `sort_key` (see `unitSortKey`). */
export function sortKeyOrder(sort: UnitSort): SQL {
  return sql`sort_key ${direction(sort)}, id ${direction(sort)}`;
}

/** `sortKeyOrder` over `[id, sort_key]` pairs. */
export function compareSortKeys(sort: UnitSort) {
  const sign = SORTS[sort].descending ? -1 : 1;
  return (a: readonly [number, number], b: readonly [number, number]) => sign * (a[1] - b[1] || a[0] - b[0]);
}
