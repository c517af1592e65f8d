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
      {/* Arabic-Indic digits are weak right-to-left characters that turn the spaces between their
          groups right to left too, reversing the groups; the override keeps them in reading order. */}
      <bdi dir="ltr" className="[unicode-bidi:isolate-override]">
        {toLocalDigits(egyptianNumber(number), language)}
      </bdi>
      {demo && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-bold text-amber-900 text-xs">
          {t.common.demo}
        </span>
      )}
    </span>
  );
}
