import { describe, expect, it } from "vitest";
import { createFormatters } from "./format";

describe("createFormatters", () => {
  const ar = createFormatters("ar-EG");
  const en = createFormatters("en-EG");

  it("writes Arabic numbers, counts and prices in Arabic-Indic digits", () => {
    expect(ar.integer(1250)).toBe("١٬٢٥٠");
    expect(ar.price(230000)).toMatch(/٢٣٠٬٠٠٠/);
    expect(ar.price(230000)).not.toMatch(/[0-9]/);
  });

  it("writes English numbers and prices in Western digits with EGP", () => {
    expect(en.integer(1250)).toBe("1,250");
    expect(en.price(230000)).toMatch(/EGP\s?230,000/);
  });

  it("writes percentages in the page's digits and sign", () => {
    expect(en.percent(20)).toBe("20%");
    expect(ar.percent(20)).toMatch(/^٢٠\s?٪/);
  });

  it("tells relative time in the largest unit that fits, in the current language", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(en.relativeTime(new Date("2026-11-22T09:00:00Z"), now)).toBe("3 hours ago");
    expect(ar.relativeTime(new Date("2026-11-20T12:00:00Z"), now)).toMatch(/[٠-٩]|أمس|يومين/);
  });
});
