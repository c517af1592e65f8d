import { toLocalDigits } from "../i18n/format";
import { useI18n } from "../i18n/language-context";
import { egyptianNumber } from "./egyptian-number";

/**
 * A contact number as read aloud, left to right in either language, in the language's digits; a
 * local run's built-in number carries a visible "demo" tag, since nobody answers it.
 */
export function ContactNumber({ number, demo }: { number: string; demo: boolean }) {
  const { t, language } = useI18n();
  if (!number) return null;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <bdi dir="ltr">{toLocalDigits(egyptianNumber(number), language)}</bdi>
      {demo && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-bold text-amber-900 text-xs">
          {t.common.demo}
        </span>
      )}
    </span>
  );
}
