import type { EnrichedUnit } from "@capital/contract/projects";
import type { UnitFees } from "@capital/contract/true-cost";
import type { Formatters } from "../../i18n/format";
import { fill } from "../../lib/fill";
import type { Messages } from "../../locales/en";
import { isDelivered } from "./unit-money-facts";

export type UnitTerms = Pick<
  EnrichedUnit,
  "deliveryDate" | "maintenanceDepositPercent" | "clubFee" | "parkingFee" | "cashDiscountPercent"
>;

/** The fees the developer stated for a unit of this price, in EGP; null where none was stated. */
export function unitFees(unit: UnitTerms, totalPrice: number): UnitFees {
  return {
    maintenanceDeposit:
      unit.maintenanceDepositPercent === null
        ? null
        : Math.round((totalPrice * unit.maintenanceDepositPercent) / 100),
    clubFee: unit.clubFee,
    parkingFee: unit.parkingFee,
  };
}

/** Whole days from `today` to a delivery day, in years (never negative); null when unknown. */
export function yearsUntil(deliveryDate: string | null, today: Date): number | null {
  if (!deliveryDate) return null;
  const days =
    (Date.parse(`${deliveryDate}T00:00:00Z`) - Date.parse(today.toISOString().slice(0, 10))) / 86_400_000;
  return Math.max(0, days) / 365.25;
}

/**
 * The terms a buyer counts besides the instalments, each only where the developer stated it:
 * delivery, maintenance deposit (percent and amount), club and parking fees, cash discount.
 */
export function unitTermRows(
  unit: UnitTerms,
  totalPrice: number,
  t: Pick<Messages, "unitMoney">,
  format: Formatters,
  price: (value: number) => string,
  { withDelivery = true, today = new Date() } = {},
): [string, string][] {
  const rows: [string, string][] = [];
  if (withDelivery && unit.deliveryDate)
    rows.push([
      t.unitMoney.delivery,
      isDelivered(unit.deliveryDate, today)
        ? t.unitMoney.ready
        : format.monthYear(new Date(`${unit.deliveryDate}T00:00:00Z`)),
    ]);
  const fees = unitFees(unit, totalPrice);
  if (unit.maintenanceDepositPercent !== null && fees.maintenanceDeposit !== null)
    rows.push([
      t.unitMoney.maintenanceDeposit,
      fill(t.unitMoney.percentOfPrice, {
        percent: format.percentDecimal(unit.maintenanceDepositPercent),
        amount: price(fees.maintenanceDeposit),
      }),
    ]);
  if (unit.clubFee !== null) rows.push([t.unitMoney.clubFee, price(unit.clubFee)]);
  if (unit.parkingFee !== null) rows.push([t.unitMoney.parkingFee, price(unit.parkingFee)]);
  if (unit.cashDiscountPercent !== null)
    rows.push([
      t.unitMoney.cashDiscount,
      fill(t.unitMoney.cashPrice, {
        percent: format.percentDecimal(unit.cashDiscountPercent),
        amount: price(Math.round(totalPrice * (1 - unit.cashDiscountPercent / 100))),
      }),
    ]);
  return rows;
}
