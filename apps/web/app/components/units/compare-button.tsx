import type { EnrichedUnit } from "@capital/contract/projects";
import { useCompareTray } from "../../compare-tray/compare-tray-context";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { Icon } from "../icon/icon";
import { unitLabel } from "./unit-label";

/** Puts the unit in the compare tray, or takes it out: a toggle, pressed while the unit is in. */
export function CompareButton({ unit, className = "" }: { unit: EnrichedUnit; className?: string }) {
  const { t, language } = useI18n();
  const tray = useCompareTray();
  const pressed = tray.has(unit.id);
  const label = unitLabel(unit, language);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The name holds the text shown (WCAG 2.5.3); pressed again, the unit leaves the comparison.
      aria-label={fill(pressed ? t.compare.addedLabel : t.compare.addLabel, { unit: label })}
      onClick={() => tray.toggle(unit)}
      className={`inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-2 font-bold text-sm ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-900"
          : "border-slate-300 text-slate-700 hover:bg-slate-50"
      } ${className}`}
    >
      <Icon name={pressed ? "check" : "scale"} className="size-4" />
      {pressed ? t.compare.added : t.compare.add}
    </button>
  );
}
