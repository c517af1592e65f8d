/** SPEC.md section 5's rules for the dual-handle range control, free of any UI. */

export const RANGE_DEFAULTS = { min: 0, max: 100, step: 5, low: 25, high: 75 } as const;

export const RANGE_ERROR = "maxValue is less than minValue";

export type Range = { min: number; max: number; step: number };

/** The low value stays inside the range and at least one step under the high value. */
export function clampLow(value: number, high: number, { min, max, step }: Range) {
  return Math.min(Math.max(value, min), Math.min(max, high - step));
}

/** The high value stays inside the range and at least one step over the low value. */
export function clampHigh(value: number, low: number, { min, max, step }: Range) {
  return Math.max(Math.min(value, max), Math.max(min, low + step));
}

export function assertOrdered(low: number, high: number) {
  if (high < low) throw new Error(RANGE_ERROR);
}

/** Two decimals when the step has a decimal point, whole numbers otherwise. */
export function fractionDigits(step: number) {
  return String(step).includes(".") ? 2 : 0;
}

/** Wheel adjustment only with shift, ctrl or both held; otherwise the wheel scrolls the page. */
export function wheelDelta(event: { deltaY: number; shiftKey: boolean; ctrlKey: boolean }, step: number) {
  if (!event.shiftKey && !event.ctrlKey) return 0;
  if (event.deltaY === 0) return 0;
  return event.deltaY < 0 ? step : -step;
}
