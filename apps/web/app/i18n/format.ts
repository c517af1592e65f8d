/** Builds a value the first time it is asked for: an Intl object costs milliseconds to make. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function makeFormatters(locale: string) {
  const integer = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const decimal = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
  const egp = once(
    () => new Intl.NumberFormat(locale, { style: "currency", currency: "EGP", maximumFractionDigits: 0 }),
  );
  const percent = once(() => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }));
  const percentDecimal = once(
    () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }),
  );
  const date = once(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }));
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  const plurals = once(() => new Intl.PluralRules(locale));
  return {
    integer: (value: number) => integer().format(value),
    decimal: (value: number) => decimal().format(value),
    price: (value: number) => egp().format(value),
    /** The count in the form its language's plural rules ask for: "1 room", "غرفتان", "٣ غرف". */
    plural: (count: number, forms: Record<Intl.LDMLPluralRule, string>) =>
      forms[plurals().select(count)].replace("{n}", integer().format(count)),
    /** 20 → "20%" (or "٢٠٪"). */
    percent: (value: number) => percent().format(value / 100),
    /** 12.5 → "12.5%" (or "١٢٫٥٪"): a rate, whose fraction matters. */
    percentDecimal: (value: number) => percentDecimal().format(value / 100),
    date: (value: Date) => date().format(value),
    /** A time relative to `now`, in the largest unit that fits ("3 hours ago"). */
    relativeTime(value: Date, now: Date = new Date()) {
      const seconds = Math.round((value.getTime() - now.getTime()) / 1000);
      for (const [unit, size] of RELATIVE_UNITS) {
        if (Math.abs(seconds) >= size || unit === "second")
          return relative().format(Math.round(seconds / size), unit);
      }
      return relative().format(0, "second");
    },
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

const byLocale = new Map<string, Formatters>();

/**
 * Every number, price, count and date goes through Intl with the current locale, so Arabic
 * shows Arabic-Indic digits (ar-EG) and English shows Western digits. One set per locale, each
 * formatter made when first used: making them all cost a page's hydration tens of milliseconds.
 */
export function formattersFor(locale: string): Formatters {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    formatters = makeFormatters(locale);
    byLocale.set(locale, formatters);
  }
  return formatters;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];
