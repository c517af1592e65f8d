// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../i18n/language-context";
import { messagesFor } from "../../i18n/messages.server";
import { RangeControl } from "./range-control";

// Radix's slider measures itself; jsdom has no layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

function renderControl(
  props: Partial<Parameters<typeof RangeControl>[0]> = {},
  language: "ar" | "en" = "en",
) {
  const onInput = vi.fn();
  const onChange = vi.fn();
  render(
    <LanguageProvider language={language} messages={messagesFor(language)}>
      <RangeControl
        label="Deposit"
        minLabel="Lowest deposit"
        maxLabel="Highest deposit"
        onInput={onInput}
        onChange={onChange}
        {...props}
      />
    </LanguageProvider>,
  );
  return {
    onInput,
    onChange,
    low: screen.getByRole("slider", { name: "Lowest deposit" }),
    high: screen.getByRole("slider", { name: "Highest deposit" }),
  };
}

describe("RangeControl", () => {
  it("starts at SPEC.md's defaults: 0 to 100 by 5, handles at 25 and 75", () => {
    const { low, high } = renderControl();
    expect(low.getAttribute("aria-valuemin")).toBe("0");
    expect(low.getAttribute("aria-valuenow")).toBe("25");
    expect(high.getAttribute("aria-valuenow")).toBe("75");
    expect(high.getAttribute("aria-valuemax")).toBe("100");
  });

  it("moves by keyboard, a step at a time, and reports the change", () => {
    const { low, onChange, onInput } = renderControl({ min: 0, max: 50, step: 10, low: 0, high: 50 });
    fireEvent.keyDown(low, { key: "ArrowRight" });
    expect(low.getAttribute("aria-valuenow")).toBe("10");
    expect(onInput).toHaveBeenLastCalledWith(10, 50);
    expect(onChange).toHaveBeenLastCalledWith(10, 50);
  });

  it("keeps the handles one step apart", () => {
    const { low, high } = renderControl({ min: 0, max: 50, step: 10, low: 30, high: 40 });
    fireEvent.keyDown(low, { key: "ArrowRight" });
    fireEvent.keyDown(low, { key: "ArrowRight" });
    expect(low.getAttribute("aria-valuenow")).toBe("30");
    expect(high.getAttribute("aria-valuenow")).toBe("40");
  });

  it("moves with the wheel only while shift or ctrl is held", () => {
    const { high, onChange } = renderControl({ min: 0, max: 500, step: 50, low: 0, high: 250 });
    fireEvent.wheel(high, { deltaY: -100 });
    expect(high.getAttribute("aria-valuenow")).toBe("250");
    fireEvent.wheel(high, { deltaY: -100, shiftKey: true });
    expect(high.getAttribute("aria-valuenow")).toBe("300");
    expect(onChange).toHaveBeenLastCalledWith(0, 300);
  });

  it("shows two decimals for a decimal step, in Arabic-Indic digits in Arabic", () => {
    renderControl({ min: 0, max: 5, step: 0.5, low: 1, high: 2 }, "ar");
    expect(screen.getByText("١٫٠٠ – ٢٫٠٠")).toBeTruthy();
  });

  it("throws 'maxValue is less than minValue' for a high below the low", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderControl({ low: 60, high: 40 })).toThrow("maxValue is less than minValue");
  });
});
