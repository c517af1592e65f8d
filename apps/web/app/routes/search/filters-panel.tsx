import { FINISHINGS, type Finishing } from "@capital/contract/catalogue";
import { type FormEvent, useId, useState } from "react";
import { Icon } from "../../components/icon/icon";
import { RangeControl } from "../../components/range-control/range-control";
import { toWesternDigits } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import {
  ANY_FILTERS,
  type Bounds,
  boundsOf,
  type Delivery,
  deliveryYears,
  type FilterForm,
  handles,
  parseOptionalWhole,
  SLIDERS,
  type SliderName,
} from "../../lib/search-filters";

const input = "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const label = "mb-1 block font-bold text-slate-700 text-sm";

/**
 * SPEC.md's filter side panel. Every filter starts at "any": empty inputs, "Any" choices, sliders
 * resting at SPEC.md's defaults. Applying puts only what was set in the URL, so the search can be shared.
 */
export function FiltersPanel({
  initial,
  onApply,
  onReset,
}: {
  initial: FilterForm;
  onApply(form: FilterForm): void;
  onReset(): void;
}) {
  const { t, format } = useI18n();
  const id = useId();
  const [form, setForm] = useState(initial);
  const [open, setOpen] = useState(false);
  const set = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(form);
  }

  /** "Any", or the open or closed ends of the range the handles say. */
  const summary = (name: SliderName, show: (value: number) => string) => (low: number, high: number) => {
    const [from, to] = boundsOf(name, low, high);
    if (from === null && to === null) return t.searchFilters.any;
    if (from !== null && to !== null)
      return fill(t.searchFilters.between, { low: show(from), high: show(to) });
    return from !== null
      ? fill(t.searchFilters.from, { value: show(from) })
      : fill(t.searchFilters.upTo, { value: show(to ?? 0) });
  };
  const slider = (name: SliderName, bounds: Bounds) => {
    const [low, high] = handles(name, bounds);
    const { min, max, step } = SLIDERS[name];
    return { min, max, step, low, high, onChange: (l: number, h: number) => set(name, boundsOf(name, l, h)) };
  };
  const number = (value: number | null) => (value === null ? "" : format.integer(value));

  return (
    // Sticky on wide screens, and scrolling inside itself when taller than the window, so its
    // last fields and buttons can be reached before the results end.
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
      {/* A button where the filters fold (phones); a heading where they are always open. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 font-bold text-brand-900 text-lg lg:hidden"
      >
        <Icon name="sliders-horizontal" className="size-5" />
        {t.search.filters}
      </button>
      <h2 className="hidden items-center gap-2 font-bold text-brand-900 text-lg lg:flex">
        <Icon name="sliders-horizontal" className="size-5" />
        {t.search.filters}
      </h2>
      {/* Folded on phones so the results come first; always open on wide screens. */}
      <form
        id={`${id}-form`}
        onSubmit={submit}
        className={`mt-4 flex-col gap-5 lg:flex ${open ? "flex" : "hidden"}`}
      >
        <fieldset>
          <legend className={label}>{t.search.price}</legend>
          <div className="grid grid-cols-2 gap-3">
            {([0, 1] as const).map((end) => (
              <input
                key={end}
                aria-label={end === 0 ? t.search.priceMin : t.search.priceMax}
                inputMode="numeric"
                placeholder={t.searchFilters.any}
                value={number(form.price[end])}
                onChange={(e) => {
                  const next: Bounds = [...form.price];
                  next[end] = parseOptionalWhole(toWestern(e.target.value).replace(/\D/g, ""));
                  set("price", next);
                }}
                className={input}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-down`} className={label}>
            {t.searchFilters.downPayment}
          </label>
          <input
            id={`${id}-down`}
            inputMode="numeric"
            placeholder={t.searchFilters.any}
            value={number(form.downPayment)}
            onChange={(e) =>
              set("downPayment", parseOptionalWhole(toWestern(e.target.value).replace(/\D/g, "")))
            }
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-monthly`} className={label}>
            {t.searchFilters.monthly}
          </label>
          <input
            id={`${id}-monthly`}
            inputMode="numeric"
            placeholder={t.searchFilters.any}
            value={number(form.monthly)}
            onChange={(e) => set("monthly", parseOptionalWhole(toWestern(e.target.value).replace(/\D/g, "")))}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-delivery`} className={label}>
            {t.searchFilters.delivery}
          </label>
          <select
            id={`${id}-delivery`}
            value={form.delivery ?? ""}
            onChange={(e) => set("delivery", e.target.value === "" ? null : (e.target.value as Delivery))}
            className={input}
          >
            <option value="">{t.searchFilters.any}</option>
            <option value="ready">{t.searchFilters.ready}</option>
            {deliveryYears(new Date()).map((year) => (
              <option key={year} value={String(year)}>
                {fill(t.searchFilters.deliveryBy, { year: format.year(year) })}
              </option>
            ))}
          </select>
        </div>
        <RangeControl
          label={t.search.installmentYears}
          minLabel={t.search.yearsMin}
          maxLabel={t.search.yearsMax}
          {...slider("years", form.years)}
          summary={summary("years", (n) => format.plural(n, t.searchFilters.years))}
        />
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-rooms`} className={label}>
              {t.search.rooms}
            </label>
            <input
              id={`${id}-rooms`}
              inputMode="numeric"
              placeholder={t.searchFilters.any}
              value={number(form.rooms)}
              onChange={(e) => set("rooms", parseOptionalWhole(toWestern(e.target.value)))}
              className={input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-floor`} className={label}>
              {t.search.floor}
            </label>
            <input
              id={`${id}-floor`}
              inputMode="numeric"
              placeholder={t.searchFilters.any}
              value={number(form.floor)}
              onChange={(e) => set("floor", parseOptionalWhole(toWestern(e.target.value)))}
              className={input}
            />
          </div>
        </div>
        <RangeControl
          label={t.search.area}
          minLabel={t.search.areaMin}
          maxLabel={t.search.areaMax}
          {...slider("area", form.area)}
          summary={summary("area", format.integer)}
        />
        <RangeControl
          label={t.search.deposit}
          minLabel={t.search.depositMin}
          maxLabel={t.search.depositMax}
          {...slider("deposit", form.deposit)}
          summary={summary("deposit", format.percent)}
        />
        <div>
          <label htmlFor={`${id}-finishing`} className={label}>
            {t.search.finishing}
          </label>
          <select
            id={`${id}-finishing`}
            value={form.finishing ?? ""}
            onChange={(e) => set("finishing", e.target.value === "" ? null : (e.target.value as Finishing))}
            className={input}
          >
            <option value="">{t.searchFilters.any}</option>
            {FINISHINGS.map((f) => (
              <option key={f} value={f}>
                {t.search.finishings[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="flex-1 rounded-lg bg-brand-700 px-4 py-2.5 font-bold text-white hover:bg-brand-900"
          >
            {t.search.apply}
          </button>
          <button
            type="button"
            onClick={() => {
              setForm(ANY_FILTERS);
              onReset();
            }}
            className="rounded-lg border border-slate-300 px-4 py-2.5 font-bold text-slate-700 hover:bg-slate-50"
          >
            {t.search.reset}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Arabic-Indic digits typed or shown in Arabic are read as the numbers they are. */
function toWestern(text: string) {
  return toWesternDigits(text).replace(/[٬,\s]/g, "");
}
