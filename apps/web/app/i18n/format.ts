/**
 * Every number, price, count and date goes through Intl with the current locale, so Arabic
 * shows Arabic-Indic digits (ar-EG) and English shows Western digits.
 */
export function createFormatters(locale: string) {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const egp = new Intl.NumberFormat(locale, { style: "currency", currency: "EGP", maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const plurals = new Intl.PluralRules(locale);
  return {
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    price: (value: number) => egp.format(value),
    /** The count in the form its language's plural rules ask for: "1 room", "غرفتان", "٣ غرف". */
    plural: (count: number, forms: Record<Intl.LDMLPluralRule, string>) =>
      forms[plurals.select(count)].replace("{n}", integer.format(count)),
    /** 20 → "20%" (or "٢٠٪"). */
    percent: (value: number) => percent.format(value / 100),
    date: (value: Date) => date.format(value),
    /** A time relative to `now`, in the largest unit that fits ("3 hours ago"). */
    relativeTime(value: Date, now: Date = new Date()) {
      const seconds = Math.round((value.getTime() - now.getTime()) / 1000);
      for (const [unit, size] of RELATIVE_UNITS) {
        if (Math.abs(seconds) >= size || unit === "second")
          return relative.format(Math.round(seconds / size), unit);
      }
      return relative.format(0, "second");
    },
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];
