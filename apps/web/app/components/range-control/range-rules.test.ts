import { describe, expect, it } from "vitest";
import {
  assertOrdered,
  clampHigh,
  clampLow,
  fractionDigits,
  RANGE_DEFAULTS,
  wheelDelta,
} from "./range-rules";

const range = { min: 0, max: 500, step: 50 };

describe("range rules (SPEC.md section 5)", () => {
  it("has SPEC.md's defaults", () => {
    expect(RANGE_DEFAULTS).toEqual({ min: 0, max: 100, step: 5, low: 25, high: 75 });
  });

  it("clamps the low value to the range and one step under the high", () => {
    expect(clampLow(-100, 300, range)).toBe(0);
    expect(clampLow(300, 300, range)).toBe(250);
    expect(clampLow(450, 300, range)).toBe(250);
  });

  it("clamps the high value to the range and one step over the low", () => {
    expect(clampHigh(900, 100, range)).toBe(500);
    expect(clampHigh(100, 100, range)).toBe(150);
    expect(clampHigh(0, 100, range)).toBe(150);
  });

  it("raises 'maxValue is less than minValue' when the high ends below the low", () => {
    expect(() => assertOrdered(30, 20)).toThrow("maxValue is less than minValue");
    expect(() => assertOrdered(20, 20)).not.toThrow();
  });

  it("shows two decimals only for a step with a decimal point", () => {
    expect(fractionDigits(0.5)).toBe(2);
    expect(fractionDigits(50)).toBe(0);
  });

  it("moves on the wheel only with shift, ctrl or both held", () => {
    expect(wheelDelta({ deltaY: -1, shiftKey: false, ctrlKey: false }, 10)).toBe(0);
    expect(wheelDelta({ deltaY: -1, shiftKey: true, ctrlKey: false }, 10)).toBe(10);
    expect(wheelDelta({ deltaY: 1, shiftKey: false, ctrlKey: true }, 10)).toBe(-10);
    expect(wheelDelta({ deltaY: 1, shiftKey: true, ctrlKey: true }, 10)).toBe(-10);
  });
});
