import type { EnrichedUnit } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { localized } from "../../lib/localized";
import { PageSection } from "../page-section";
import { Spinner } from "../spinner";
import { FloorPlanViewer } from "./floor-plan-viewer";
import { PaymentCalculator, PaymentPlansTable } from "./payment-plans";
import { UnitFacts } from "./unit-facts";
import type { UnitActions } from "./use-unit-actions";

/**
 * The chosen unit on a mall or compound units page: its panel, the payment calculator, and its
 * plan table. Several units (a whole villa) are booked together.
 */
export function UnitPanel({
  units,
  name,
  actions,
}: {
  units: EnrichedUnit[];
  name?: string;
  actions: UnitActions;
}) {
  const { t, language } = useI18n();
  const [first] = units;
  if (!first) return null;
  const whole = units.length > 1;
  const totals = whole
    ? {
        area: units.reduce((sum, u) => sum + u.area, 0),
        totalPrice: units.reduce((sum, u) => sum + u.totalPrice, 0),
      }
    : undefined;
  const ids = units.map((u) => u.id);
  const reserved = units.some((u) => u.status !== "free" || actions.reservedIds.has(u.id));
  const busy = actions.busy(first.id);
  const label = name ?? localized(first, "name", language);
  return (
    <>
      <PageSection id="unit" title={t.unitPages.unitPanel}>
        <div className="grid gap-6 overflow-hidden rounded-2xl border border-slate-200 bg-white lg:grid-cols-2">
          <FloorPlanViewer plans={units.flatMap((u) => u.propertyCAD)} name={label} />
          <div className="flex flex-col gap-4 p-4">
            <h3 className="font-bold text-slate-900 text-xl">{label}</h3>
            <UnitFacts unit={first} name={label} totals={totals} />
            <div className="mt-auto flex flex-wrap gap-2">
              {!whole && (
                <button
                  type="button"
                  disabled={busy || Boolean(actions.favouriteOf(first.id))}
                  onClick={() => actions.favourite(first.id)}
                  className="rounded-lg border border-brand-500 px-4 py-2.5 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                >
                  {t.unit.addToFavourites}
                </button>
              )}
              <button
                type="button"
                disabled={busy || reserved}
                aria-busy={busy}
                onClick={() => actions.bookNow(...ids)}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 disabled:opacity-60"
              >
                {busy && <Spinner />}
                {reserved ? t.unit.reserved : t.unit.bookNow}
              </button>
            </div>
          </div>
        </div>
      </PageSection>
      <PageSection id="calculator" title={t.unitPages.calculator}>
        <PaymentCalculator plans={first.plans} totalPrice={totals?.totalPrice ?? first.totalPrice} />
      </PageSection>
      <PageSection id="plans" title={t.unitPages.plansTable}>
        <PaymentPlansTable plans={first.plans} totalPrice={totals?.totalPrice ?? first.totalPrice} />
      </PageSection>
    </>
  );
}
