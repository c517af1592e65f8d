import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";

/**
 * How complete a project's construction is, as a bar screen readers announce by name and value
 * ("Construction progress, 45% complete"), with the figure written beside it.
 */
export function PercentBar({ percent, label }: { percent: number; label: string }) {
  const { t, format } = useI18n();
  const complete = fill(t.trackRecord.complete, { percent: format.percent(percent) });
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={complete}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="shrink-0 font-bold text-brand-900 text-sm">
        {complete}
      </span>
    </div>
  );
}
