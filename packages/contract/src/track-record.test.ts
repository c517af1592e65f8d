import { describe, expect, it } from "vitest";
import {
  cairoToday,
  deliveryStanding,
  isCalendarDay,
  progressUpdateInputSchema,
  wholeMonthsBetween,
} from "./track-record";

describe("whole months between two days", () => {
  it.each([
    ["2025-03-31", "2025-03-31", 0],
    ["2025-03-31", "2025-04-29", 0],
    ["2025-03-31", "2025-04-30", 1],
    ["2024-12-31", "2025-02-28", 2],
    ["2024-02-29", "2025-02-28", 12],
    ["2025-01-15", "2025-02-14", 0],
    ["2025-01-15", "2025-02-15", 1],
    ["2024-06-30", "2026-11-26", 28],
    ["2025-06-30", "2025-03-31", -3],
  ])("%s to %s is %i", (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });
});

describe("a project's delivery standing", () => {
  const today = "2026-11-26";
  it("is on time when handed over before, on or less than a month after the promised day", () => {
    expect(deliveryStanding("2025-06-30", "2025-05-01", today)).toEqual({ state: "on_time", months: 0 });
    expect(deliveryStanding("2025-06-30", "2025-06-30", today)).toEqual({ state: "on_time", months: 0 });
    expect(deliveryStanding("2025-06-30", "2025-07-29", today)).toEqual({ state: "on_time", months: 0 });
  });
  it("is late by the whole months past the promised day", () => {
    expect(deliveryStanding("2025-06-30", "2025-07-30", today)).toEqual({ state: "late", months: 1 });
    expect(deliveryStanding("2024-12-31", "2026-03-31", today)).toEqual({ state: "late", months: 15 });
  });
  it("is overdue, with the months so far, when not handed over after the promised day", () => {
    expect(deliveryStanding("2026-09-30", null, today)).toEqual({ state: "overdue", months: 1 });
    expect(deliveryStanding("2026-11-25", null, today)).toEqual({ state: "overdue", months: 0 });
    expect(deliveryStanding("2024-12-31", null, today)).toEqual({ state: "overdue", months: 22 });
  });
  it("is scheduled until the promised day has passed", () => {
    expect(deliveryStanding("2026-11-26", null, today)).toEqual({ state: "scheduled", months: null });
    expect(deliveryStanding("2029-03-31", null, today)).toEqual({ state: "scheduled", months: null });
  });
  it("counts no delay without a promised day", () => {
    expect(deliveryStanding(null, "2025-01-01", today)).toEqual({ state: "delivered", months: null });
    expect(deliveryStanding(null, null, today)).toEqual({ state: "unknown", months: null });
  });
});

describe("days", () => {
  it("are real calendar days", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2025-04-31")).toBe(false);
    expect(isCalendarDay("2025-13-01")).toBe(false);
    expect(isCalendarDay("2025-1-01")).toBe(false);
    expect(isCalendarDay("2025-01-00")).toBe(false);
  });
  it("today is Cairo's calendar day", () => {
    // 22:30 UTC on 31 December is already 1 January in Cairo (UTC+2).
    expect(cairoToday(new Date("2025-12-31T22:30:00Z"))).toBe("2026-01-01");
    expect(cairoToday(new Date("2025-12-31T21:30:00Z"))).toBe("2025-12-31");
  });
});

describe("a progress update's input", () => {
  const base = { text: "Slabs poured", textArabic: "صب الأسقف" };
  it("takes the percent as a number or as a form's text", () => {
    expect(progressUpdateInputSchema.parse({ ...base, percent: 40 }).percent).toBe(40);
    expect(progressUpdateInputSchema.parse({ ...base, percent: " 40 " }).percent).toBe(40);
  });
  it("refuses a blank, fractional or out-of-range percent", () => {
    for (const percent of ["", null, 40.5, -1, 101, "forty"]) {
      expect(progressUpdateInputSchema.safeParse({ ...base, percent }).success, String(percent)).toBe(false);
    }
  });
  it("reads a correction from JSON or a checkbox", () => {
    expect(progressUpdateInputSchema.parse({ ...base, percent: 1 }).correction).toBe(false);
    expect(progressUpdateInputSchema.parse({ ...base, percent: 1, correction: true }).correction).toBe(true);
    expect(progressUpdateInputSchema.parse({ ...base, percent: 1, correction: "on" }).correction).toBe(true);
    expect(progressUpdateInputSchema.parse({ ...base, percent: 1, correction: "false" }).correction).toBe(
      false,
    );
  });
});
