import { Icon } from "../../components/icon/icon";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { filterChips } from "../../lib/filter-chips";
import type { FilterForm, FilterParam } from "../../lib/search-filters";

/** The search's filters as chips, each removable, and a way to clear them all. */
export function FilterChips({
  form,
  onRemove,
  onClear,
}: {
  form: FilterForm;
  onRemove(params: FilterParam[]): void;
  onClear(): void;
}) {
  const { t, format } = useI18n();
  const chips = filterChips(form, t, format);
  if (chips.length === 0) return <p className="mb-4 text-slate-600 text-sm">{t.searchFilters.none}</p>;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t.searchFilters.active}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.params.join()}>
            <button
              type="button"
              onClick={() => onRemove(chip.params)}
              aria-label={fill(t.searchFilters.remove, { filter: chip.text })}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-500 bg-brand-50 px-3 py-1 font-bold text-brand-900 text-sm hover:bg-brand-100"
            >
              <span>{chip.text}</span>
              <Icon name="x" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClear} className="min-h-6 font-bold text-brand-700 text-sm underline">
        {t.searchFilters.clearAll}
      </button>
    </div>
  );
}
