import { FINISHINGS, type Finishing } from "@capital/contract/catalogue";
import { AREA_SLIDER, DEPOSIT_SLIDER, FILTER_DEFAULTS } from "@capital/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { Icon } from "../../components/icon/icon";
import { RangeControl } from "../../components/range-control/range-control";
import { useI18n } from "../../i18n/language-context";
import { DEFAULT_FILTERS, type FilterForm, parseWhole } from "./search-filters";

const input = "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/** SPEC.md's filter side panel. Applying puts the filters in the URL, so the search can be shared. */
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

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-20">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 font-bold text-brand-900 text-lg lg:pointer-events-none"
      >
        <Icon name="sliders-horizontal" className="size-5" />
        {t.search.filters}
      </button>
      {/* Folded on phones so the results come first; always open on wide screens. */}
      <form
        id={`${id}-form`}
        onSubmit={submit}
        className={`mt-4 flex-col gap-5 lg:flex ${open ? "flex" : "hidden"}`}
      >
        <RangeControl
          label={t.search.installmentYears}
          minLabel={t.search.yearsMin}
          maxLabel={t.search.yearsMax}
          min={FILTER_DEFAULTS.installmentYears.min}
          max={FILTER_DEFAULTS.installmentYears.max}
          step={1}
          low={form.years[0]}
          high={form.years[1]}
          onChange={(low, high) => set("years", [low, high])}
        />
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-rooms`} className="mb-1 block font-bold text-slate-700 text-sm">
              {t.search.rooms}
            </label>
            <input
              id={`${id}-rooms`}
              inputMode="numeric"
              value={format.integer(form.rooms)}
              onChange={(e) => set("rooms", parseWhole(toWestern(e.target.value)))}
              className={input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-floor`} className="mb-1 block font-bold text-slate-700 text-sm">
              {t.search.floor}
            </label>
            <input
              id={`${id}-floor`}
              inputMode="numeric"
              placeholder={t.search.floorAll}
              value={form.floor === null ? "" : format.integer(form.floor)}
              onChange={(e) =>
                set("floor", e.target.value.trim() === "" ? null : parseWhole(toWestern(e.target.value)))
              }
              className={input}
            />
          </div>
        </div>
        <fieldset>
          <legend className="mb-1 font-bold text-slate-700 text-sm">{t.search.price}</legend>
          <div className="grid grid-cols-2 gap-3">
            {([0, 1] as const).map((end) => (
              <input
                key={end}
                aria-label={end === 0 ? t.search.priceMin : t.search.priceMax}
                inputMode="numeric"
                value={format.integer(form.price[end])}
                onChange={(e) => {
                  const next: [number, number] = [...form.price];
                  next[end] = parseWhole(toWestern(e.target.value).replace(/\D/g, ""));
                  set("price", next);
                }}
                className={input}
              />
            ))}
          </div>
        </fieldset>
        <RangeControl
          label={t.search.area}
          minLabel={t.search.areaMin}
          maxLabel={t.search.areaMax}
          {...AREA_SLIDER}
          low={form.area[0]}
          high={form.area[1]}
          onChange={(low, high) => set("area", [low, high])}
        />
        <RangeControl
          label={t.search.deposit}
          minLabel={t.search.depositMin}
          maxLabel={t.search.depositMax}
          {...DEPOSIT_SLIDER}
          low={form.deposit[0]}
          high={form.deposit[1]}
          onChange={(low, high) => set("deposit", [low, high])}
        />
        <div>
          <label htmlFor={`${id}-finishing`} className="mb-1 block font-bold text-slate-700 text-sm">
            {t.search.finishing}
          </label>
          <select
            id={`${id}-finishing`}
            value={form.finishing}
            onChange={(e) => set("finishing", e.target.value as Finishing)}
            className={input}
          >
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
              setForm(DEFAULT_FILTERS);
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
  return text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[٬,\s]/g, "");
}
