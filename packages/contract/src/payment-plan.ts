/**
 * DECISIONS.md "Payment plans": after the deposit, the rest is paid over `years`.
 * yearInstallment = (price − deposit) / years; quarterYearInstallment = that / 4;
 * halfMonthInstallment is the half-year (semi-annual) instalment = that / 2; monthly = that / 12.
 * Figures are whole pounds, rounded down; the first instalment of each schedule carries the
 * pounds that rounding left over, so every schedule adds back to the price exactly.
 */
export type PlanFigures = {
  depositAmount: number;
  yearInstallment: number;
  quarterYearInstallment: number;
  halfMonthInstallment: number;
  monthInstallment: number;
};

export const INSTALMENTS_PER_YEAR = { year: 1, halfYear: 2, quarter: 4, month: 12 } as const;
export type Frequency = keyof typeof INSTALMENTS_PER_YEAR;

export function planFigures(totalPrice: number, depositPercent: number, years: number): PlanFigures {
  const depositAmount = Math.round((totalPrice * depositPercent) / 100);
  const rest = totalPrice - depositAmount;
  const each = (perYear: number) => Math.floor(rest / (years * perYear));
  return {
    depositAmount,
    yearInstallment: each(1),
    quarterYearInstallment: each(4),
    halfMonthInstallment: each(2),
    monthInstallment: each(12),
  };
}

/** The whole schedule for one frequency: deposit first, then every instalment, summing to the price. */
export function planSchedule(
  totalPrice: number,
  depositPercent: number,
  years: number,
  frequency: Frequency,
) {
  const { depositAmount } = planFigures(totalPrice, depositPercent, years);
  const count = years * INSTALMENTS_PER_YEAR[frequency];
  const rest = totalPrice - depositAmount;
  const regular = Math.floor(rest / count);
  const first = rest - regular * (count - 1);
  return { depositAmount, count, first, regular };
}
