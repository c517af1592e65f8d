import { describe, expect, it } from "vitest";
import { formattersFor } from "./format";

describe("formattersFor", () => {
  const ar = formattersFor("ar-EG");
  const en = formattersFor("en-EG");

  it("is one set per locale, shared by every caller", () => {
    expect(formattersFor("ar-EG")).toBe(ar);
    expect(formattersFor("en-EG")).not.toBe(ar);
  });

  it("writes Arabic numbers, counts and prices in Arabic-Indic digits", () => {
    expect(ar.integer(1250)).toBe("١٬٢٥٠");
    expect(ar.price(230000)).toMatch(/٢٣٠٬٠٠٠/);
    expect(ar.price(230000)).not.toMatch(/[0-9]/);
  });

  it("writes English numbers and prices in Western digits with EGP", () => {
    expect(en.integer(1250)).toBe("1,250");
    expect(en.price(230000)).toMatch(/EGP\s?230,000/);
  });

  it("follows each language's plural rules", () => {
    const rooms = {
      zero: "{n} rooms",
      one: "{n} room",
      two: "{n} rooms",
      few: "{n} rooms",
      many: "{n} rooms",
      other: "{n} rooms",
    };
    expect(en.plural(1, rooms)).toBe("1 room");
    expect(en.plural(3, rooms)).toBe("3 rooms");
    const ghuraf = {
      zero: "بدون غرف",
      one: "غرفة واحدة",
      two: "غرفتان",
      few: "{n} غرف",
      many: "{n} غرفة",
      other: "{n} غرفة",
    };
    expect(ar.plural(2, ghuraf)).toBe("غرفتان");
    expect(ar.plural(3, ghuraf)).toBe("٣ غرف");
    expect(ar.plural(11, ghuraf)).toBe("١١ غرفة");
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
