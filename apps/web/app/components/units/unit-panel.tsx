import type { EnrichedUnit } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { useRecordView } from "../../recently-viewed/recently-viewed-context";
import { PageSection } from "../page-section";
import { FloorPlanViewer } from "./floor-plan-viewer";
import { PaymentCalculator, PaymentPlansTable } from "./payment-plans";
import { TrueCostCalculator } from "./true-cost";
import { UnitActionButtons } from "./unit-action-buttons";
import { UnitFacts } from "./unit-facts";
import { unitName } from "./unit-label";
import { unitFees, yearsUntil } from "./unit-terms";
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
  useRecordView("unit", first?.id);
  if (!first) return null;
  const whole = units.length > 1;
  const totals = whole
    ? {
        area: units.reduce((sum, u) => sum + u.area, 0),
        totalPrice: units.reduce((sum, u) => sum + u.totalPrice, 0),
      }
    : undefined;
  const label = name ?? unitName(first, language);
  const totalPrice = totals?.totalPrice ?? first.totalPrice;
  return (
    <>
      <PageSection id="unit" title={t.unitPages.unitPanel}>
        <div className="grid gap-6 overflow-hidden rounded-2xl border border-slate-200 bg-white lg:grid-cols-2">
          <FloorPlanViewer plans={units.flatMap((u) => u.propertyCAD)} name={label} />
          <div className="flex flex-col gap-4 p-4">
            <h3 className="font-bold text-slate-900 text-xl">
              <bdi>{label}</bdi>
            </h3>
            <UnitFacts unit={first} name={label} totals={totals} />
            <div className="mt-auto flex flex-wrap gap-2">
              <UnitActionButtons units={units} actions={actions} />
            </div>
          </div>
        </div>
      </PageSection>
      <PageSection id="calculator" title={t.unitPages.calculator}>
        <PaymentCalculator plans={first.plans} totalPrice={totalPrice} terms={first} />
      </PageSection>
      <PageSection id="true-cost" title={t.trueCost.title}>
        <TrueCostCalculator
          plans={first.plans}
          totalPrice={totalPrice}
          cashDiscountPercent={first.cashDiscountPercent}
          fees={unitFees(first, totalPrice)}
          deliveryInYears={yearsUntil(first.deliveryDate, new Date())}
        />
      </PageSection>
      <PageSection id="plans" title={t.unitPages.plansTable}>
        <PaymentPlansTable plans={first.plans} totalPrice={totalPrice} />
      </PageSection>
    </>
  );
}
