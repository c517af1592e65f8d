import type { EnrichedUnit } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";

/** The smallest down payment and monthly instalment among a unit's plans; none when it sells for cash only. */
export function cheapestPlanFigures(unit: Pick<EnrichedUnit, "plans">) {
  if (unit.plans.length === 0) return null;
  return {
    downPayment: Math.min(...unit.plans.map((plan) => plan.depositAmount)),
    monthly: Math.min(...unit.plans.map((plan) => plan.monthInstallment)),
  };
}

/** Whether a delivery date (a calendar day) is today or past. */
export function isDelivered(date: string, today: Date) {
  return date <= today.toISOString().slice(0, 10);
}

/** What buyers of off-plan units count: down payment, monthly instalment and when they move in. */
export function UnitMoneyFacts({ unit }: { unit: EnrichedUnit }) {
  const { t, format } = useI18n();
  const figures = cheapestPlanFigures(unit);
  const rows: [string, string][] = figures
    ? [
        [t.unitMoney.downPayment, fill(t.unitMoney.from, { price: format.price(figures.downPayment) })],
        [t.unitMoney.monthly, fill(t.unitMoney.from, { price: format.price(figures.monthly) })],
      ]
    : [[t.unitMoney.downPayment, t.unitMoney.cash]];
  if (unit.deliveryDate) {
    rows.push([
      t.unitMoney.delivery,
      isDelivered(unit.deliveryDate, new Date())
        ? t.unitMoney.ready
        : format.monthYear(new Date(`${unit.deliveryDate}T00:00:00Z`)),
    ]);
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-bold text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
