import type { CompareUnit } from "@capital/contract/compare";
import type { ReactNode, RefObject } from "react";
import { Icon } from "../../components/icon/icon";
import { unitName } from "../../components/units/unit-label";
import { useRateSource } from "../../components/units/use-rate-source";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { useRootData } from "../../lib/root-data";
import { usePrice } from "../../lib/use-price";
import { type ComparedRow, compareRows, headlinePlan, type RowKey, statedFees } from "./compare-rows";

/**
 * The units side by side: one column per unit, one row per feature. On a phone the columns swipe
 * and snap while the row names stay in view (a sticky first column).
 */
export function CompareTable({
  units,
  onRemove,
  regionRef,
}: {
  units: CompareUnit[];
  onRemove(unitId: number): void;
  /** The scrolling region, which takes focus when a column is removed. */
  regionRef?: RefObject<HTMLElement | null>;
}) {
  const { t, language, format } = useI18n();
  const { config } = useRootData();
  const rate = config.trueCostRate;
  const source = useRateSource();
  const rows = compareRows(units, { ratePercent: rate.percent });
  const cell = useCellText();
  return (
    <>
      <section
        ref={regionRef}
        aria-label={t.compare.title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
        tabIndex={0}
        className="mt-4 w-fit max-w-full scroll-mt-24 snap-x snap-mandatory scroll-ps-28 overflow-x-auto rounded-2xl border border-slate-200 sm:scroll-ps-44"
      >
        <table className="w-max border-separate border-spacing-0 text-sm">
          {/* With one unit nothing is marked; the page says so beside the table. */}
          {units.length > 1 && <caption className="sr-only">{t.compare.intro}</caption>}
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky start-0 z-10 w-28 border-slate-200 border-e bg-slate-50 p-3 text-start align-bottom font-bold text-slate-700 sm:w-44"
              >
                {t.compare.rowsHeading}
              </th>
              {units.map((unit, index) => {
                const name = unitName(unit, language);
                return (
                  <th
                    key={unit.id}
                    scope="col"
                    className="w-[52vw] snap-start p-3 text-start align-top font-normal sm:w-56"
                  >
                    <img
                      src={unit.unitImage}
                      alt=""
                      width={224}
                      height={140}
                      loading={index < 2 ? "eager" : "lazy"}
                      decoding="async"
                      className="aspect-[16/10] w-full rounded-lg bg-slate-100 object-cover"
                    />
                    <Link
                      to={unit.page}
                      className="mt-2 block font-bold text-base text-brand-900 underline-offset-2 hover:underline"
                    >
                      {name}
                    </Link>
                    <button
                      type="button"
                      onClick={() => onRemove(unit.id)}
                      aria-label={fill(t.compare.removeLabel, { unit: name })}
                      className="mt-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-slate-600 text-xs hover:bg-slate-100"
                    >
                      <Icon name="x" className="size-3.5" />
                      {t.unit.remove}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 border-slate-200 border-e border-t bg-slate-50 p-3 text-start align-top font-bold text-slate-700"
                >
                  {t.compare.rows[row.key]}
                  {row.differs && (
                    <span className="mt-0.5 flex items-center gap-1 font-normal text-amber-800 text-xs">
                      <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                      {t.compare.differs}
                    </span>
                  )}
                </th>
                {units.map((unit, index) => (
                  <ValueCell key={unit.id} row={row} index={index}>
                    {cell(row.key, unit, row.values[index] ?? null)}
                  </ValueCell>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-3 text-slate-600 text-xs">
        {t.compare.planNote}{" "}
        {fill(t.compare.todayNote, {
          rate: format.percentDecimal(rate.percent),
          source: source.name,
          date: source.date,
        })}
      </p>
    </>
  );
}

function ValueCell({ row, index, children }: { row: ComparedRow; index: number; children: ReactNode }) {
  const { t } = useI18n();
  const best = row.best.has(index);
  const tone = best ? "bg-emerald-50" : row.differs ? "bg-amber-50/70" : "";
  return (
    <td className={`snap-start border-slate-200 border-t p-3 align-top text-slate-900 ${tone}`}>
      {children}
      {best && (
        <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 font-bold text-white text-xs">
          <Icon name="award" className="size-3.5" />
          {t.compare.best}
        </span>
      )}
    </td>
  );
}

/** What each row says of a unit, in the page's language and digits. */
function useCellText() {
  const { t, language, format } = useI18n();
  const price = usePrice();
  const notStated = <span className="text-slate-500">{t.compare.notStated}</span>;
  return (key: RowKey, unit: CompareUnit, value: ComparedRow["values"][number]): ReactNode => {
    const plan = headlinePlan(unit);
    switch (key) {
      case "project":
        return localized(unit, "projectName", language);
      case "developer":
        return (
          <>
            <bdi>{localized(unit.developer, "name", language)}</bdi>
            <span className="block text-slate-600 text-xs">
              ★ {fill(t.compare.rating, { rating: format.decimal(unit.developer.rating) })}
            </span>
          </>
        );
      case "price":
        return price(unit.totalPrice);
      case "pricePerMeter":
        return format.price(unit.pricePerMeter);
      case "area":
        return fill(t.unit.area, { n: format.integer(unit.area) });
      case "rooms":
        return unit.roomsNumber > 0 ? format.plural(unit.roomsNumber, t.unit.rooms) : "—";
      case "floor":
        return unit.propertyFloor === 0
          ? t.compare.groundFloor
          : fill(t.unit.floor, { n: format.integer(unit.propertyFloor) });
      case "finishing":
        return t.search.finishings[unit.finishing];
      case "delivery":
        return unit.delivery ? format.date(new Date(unit.delivery)) : notStated;
      case "downPayment":
        return plan ? `${price(plan.depositAmount)} (${format.percent(plan.deposit)})` : notStated;
      case "monthly":
        return plan ? price(plan.monthInstallment) : notStated;
      case "years":
        return plan ? format.plural(plan.years, t.trueCost.years) : notStated;
      case "fees": {
        const fees = statedFees(unit);
        return fees === null ? notStated : price(fees);
      }
      case "totalCost":
        return price(unit.totalPrice + (statedFees(unit) ?? 0));
      case "todayCost":
        return typeof value === "number" ? price(value) : notStated;
    }
  };
}
