import type { Frequency } from "@capital/contract/payment-plan";
import type { PaymentPlan } from "@capital/contract/projects";
import { NO_FEES, type TrueCostOption, trueCost, type UnitFees } from "@capital/contract/true-cost";
import { useId, useState } from "react";
import { toWesternDigits, typedDecimal } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useRootData } from "../../lib/root-data";
import { usePrice } from "../../lib/use-price";
import { EmptyState } from "../empty-state";
import { Icon } from "../icon/icon";
import { useRateSource } from "./use-rate-source";

type Plan = Pick<PaymentPlan, "id" | "deposit" | "years">;

const FREQUENCIES: Frequency[] = ["month", "quarter", "halfYear", "year"];

/**
 * Issue 21 point 5: the unit's plans and cash side by side, by everything paid and by what that is
 * worth today at a yearly rate the buyer can change; the cheapest in today's money is marked and
 * the page says, in plain words, why a longer plan can cost less.
 */
export function TrueCostCalculator({
  totalPrice,
  plans,
  cashDiscountPercent = null,
  fees = NO_FEES,
  deliveryInYears = null,
}: {
  totalPrice: number;
  plans: Plan[];
  cashDiscountPercent?: number | null;
  fees?: UnitFees;
  deliveryInYears?: number | null;
}) {
  const { t, format, language } = useI18n();
  const price = usePrice();
  const { config } = useRootData();
  const source = useRateSource();
  const rateId = useId();
  const frequencyId = useId();
  const hintId = useId();
  const [rateText, setRateText] = useState(() => typedDecimal(String(config.trueCostRate.percent), language));
  const [frequency, setFrequency] = useState<Frequency>("month");
  if (plans.length === 0) return <EmptyState>{t.errors.noData}</EmptyState>;

  const western = toWesternDigits(rateText).trim().replace(",", ".");
  const typed = Number(western);
  // "12." and ".5" are on their way to a rate: read as 12 and 0.5.
  const valid = /^(\d{1,3}(\.\d*)?|\.\d+)$/.test(western) && typed <= 100;
  const ratePercent = valid ? typed : config.trueCostRate.percent;
  const result = trueCost({
    totalPrice,
    plans,
    cashDiscountPercent,
    fees,
    deliveryInYears,
    ratePercent,
    frequency,
  });
  const cash = result.options.find((o) => o.key === "cash");
  const cheapest = result.options.find((o) => o.key === result.cheapestToday);
  // "Lowest total" says something only when the totals differ (a cash discount, or fees).
  const totalsDiffer = new Set(result.options.map((o) => o.totalPaid)).size > 1;
  const frequencyLabel: Record<Frequency, string> = {
    month: t.unitPages.monthly,
    quarter: t.unitPages.quarterly,
    halfYear: t.unitPages.semiAnnual,
    year: t.unitPages.yearly,
  };
  const name = (o: TrueCostOption) =>
    o.key === "cash"
      ? cashDiscountPercent
        ? fill(t.trueCost.cashDiscount, { discount: format.percentDecimal(cashDiscountPercent) })
        : t.trueCost.cash
      : fill(t.trueCost.plan, {
          deposit: format.percent(o.deposit),
          years: format.plural(o.years, t.trueCost.years),
        });
  const rate = format.percentDecimal(ratePercent);

  return (
    <div className="rounded-2xl bg-brand-50 p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={rateId} className="mb-1 block font-bold text-brand-900 text-sm">
            {t.trueCost.rateLabel}
          </label>
          <input
            id={rateId}
            inputMode="decimal"
            value={rateText}
            aria-invalid={!valid}
            aria-describedby={hintId}
            onChange={(e) => setRateText(typedDecimal(e.target.value, language))}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
          <p id={hintId} className={`mt-1 text-xs ${valid ? "text-slate-600" : "font-bold text-red-700"}`}>
            {valid
              ? fill(t.trueCost.rateSource, {
                  rate: format.percentDecimal(config.trueCostRate.percent),
                  source: source.name,
                  date: source.date,
                })
              : t.trueCost.rateInvalid}
          </p>
        </div>
        <div>
          <label htmlFor={frequencyId} className="mb-1 block font-bold text-brand-900 text-sm">
            {t.trueCost.frequencyLabel}
          </label>
          <select
            id={frequencyId}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as Frequency)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {frequencyLabel[f]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* Its own name: the section around it already carries the calculator's title. */}
      <section
        aria-label={t.trueCost.tableLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full text-sm" aria-live="polite">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t.trueCost.option}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t.trueCost.totalPaid}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t.trueCost.todayValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.options.map((o) => {
              const best = o.key === result.cheapestToday;
              return (
                <tr key={o.key} className={`border-slate-100 border-t ${best ? "bg-emerald-50" : ""}`}>
                  <th scope="row" className="px-3 py-2 text-start font-bold text-slate-900">
                    {name(o)}
                    {best && (
                      <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-white text-xs">
                        <Icon name="award" className="size-3.5" />
                        {t.trueCost.cheapest}
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-2">
                    {price(o.totalPaid)}
                    {totalsDiffer && o.key === result.cheapestInTotal && (
                      <span className="block text-slate-600 text-xs">{t.trueCost.cheapestTotal}</span>
                    )}
                  </td>
                  <td className={`px-3 py-2 ${best ? "font-bold text-emerald-900" : ""}`}>
                    {price(o.presentValue)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <p className="mt-3 text-slate-700 text-xs">
        {result.fees > 0
          ? fill(t.trueCost.feesIncluded, { fees: price(result.fees) })
          : t.trueCost.feesNotStated}
      </p>

      {cash && cheapest && (
        <div className="mt-4 rounded-xl bg-white p-4">
          <h3 className="font-bold text-brand-900">{t.trueCost.why}</h3>
          <p className="mt-1 text-slate-700 text-sm" aria-live="polite">
            {cheapest.key === "cash"
              ? fill(t.trueCost.cashWins, { rate, cashToday: price(cash.presentValue) })
              : fill(t.trueCost.planWins, {
                  rate,
                  plan: name(cheapest),
                  total: price(cheapest.totalPaid),
                  today: price(cheapest.presentValue),
                  saving: price(cash.presentValue - cheapest.presentValue),
                  cash: name(cash),
                  cashToday: price(cash.presentValue),
                })}
          </p>
        </div>
      )}
    </div>
  );
}
