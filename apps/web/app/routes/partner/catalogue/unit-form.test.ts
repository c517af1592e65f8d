import { describe, expect, it } from "vitest";
import { firstGenerated, generatorCount } from "./generator-panel";
import { numberOrNull, plansOf, termsOf, toNumber } from "./unit-form";

function formOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe("the portal's number fields", () => {
  it("read Western and Arabic-Indic digits alike, and refuse words", () => {
    expect(toNumber("1250000")).toBe(1_250_000);
    expect(toNumber("١٢٥٠٠٠٠")).toBe(1_250_000);
    expect(toNumber("۱۲")).toBe(12);
    expect(toNumber("١٢٫٥")).toBe(12.5);
    expect(toNumber("1,250,000")).toBe(1_250_000);
    expect(toNumber("مليون")).toBeNaN();
    expect(toNumber("  ")).toBeNaN();
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("٧")).toBe(7);
  });

  it("send the plans in order and empty optional terms as null", () => {
    const form = formOf({
      category: "apartment",
      finishing: "full",
      status: "off_market",
      roomsNumber: "3",
      area: "140",
      totalPrice: "٤٢٠٠٠٠٠",
      deliveryDate: "",
      maintenanceDepositPercent: "8",
      clubFee: "",
      parkingFee: "150000",
      cashDiscountPercent: "",
      "plans.0.deposit": "10",
      "plans.0.years": "8",
      "plans.1.deposit": "20",
      "plans.1.years": "",
    });
    expect(plansOf(form)).toEqual([
      { deposit: 10, years: 8 },
      { deposit: 20, years: Number.NaN },
    ]);
    expect(termsOf(form)).toMatchObject({
      status: "off_market",
      totalPrice: 4_200_000,
      deliveryDate: null,
      maintenanceDepositPercent: 8,
      clubFee: null,
      parkingFee: 150_000,
      cashDiscountPercent: null,
    });
  });
});

describe("the generator's count", () => {
  it("is buildings × floors × units per floor", () => {
    const form = formOf({ floorFrom: "1", floorTo: "٥", unitsPerFloor: "4" });
    expect(generatorCount(form, 3)).toBe(60);
    expect(generatorCount(form, 0)).toBe(0);
  });

  it("is unknown while the floors are reversed or a number is missing", () => {
    expect(generatorCount(formOf({ floorFrom: "5", floorTo: "1", unitsPerFloor: "4" }), 1)).toBeNull();
    expect(generatorCount(formOf({ floorFrom: "1", floorTo: "2", unitsPerFloor: "" }), 1)).toBeNull();
  });
});

describe("the generator's first unit", () => {
  it("is the patterns filled for the first building, the lowest floor and unit 1, as they will be written", () => {
    const form = formOf({
      floorFrom: "٣",
      codePattern: "{building}-{floor}{unit:2}",
      namePattern: "Unit {floor}{unit:2}",
      namePatternArabic: "وحدة {floor}{unit:2}",
    });
    const building = { name: "B1", nameArabic: "عمارة ١" };
    expect(firstGenerated(form, building)).toEqual({
      code: "B1-301",
      name: "Unit 301",
      nameArabic: "وحدة 301",
    });
    const withBuilding = formOf({ floorFrom: "0", namePatternArabic: "{building}، وحدة {unit}" });
    expect(firstGenerated(withBuilding, building)?.nameArabic).toBe("عمارة ١، وحدة 1");
    expect(firstGenerated(form, { name: "Tower A", nameArabic: "برج أ" })?.code).toBe("TowerA-301");
    expect(firstGenerated(formOf({ floorFrom: "" }), building)).toBeNull();
  });
});
