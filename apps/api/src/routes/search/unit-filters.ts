import type { UnitType } from "@capital/contract/catalogue";
import type { UnitSearchQuery } from "@capital/contract/search";
import type { UnitSort } from "@capital/contract/search-options";
import { type SQL, sql } from "drizzle-orm";
import { planDownPayment, planMonthlyInstalment } from "../../search/plan-figures";

const planDown = planDownPayment;
const planMonthly = planMonthlyInstalment;

/** What a payment plan may run over (payment_plans_years_range): outside it a bound asks nothing. */
const PLAN_YEARS = { min: 1, max: 10 } as const;
/** A deposit is a share of the price in percent (payment_plans_deposit_range). */
const PLAN_DEPOSIT = { min: 0, max: 100 } as const;

/**
 * The bounds a search sets on one payment plan, less those every plan meets (a deposit of at least
 * 0 %, at most 10 years). `asked` says whether the search asks for a plan at all.
 */
function planBounds(q: UnitSearchQuery) {
  const yearsFrom = Math.max(q.installmentYears_gte ?? PLAN_YEARS.min, PLAN_YEARS.min);
  const yearsTo = Math.min(q.installmentYears_lte ?? PLAN_YEARS.max, PLAN_YEARS.max);
  const depositFrom =
    q.deposit_gte !== undefined && q.deposit_gte > PLAN_DEPOSIT.min ? q.deposit_gte : undefined;
  const depositTo =
    q.deposit_lte !== undefined && q.deposit_lte < PLAN_DEPOSIT.max ? q.deposit_lte : undefined;
  return {
    asked: [q.installmentYears_gte, q.installmentYears_lte, q.deposit_gte, q.deposit_lte].some(
      (bound) => bound !== undefined,
    ),
    years:
      yearsFrom > PLAN_YEARS.min || yearsTo < PLAN_YEARS.max ? { from: yearsFrom, to: yearsTo } : undefined,
    /** The bits of `units.plan_years_mask` a matching plan may set: none when the range is empty. */
    yearsMask: yearsFrom > yearsTo ? 0 : (2 ** (yearsTo + 1) - 1) & ~(2 ** yearsFrom - 1),
    depositFrom,
    depositTo,
  };
}

/**
 * The WHERE of a unit search (SPEC.md section 7). Installment years, deposit, down payment and
 * monthly instalment match units that have one payment plan inside all of them at once. A summary
 * of each unit's plans, kept on the unit by the database (the years they run over, the smallest and
 * largest deposit, down payment and monthly instalment), answers a search that bounds one of
 * those alone, and narrows the candidates of one that bounds several.
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
  if (q.delivery !== undefined) {
    conditions.push(
      q.delivery === "ready"
        ? sql`u.delivers_on <= current_date`
        : sql`u.delivers_on <= make_date(${Number(q.delivery)}::int, 12, 31)`,
    );
  }

  const bounds = planBounds(q);
  if (bounds.asked) conditions.push(sql`u.plan_years_mask & ${bounds.yearsMask} <> 0`);
  if (bounds.depositFrom !== undefined) conditions.push(sql`u.max_deposit >= ${bounds.depositFrom}`);
  if (bounds.depositTo !== undefined) conditions.push(sql`u.min_deposit <= ${bounds.depositTo}`);
  if (q.downPayment_lte !== undefined) conditions.push(sql`u.min_down_payment <= ${q.downPayment_lte}`);
  if (q.monthlyInstalment_lte !== undefined)
    conditions.push(sql`u.min_monthly_instalment <= ${q.monthlyInstalment_lte}`);

  if (needsPlanLookup(q)) {
    const plan: SQL[] = [];
    if (bounds.years) plan.push(sql`pp.years between ${bounds.years.from} and ${bounds.years.to}`);
    if (bounds.depositFrom !== undefined) plan.push(sql`pp.deposit >= ${bounds.depositFrom}`);
    if (bounds.depositTo !== undefined) plan.push(sql`pp.deposit <= ${bounds.depositTo}`);
    if (q.downPayment_lte !== undefined) plan.push(sql`${planDown} <= ${q.downPayment_lte}`);
    if (q.monthlyInstalment_lte !== undefined) plan.push(sql`${planMonthly} <= ${q.monthlyInstalment_lte}`);
    conditions.push(
      sql`exists (select 1 from payment_plans pp where pp.unit_id = u.id and ${sql.join(plan, sql` and `)})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Whether a search bounds more than one figure of a plan, which must then be the same plan: the
 * unit's summary cannot tell, so its plans are looked up. One figure alone (years, however
 * bounded; a deposit from or to; the most down payment or instalment) the summary answers exactly.
 */
export function needsPlanLookup(q: UnitSearchQuery): boolean {
  const bounds = planBounds(q);
  const figures = [
    bounds.years,
    bounds.depositFrom,
    bounds.depositTo,
    q.downPayment_lte,
    q.monthlyInstalment_lte,
  ].filter((bound) => bound !== undefined);
  return figures.length > 1;
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
