import type { CompareUnit } from "@capital/contract/compare";
import type { PaymentPlan } from "@capital/contract/projects";
import { trueCost } from "@capital/contract/true-cost";

/**
 * The rows of a comparison, each a value read from a unit and, where a lower or higher value is
 * plainly better for a buyer, which way. A row whose value no unit has yet (a term the developer
 * has not stated) still shows, as "not stated": a buyer should see what is missing. New terms slot
 * in as one more entry here.
 */
export type RowKey =
  | "project"
  | "developer"
  | "price"
  | "pricePerMeter"
  | "area"
  | "rooms"
  | "floor"
  | "finishing"
  | "delivery"
  | "downPayment"
  | "monthly"
  | "years"
  | "fees"
  | "totalCost"
  | "todayCost";

export type RowDefinition = {
  key: RowKey;
  /** A number to rank by, or a text to tell apart; null when the unit does not state it. */
  value(unit: CompareUnit, context: RowContext): number | string | null;
  better?: "lower" | "higher";
};

export type RowContext = { ratePercent: number };

/** The plan the plan rows show: the longest (the lowest instalments), and of those the smallest deposit. */
export function headlinePlan(unit: Pick<CompareUnit, "plans">): PaymentPlan | undefined {
  return [...unit.plans].sort((a, b) => b.years - a.years || a.deposit - b.deposit)[0];
}

/** The fees the developer states, summed; null when none is stated. */
export function statedFees(unit: Pick<CompareUnit, "fees">): number | null {
  const stated = Object.values(unit.fees).filter((fee): fee is number => fee !== null);
  return stated.length === 0 ? null : stated.reduce((sum, fee) => sum + fee, 0);
}

export const COMPARE_ROWS: readonly RowDefinition[] = [
  { key: "project", value: (u) => u.projectId },
  { key: "developer", value: (u) => u.developer.rating, better: "higher" },
  { key: "price", value: (u) => u.totalPrice, better: "lower" },
  { key: "pricePerMeter", value: (u) => u.pricePerMeter, better: "lower" },
  { key: "area", value: (u) => u.area, better: "higher" },
  { key: "rooms", value: (u) => u.roomsNumber, better: "higher" },
  { key: "floor", value: (u) => u.propertyFloor },
  { key: "finishing", value: (u) => u.finishing },
  { key: "delivery", value: (u) => u.delivery, better: "lower" },
  { key: "downPayment", value: (u) => headlinePlan(u)?.depositAmount ?? null, better: "lower" },
  { key: "monthly", value: (u) => headlinePlan(u)?.monthInstallment ?? null, better: "lower" },
  { key: "years", value: (u) => headlinePlan(u)?.years ?? null, better: "higher" },
  { key: "fees", value: statedFees, better: "lower" },
  { key: "totalCost", value: (u) => u.totalPrice + (statedFees(u) ?? 0), better: "lower" },
  {
    key: "todayCost",
    value: (u, { ratePercent }) => {
      const cost = trueCost({
        totalPrice: u.totalPrice,
        plans: u.plans,
        cashDiscountPercent: u.cashDiscountPercent,
        fees: u.fees,
        deliveryInYears: null,
        ratePercent,
        frequency: "month",
      });
      return Math.min(...cost.options.map((o) => o.presentValue));
    },
    better: "lower",
  },
];

export type ComparedRow = {
  key: RowKey;
  values: (number | string | null)[];
  /** The units do not all have the same value. */
  differs: boolean;
  /** Indexes of the units with the best value: only when the row ranks and the values differ. */
  best: ReadonlySet<number>;
};

export function compareRows(units: readonly CompareUnit[], context: RowContext): ComparedRow[] {
  return COMPARE_ROWS.map((row) => {
    const values = units.map((unit) => row.value(unit, context));
    const differs = new Set(values.map((v) => (v === null ? "∅" : String(v)))).size > 1;
    return { key: row.key, values, differs, best: differs ? bestOf(values, row.better) : new Set() };
  });
}

function bestOf(values: (number | string | null)[], better: RowDefinition["better"]): Set<number> {
  if (!better) return new Set();
  const stated = values.filter((v): v is number | string => v !== null);
  if (stated.length < 2) return new Set();
  const sorted = [...stated].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const target = better === "lower" ? sorted[0] : sorted[sorted.length - 1];
  return new Set(values.flatMap((v, i) => (v === target ? [i] : [])));
}
