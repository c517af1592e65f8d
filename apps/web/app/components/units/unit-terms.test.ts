import { describe, expect, it } from "vitest";
import { formattersFor } from "../../i18n/format";
import { ar } from "../../locales/ar";
import { en } from "../../locales/en";
import { unitFees, unitTermRows, yearsUntil } from "./unit-terms";

const stated = {
  deliveryDate: "2028-06-30",
  maintenanceDepositPercent: 8,
  clubFee: 50_000,
  parkingFee: 150_000,
  cashDiscountPercent: 12.5,
};
const none = {
  deliveryDate: null,
  maintenanceDepositPercent: null,
  clubFee: null,
  parkingFee: null,
  cashDiscountPercent: null,
};
const today = new Date("2026-11-26T12:00:00Z");

describe("a unit's stated terms", () => {
  it("shows each term the developer stated, with its amount for this price", () => {
    const format = formattersFor(en.locale);
    const rows = unitTermRows(stated, 4_000_000, en, format, format.price, { today });
    expect(rows.map(([label]) => label)).toEqual([
      "Delivery",
      "Maintenance deposit",
      "Club fee",
      "Parking fee",
      "Cash discount",
    ]);
    const text = rows
      .map(([, value]) => value)
      .join(" | ")
      .replace(/\s/g, " ");
    expect(text).toContain("June 2028");
    expect(text).toContain("8% of the price: EGP 320,000");
    expect(text).toContain("EGP 50,000");
    expect(text).toContain("EGP 150,000");
    expect(text).toContain("12.5% off: EGP 3,500,000 in cash");
  });

  it("shows nothing the developer left out, and Arabic in Arabic digits", () => {
    const format = formattersFor(ar.locale);
    expect(unitTermRows(none, 4_000_000, ar, format, format.price, { today })).toEqual([]);
    const rows = unitTermRows({ ...none, clubFee: 50_000 }, 4_000_000, ar, format, format.price, { today });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe("رسوم النادي");
    expect(rows[0]?.[1]).toMatch(/٥٠٬٠٠٠/);
  });

  it("gives the calculator the fees in pounds and the years until delivery", () => {
    expect(unitFees(stated, 4_000_000)).toEqual({
      maintenanceDeposit: 320_000,
      clubFee: 50_000,
      parkingFee: 150_000,
    });
    expect(unitFees(none, 4_000_000)).toEqual({ maintenanceDeposit: null, clubFee: null, parkingFee: null });
    expect(yearsUntil("2027-11-26", today)).toBeCloseTo(1, 2);
    expect(yearsUntil("2020-01-01", today)).toBe(0);
    expect(yearsUntil(null, today)).toBeNull();
  });
});
