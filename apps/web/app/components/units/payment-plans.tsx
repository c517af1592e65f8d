import { planFigures } from "@capital/contract/payment-plan";
import type { PaymentPlan } from "@capital/contract/projects";
import { useId, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { usePrice } from "../../lib/use-price";
import { EmptyState } from "../empty-state";
import { type UnitTerms, unitTermRows } from "./unit-terms";

type Plan = Pick<PaymentPlan, "id" | "deposit" | "years">;

/** SPEC.md's payment-plan table: every plan with its instalments; 'No data found' without plans. */
export function PaymentPlansTable({ plans, totalPrice }: { plans: Plan[]; totalPrice: number }) {
  const { t, format } = useI18n();
  const price = usePrice();
  if (plans.length === 0) return <EmptyState>{t.errors.noData}</EmptyState>;
  const headers = [
    t.unitPages.depositPercent,
    t.unitPages.years,
    t.unitPages.depositAmount,
    t.unitPages.yearly,
    t.unitPages.semiAnnual,
    t.unitPages.quarterly,
    t.unitPages.monthly,
  ];
  const rows = plans.map((plan) => {
    const figures = planFigures(totalPrice, plan.deposit, plan.years);
    return {
      plan,
      cells: [
        format.percent(plan.deposit),
        format.integer(plan.years),
        price(figures.depositAmount),
        price(figures.yearInstallment),
        price(figures.halfMonthInstallment),
        price(figures.quarterYearInstallment),
        price(figures.monthInstallment),
      ],
    };
  });
  return (
    <>
      {/* On a phone each plan stacks as a card of its figures; the table is for wider screens. */}
      <ul className="flex flex-col gap-3 sm:hidden">
        {rows.map(({ plan, cells }) => (
          <li key={plan.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <p className="mb-2 font-bold text-brand-900">
              {fill(t.unitPages.planOption, {
                deposit: format.percent(plan.deposit),
                years: format.plural(plan.years, t.unit.years),
              })}
            </p>
            <dl className="grid grid-cols-1 gap-1 text-sm">
              {cells.slice(2).map((cell, i) => (
                <div key={headers[i + 2]} className="flex justify-between gap-3">
                  <dt className="text-slate-600">{headers[i + 2]}</dt>
                  <dd className="font-bold text-slate-900">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <PlansTable headers={headers} rows={rows} label={t.unitPages.plansTableScroll} />
    </>
  );
}

function PlansTable({
  headers,
  rows,
  label,
}: {
  headers: string[];
  rows: { plan: Plan; cells: string[] }[];
  label: string;
}) {
  // On a narrow window the table scrolls sideways: the keyboard reaches it too, named after the table.
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="hidden overflow-x-auto rounded-xl border border-slate-200 sm:block"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-bold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ plan, cells }) => (
            <tr key={plan.id} className="border-slate-100 border-t">
              {cells.map((cell, i) => (
                <td key={headers[i]} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Pick one of the unit's plans and read what it costs: the deposit, then each instalment. */
export function PaymentCalculator({
  plans,
  totalPrice,
  terms,
}: {
  plans: Plan[];
  totalPrice: number;
  /** The developer's stated fees and cash discount, shown beside the instalments where stated. */
  terms?: UnitTerms;
}) {
  const { t, format } = useI18n();
  const price = usePrice();
  const id = useId();
  const [planId, setPlanId] = useState(plans[0]?.id);
  const plan = plans.find((p) => p.id === planId) ?? plans[0];
  if (!plan) return <EmptyState>{t.errors.noData}</EmptyState>;
  const figures = planFigures(totalPrice, plan.deposit, plan.years);
  const extras = terms ? unitTermRows(terms, totalPrice, t, format, price, { withDelivery: false }) : [];
  const rows: [string, number][] = [
    [t.unitPages.depositAmount, figures.depositAmount],
    [t.unitPages.yearly, figures.yearInstallment],
    [t.unitPages.semiAnnual, figures.halfMonthInstallment],
    [t.unitPages.quarterly, figures.quarterYearInstallment],
    [t.unitPages.monthly, figures.monthInstallment],
  ];
  return (
    <div className="rounded-2xl bg-brand-50 p-4">
      <label htmlFor={id} className="mb-1 block font-bold text-brand-900 text-sm">
        {t.unitPages.plan}
      </label>
      <select
        id={id}
        value={plan.id}
        onChange={(e) => setPlanId(Number(e.target.value))}
        className="mb-4 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
      >
        {plans.map((p) => (
          <option key={p.id} value={p.id}>
            {fill(t.unitPages.planOption, {
              deposit: format.percent(p.deposit),
              years: format.plural(p.years, t.unit.years),
            })}
          </option>
        ))}
      </select>
      <dl className="grid gap-2 sm:grid-cols-2" aria-live="polite">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 rounded-lg bg-white px-3 py-2"
          >
            <dt className="text-slate-600 text-sm">{label}</dt>
            <dd className="font-bold text-brand-900">{price(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-600 text-xs">{t.unitPages.scheduleNote}</p>
      {extras.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-bold text-brand-900">{t.unitMoney.besidesPrice}</h3>
          <dl className="grid gap-2 sm:grid-cols-2">
            {extras.map(([label, value]) => (
              <div
                key={label}
                className="flex items-baseline justify-between gap-3 rounded-lg bg-white px-3 py-2"
              >
                <dt className="text-slate-600 text-sm">{label}</dt>
                <dd className="text-end font-bold text-brand-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-slate-600 text-xs">{t.unitMoney.besidesNote}</p>
        </>
      )}
    </div>
  );
}
