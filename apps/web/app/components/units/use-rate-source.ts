import { useI18n } from "../../i18n/language-context";
import { localized } from "../../lib/localized";
import { useRootData } from "../../lib/root-data";

/** Where the default rate for today's money comes from, and the month it is for, in the page's language. */
export function useRateSource() {
  const { language, format } = useI18n();
  const { config } = useRootData();
  const rate = config.trueCostRate;
  const [year = 2000, month = 1, day] = rate.date.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  const text = day ? format.calendarDay(date) : format.monthYear(date);
  return { name: localized(rate, "source", language), date: text };
}
