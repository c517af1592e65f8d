import * as Slider from "@radix-ui/react-slider";
import { useEffect, useId, useRef, useState, type WheelEvent } from "react";
import { useI18n } from "../../i18n/language-context";
import {
  assertOrdered,
  clampHigh,
  clampLow,
  fractionDigits,
  RANGE_DEFAULTS,
  wheelDelta,
} from "./range-rules";

type RangeControlProps = {
  label: string;
  minLabel: string;
  maxLabel: string;
  min?: number;
  max?: number;
  step?: number;
  low?: number;
  high?: number;
  /** Every move, while dragging too. */
  onInput?(low: number, high: number): void;
  /** Only when a drag is not in progress: on release, a key press or a wheel step. */
  onChange?(low: number, high: number): void;
  /** How a value reads, e.g. with a unit; defaults to the number in the page's digits. */
  formatValue?(value: number): string;
  /** What the range means, shown instead of its two values (a range left open reads "Any"). */
  summary?(low: number, high: number): string;
};

/**
 * The dual-handle range control of SPEC.md section 5, on Radix's accessible slider (keyboard,
 * screen readers, right to left). It throws 'maxValue is less than minValue' for a high below the low.
 */
export function RangeControl(props: RangeControlProps) {
  const { min = RANGE_DEFAULTS.min, max = RANGE_DEFAULTS.max, step = RANGE_DEFAULTS.step } = props;
  const { low = RANGE_DEFAULTS.low, high = RANGE_DEFAULTS.high } = props;
  assertOrdered(low, high);
  const { language, format } = useI18n();
  const id = useId();
  const range = { min, max, step };
  const [value, setValue] = useState<[number, number]>([
    clampLow(low, high, range),
    clampHigh(high, low, range),
  ]);
  const lastCommitted = useRef(value);

  useEffect(() => {
    setValue([clampLow(low, high, { min, max, step }), clampHigh(high, low, { min, max, step })]);
  }, [low, high, min, max, step]);

  const digits = fractionDigits(step);
  const show = props.formatValue ?? ((v: number) => format.fixed(v, digits));

  function update(next: [number, number], commit: boolean) {
    const ordered: [number, number] = [clampLow(next[0], next[1], range), clampHigh(next[1], next[0], range)];
    setValue(ordered);
    props.onInput?.(ordered[0], ordered[1]);
    if (commit) {
      lastCommitted.current = ordered;
      props.onChange?.(ordered[0], ordered[1]);
    }
  }

  function onWheel(thumb: 0 | 1) {
    return (event: WheelEvent) => {
      const delta = wheelDelta(event, step);
      if (delta === 0) return;
      event.preventDefault();
      const next: [number, number] = [...value];
      next[thumb] += delta;
      update(next, true);
    };
  }

  return (
    <fieldset aria-labelledby={`${id}-label`}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <legend id={`${id}-label`} className="float-start font-bold text-slate-700 text-sm">
          {props.label}
        </legend>
        <output className="text-brand-700 text-sm" aria-live="polite">
          {props.summary ? props.summary(value[0], value[1]) : `${show(value[0])} – ${show(value[1])}`}
        </output>
      </div>
      <Slider.Root
        className="relative flex h-6 touch-none select-none items-center"
        min={min}
        max={max}
        step={step}
        value={value}
        minStepsBetweenThumbs={1}
        dir={language === "ar" ? "rtl" : "ltr"}
        onValueChange={(next) => update([next[0] ?? min, next[1] ?? max], false)}
        onValueCommit={(next) => update([next[0] ?? min, next[1] ?? max], true)}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
        </Slider.Track>
        {([0, 1] as const).map((thumb) => (
          <Slider.Thumb
            key={thumb}
            aria-label={thumb === 0 ? props.minLabel : props.maxLabel}
            aria-valuetext={show(value[thumb])}
            onWheel={onWheel(thumb)}
            className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-3 focus-visible:outline-focus"
          />
        ))}
      </Slider.Root>
    </fieldset>
  );
}
