import { type Frequency, INSTALMENTS_PER_YEAR, planSchedule } from "./payment-plan";

/**
 * What buying a unit really costs, plan by plan and in cash: everything paid (price and fees), and
 * what those payments are worth today when money loses `ratePercent` of its value a year. A pound
 * paid in t years is worth 1 / (1 + rate)^t pounds today, so a plan whose instalments come later
 * can cost less in today's money than cash, even though it adds up to more.
 */

/** Fees a developer asks on top of the price, in whole EGP; null when the developer has not stated it. */
export type UnitFees = {
  /** The maintenance deposit, paid at delivery (today when the delivery date is unknown). */
  maintenanceDeposit: number | null;
  /** Club membership, paid with the contract. */
  clubFee: number | null;
  /** A parking space, paid with the contract. */
  parkingFee: number | null;
};

export const NO_FEES: UnitFees = { maintenanceDeposit: null, clubFee: null, parkingFee: null };

export type TrueCostInput = {
  totalPrice: number;
  plans: readonly { id: number; deposit: number; years: number }[];
  /** Percent off the price for paying everything today; null when the developer offers none. */
  cashDiscountPercent: number | null;
  fees: UnitFees;
  /** Years from today until delivery, when known: the maintenance deposit is paid then. */
  deliveryInYears: number | null;
  /** The yearly rate money loses value at, in percent (for example headline inflation). */
  ratePercent: number;
  /** How often instalments fall due. */
  frequency: Frequency;
};

export type TrueCostOption = {
  /** "cash", or the plan's id. */
  key: "cash" | number;
  /** Deposit percent and years; cash is 100% today. */
  deposit: number;
  years: number;
  /** Everything paid, whole EGP: the price (less the cash discount) and the fees. */
  totalPaid: number;
  /** Those payments in today's money, whole EGP. */
  presentValue: number;
  /** totalPaid − presentValue: what paying later saves in today's money. */
  savedByWaiting: number;
};

export type TrueCost = {
  options: TrueCostOption[];
  /** The option with the lowest present value (the shorter one on a tie). */
  cheapestToday: TrueCostOption["key"];
  /** The option with the lowest total paid. */
  cheapestInTotal: TrueCostOption["key"];
  /** Sum of the fees stated; 0 when none is. */
  fees: number;
};

/** A payment of `amount` made `years` from today, worth this much today. */
export function presentValue(amount: number, years: number, ratePercent: number): number {
  return amount / (1 + ratePercent / 100) ** years;
}

export function trueCost(input: TrueCostInput): TrueCost {
  const { fees, ratePercent } = input;
  const upfrontFees = (fees.clubFee ?? 0) + (fees.parkingFee ?? 0);
  const maintenance = fees.maintenanceDeposit ?? 0;
  const feesTotal = upfrontFees + maintenance;
  const feesToday =
    upfrontFees + presentValue(maintenance, Math.max(0, input.deliveryInYears ?? 0), ratePercent);

  const cashPrice = Math.round(input.totalPrice * (1 - (input.cashDiscountPercent ?? 0) / 100));
  const cash: TrueCostOption = option("cash", 100, 0, cashPrice + feesTotal, cashPrice + feesToday);

  const plans = input.plans.map((plan) => {
    const perYear = INSTALMENTS_PER_YEAR[input.frequency];
    const s = planSchedule(input.totalPrice, plan.deposit, plan.years, input.frequency);
    let today = s.depositAmount;
    for (let k = 1; k <= s.count; k += 1) {
      today += presentValue(k === 1 ? s.first : s.regular, k / perYear, ratePercent);
    }
    return option(plan.id, plan.deposit, plan.years, input.totalPrice + feesTotal, today + feesToday);
  });

  const options = [cash, ...plans];
  return {
    options,
    cheapestToday: lowest(options, (o) => o.presentValue).key,
    cheapestInTotal: lowest(options, (o) => o.totalPaid).key,
    fees: feesTotal,
  };
}

function option(key: TrueCostOption["key"], deposit: number, years: number, total: number, today: number) {
  const presentValue = Math.round(today);
  return { key, deposit, years, totalPaid: total, presentValue, savedByWaiting: total - presentValue };
}

/** The first option with the least value: cash comes first, so a tie goes to paying sooner. */
function lowest(options: TrueCostOption[], value: (o: TrueCostOption) => number) {
  return options.reduce((best, o) => (value(o) < value(best) ? o : best));
}
