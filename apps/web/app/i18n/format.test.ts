import { describe, expect, it } from "vitest";
import { ar as arMessages } from "../locales/ar";
import { en as enMessages } from "../locales/en";
import { floorName } from "./floor-name";
import { formattersFor, toLocalDigits, toWesternDigits, typedDecimal } from "./format";

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

  it("writes the dollar figure a buyer who prefers dollars sees, whole, in the page's digits", () => {
    expect(ar.priceUsd(4600.4)).toMatch(/^\u200f?٤٬٦٠٠\sUS\$$/);
    expect(en.priceUsd(4600.4)).toBe("$4,600");
  });

  it("writes a figure with as many fraction digits as asked, each count its own formatter", () => {
    expect(ar.fixed(2.5, 2)).toBe("٢٫٥٠");
    expect(ar.fixed(3, 0)).toBe("٣");
    expect(en.fixed(2.5, 2)).toBe("2.50");
    expect(en.fixed(2.5, 1)).toBe("2.5");
  });

  it("writes a stored calendar day as that day in every time zone", () => {
    const day = new Date(Date.UTC(2026, 2, 12));
    expect(en.calendarDay(day)).toMatch(/^(March 12, 2026|12 March 2026)$/);
    expect(ar.calendarDay(day)).toBe("١٢ مارس ٢٠٢٦");
    expect(en.monthYear(day)).toBe("March 2026");
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

  it("counts in Arabic's six forms and English's two, from the locale files", () => {
    const projects = arMessages.cards.projects;
    expect([0, 1, 2, 3, 11, 100].map((n) => ar.plural(n, projects))).toEqual([
      "لا مشروعات",
      "مشروع واحد",
      "مشروعان",
      "٣ مشروعات",
      "١١ مشروعًا",
      "١٠٠ مشروع",
    ]);
    expect(en.plural(1, enMessages.detail.likes)).toBe("1 like");
    expect(en.plural(2, enMessages.detail.likes)).toBe("2 likes");
    expect(en.plural(1, enMessages.search.textFound)).toBe("1 result");
    expect(en.plural(1000, enMessages.cards.properties, "+1,000")).toBe("+1,000 properties");
  });

  it("makes the adjective agree with its counted noun", () => {
    const found = arMessages.search.found;
    expect(ar.plural(2, found)).toBe("وحدتان متاحتان");
    expect(ar.plural(5, found)).toBe("٥ وحدات متاحة");
    expect(ar.plural(2, arMessages.notifications.bell)).toBe("الإشعارات، إشعاران غير مقروءين");
  });

  it("names floor 0 the ground floor", () => {
    expect(floorName(0, arMessages, ar)).toBe("الدور الأرضي");
    expect(floorName(0, enMessages, en)).toBe("Ground floor");
    expect(floorName(3, arMessages, ar)).toBe("الدور ٣");
    expect(floorName(3, enMessages, en)).toBe("Floor 3");
  });

  it("writes unit names and codes in the page's digits", () => {
    expect(toLocalDigits("محل 2-03", "ar")).toBe("محل ٢-٠٣");
    expect(toLocalDigits("Shop 2-03", "en")).toBe("Shop 2-03");
  });

  it("says when something happened to the minute, in Cairo's time", () => {
    const at = new Date("2026-11-29T01:05:00Z");
    expect(en.dateTime(at)).toMatch(/^Nov 29, 2026, 3:05\sAM$/);
    expect(ar.dateTime(at)).toContain("٣:٠٥");
  });

  it("keeps a decimal being typed in the page's digits, and reads it back as Western", () => {
    expect(typedDecimal("12.5", "ar")).toBe("١٢٫٥");
    expect(typedDecimal("١٢.", "ar")).toBe("١٢٫");
    expect(typedDecimal("١٢٫٥", "en")).toBe("12.5");
    expect(toWesternDigits("١٢٫٥")).toBe("12.5");
    expect(toWesternDigits("7.25")).toBe("7.25");
  });

  it("joins facts with the language's comma, never a middle dot", () => {
    expect(ar.list(["٥٠ متر مربع", null, "تشطيب كامل"])).toBe("٥٠ متر مربع، تشطيب كامل");
    expect(en.list(["50 m²", false, "Fully finished"])).toBe("50 m², Fully finished");
  });
});

describe("unit names on an Arabic page", () => {
  it("write codes in Arabic-Indic digits, and keep a Latin code whole and in order", async () => {
    const { unitName } = await import("../components/units/unit-label");
    expect(unitName({ name: "Shop 2-03", nameArabic: "محل 2-03" }, "ar")).toBe("محل ٢-٠٣");
    expect(unitName({ name: "Cafe G-08", nameArabic: "كافيه G-08" }, "ar")).toBe("كافيه \u2066G-08\u2069");
    expect(unitName({ name: "Cafe G-08", nameArabic: "كافيه G-08" }, "en")).toBe("Cafe G-08");
  });
});
