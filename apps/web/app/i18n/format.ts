import { arabicDigits, westernDigits } from "@capital/contract/digits";

/** Builds a value the first time it is asked for: an Intl object costs milliseconds to make. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * A count's wordings by the language's plural category (Intl.PluralRules): English needs `one`
 * and `other`; Arabic fills all six ("مشروعان"، "٣ مشروعات"، "١١ مشروعًا"). `{n}` is the number.
 */
export type PluralForms = { one: string; other: string } & Partial<
  Record<"zero" | "two" | "few" | "many", string>
>;

/** English's shape for a count (what the key type asks every language to fill, at least). */
export function plural(forms: PluralForms): PluralForms {
  return forms;
}

/** Western digits in a name or code written in the language's digits ("محل 2-03" → "محل ٢-٠٣"). */
export function toLocalDigits(text: string, language: "ar" | "en") {
  return language === "ar" ? arabicDigits(text) : text;
}

/** A figure someone typed in either language's digits, read as Western ("١٢٫٥" → "12.5"). */
export function toWesternDigits(text: string) {
  return westernDigits(text).replace(/٫/g, ".");
}

/** A decimal being typed, kept as typed but in the page's digits and decimal sign ("12.5" → "١٢٫٥"). */
export function typedDecimal(text: string, language: "ar" | "en") {
  return language === "ar" ? toLocalDigits(text, language).replace(/\./g, "٫") : toWesternDigits(text);
}

function makeFormatters(locale: string) {
  const integer = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const decimal = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
  const egp = once(
    () => new Intl.NumberFormat(locale, { style: "currency", currency: "EGP", maximumFractionDigits: 0 }),
  );
  const usd = once(
    () => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  );
  const percent = once(() => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }));
  const percentDecimal = once(
    () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }),
  );
  const date = once(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }));
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Cairo" }),
  );
  const monthYear = once(
    () => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
  );
  const calendarDay = once(
    () =>
      new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  );
  const year = once(() => new Intl.NumberFormat(locale, { useGrouping: false }));
  const fixedByDigits = new Map<number, Intl.NumberFormat>();
  const fixed = (digits: number) => {
    let formatter = fixedByDigits.get(digits);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      fixedByDigits.set(digits, formatter);
    }
    return formatter;
  };
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  const plurals = once(() => new Intl.PluralRules(locale));
  const separator = locale.startsWith("ar") ? "، " : ", ";
  return {
    /** Facts in a row, joined by the language's comma ("·" reads as an Arabic zero); blanks left out. */
    list: (parts: readonly (string | null | undefined | false)[]) => parts.filter(Boolean).join(separator),
    /** The comma `list` joins with, for a row whose parts are elements (isolated names). */
    separator,
    integer: (value: number) => integer().format(value),
    decimal: (value: number) => decimal().format(value),
    /** 2.5 with 2 digits → "2.50" (or "٢٫٥٠"): a figure always shown with as many fraction digits. */
    fixed: (value: number, fractionDigits: number) => fixed(fractionDigits).format(value),
    price: (value: number) => egp().format(value),
    /** An amount in US dollars, for a buyer who prefers them (DECISIONS.md: prices stay in EGP). */
    priceUsd: (value: number) => usd().format(value),
    /**
     * The count in the form its language's plural rules ask for: "1 room", "غرفتان", "٣ غرف".
     * `shown` replaces the number where it is written differently ("+1,000").
     */
    plural: (count: number, forms: PluralForms, shown?: string) =>
      (forms[plurals().select(count)] ?? forms.other).replace("{n}", shown ?? integer().format(count)),
    /** 20 → "20%" (or "٢٠٪"). */
    percent: (value: number) => percent().format(value / 100),
    /** 12.5 → "12.5%" (or "١٢٫٥٪"): a rate, whose fraction matters. */
    percentDecimal: (value: number) => percentDecimal().format(value / 100),
    date: (value: Date) => date().format(value),
    /** The day and minute something happened, in Cairo's time (the marketplace's), whoever reads it. */
    dateTime: (value: Date) => dateTime().format(value),
    /** "June 2028", "يونيو ٢٠٢٨": a delivery date, read as the calendar day it is stored as. */
    monthYear: (value: Date) => monthYear().format(value),
    /** "March 12, 2026", "١٢ مارس ٢٠٢٦": a day stored without a time. */
    calendarDay: (value: Date) => calendarDay().format(value),
    /** 2028 → "2028" or "٢٠٢٨", without a thousands separator. */
    year: (value: number) => year().format(value),
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
