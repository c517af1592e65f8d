import { FINISHINGS, type Finishing } from "@capital/contract/catalogue";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { Icon } from "../../components/icon/icon";
import { RangeControl } from "../../components/range-control/range-control";
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
  SLIDERS,
  type SliderName,
} from "../../lib/search-filters";
import {
  TYPED_FILTERS,
  TYPED_NAMES,
  type TypedFilter,
  tidyTyped,
  typedProblems,
  typedTexts,
  typedValue,
  withTyped,
} from "./typed-filters";

const input =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600";
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
  const [texts, setTexts] = useState(() => typedTexts(initial, format.integer));
  // Problems show once the buyer tried to apply, and then follow the typing.
  const [checked, setChecked] = useState(false);
  const problems = typedProblems(texts);
  const fieldId = (name: TypedFilter) => `${id}-${name}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = TYPED_NAMES.find((name) => problems[name]);
    if (wrong) {
      // Drawn first, so the field is announced with its problem when it takes the focus.
      flushSync(() => setChecked(true));
      document.getElementById(fieldId(wrong))?.focus();
      return;
    }
    onApply(withTyped(form, texts));
  }

  /** A typed filter's input, its problem under it and read with it. */
  const typed = (name: TypedFilter, ariaLabel?: string) => {
    const problem = checked ? problems[name] : null;
    const message =
      problem === "whole"
        ? t.searchFilters.wholeNumber
        : problem === "max"
          ? fill(t.searchFilters.atMost, { max: format.integer(TYPED_FILTERS[name]) })
          : problem === "belowMin"
            ? fill(t.searchFilters.notBelowMin, { min: format.integer(typedValue(texts.priceMin) ?? 0) })
            : null;
    return (
      <>
        <input
          id={fieldId(name)}
          aria-label={ariaLabel}
          inputMode="numeric"
          placeholder={t.searchFilters.any}
          value={texts[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${fieldId(name)}-problem` : undefined}
          onChange={(e) => setTexts({ ...texts, [name]: e.target.value })}
          // Grouped once the buyer moves on: regrouping while typing would move the cursor.
          onBlur={(e) => setTexts({ ...texts, [name]: tidyTyped(name, e.target.value, format.integer) })}
          className={input}
        />
        {message && (
          <p id={`${fieldId(name)}-problem`} className="mt-1 font-bold text-red-700 text-sm">
            {message}
          </p>
        )}
      </>
    );
  };

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
            <div>{typed("priceMin", t.search.priceMin)}</div>
            <div>{typed("priceMax", t.search.priceMax)}</div>
          </div>
        </fieldset>
        <div>
          <label htmlFor={fieldId("downPayment")} className={label}>
            {t.searchFilters.downPayment}
          </label>
          {typed("downPayment")}
        </div>
        <div>
          <label htmlFor={fieldId("monthly")} className={label}>
            {t.searchFilters.monthly}
          </label>
          {typed("monthly")}
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
            <label htmlFor={fieldId("rooms")} className={label}>
              {t.search.rooms}
            </label>
            {typed("rooms")}
          </div>
          <div>
            <label htmlFor={fieldId("floor")} className={label}>
              {t.search.floor}
            </label>
            {typed("floor")}
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
              setTexts(typedTexts(ANY_FILTERS, format.integer));
              setChecked(false);
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
