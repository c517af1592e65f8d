import { IMPORT_COLUMNS } from "@capital/contract/partner-catalogue";
import { describe, expect, it } from "vitest";
import { readSheet, writeSheet } from "../../spreadsheet";
import { templateSheet } from "./unit-export";
import { readUnitRows } from "./unit-rows";

const header = [...IMPORT_COLUMNS];
/** The template as a file reads back: every cell its text. */
const template = () => templateSheet().map((row) => row.map(String));
const good = (code: string, changes: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>> = {}) =>
  header.map(
    (column) =>
      ({ ...Object.fromEntries(header.map((c, i) => [c, template()[1]?.[i] ?? ""])), code, ...changes })[
        column
      ] ?? "",
  );

describe("reading an import file's rows", () => {
  it("reads the template's example row", () => {
    const { rows, problems } = readUnitRows(template());
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      row: 2,
      code: "B1-301",
      building: "B1",
      floor: 3,
      category: "apartment",
      area: 165,
      totalPrice: 8_250_000,
      plan: { deposit: 10, years: 8 },
      deliveryDate: "2028-06-30",
      maintenanceDepositPercent: 8,
      clubFee: 150_000,
    });
  });

  it("refuses a wrong header, naming the missing and unknown columns", () => {
    const { problems } = readUnitRows([["code", "bulding", ...header.slice(2)], good("A1")]);
    expect(problems).toEqual([
      { row: 1, column: "bulding", code: "importUnknownColumn", params: { column: "bulding" } },
      { row: 1, column: "building", code: "importMissingColumn", params: { column: "building" } },
    ]);
  });

  it("says a file of blank lines is empty, not some other file", () => {
    expect(readUnitRows([]).problems).toEqual([{ row: 1, column: null, code: "importEmpty" }]);
    expect(readUnitRows([[""], ["  "]]).problems).toEqual([{ row: 1, column: null, code: "importEmpty" }]);
  });

  it("says once that a file of something else is not a list of units", () => {
    const { problems } = readUnitRows([["Meeting notes, Sunday"], ["Call the bank"], ["Visit R7"]]);
    expect(problems).toEqual([{ row: 1, column: null, code: "importNotTemplate" }]);
  });

  it("reports every bad cell by row and column", () => {
    const { rows, problems } = readUnitRows([
      header,
      good("A1", { area: "-20" }),
      good("A2", { deposit_percent: "120" }),
      good("A3", { price: "ثمانية ملايين" }),
      good("A1"),
      good("A5", { category: "castle", delivery_date: "2028-02-30" }),
    ]);
    expect(rows.map((r) => r.code)).toEqual([]);
    expect(problems.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, "area", "numberNotPositive"],
      [3, "deposit_percent", "percentRange"],
      [4, "price", "notANumber"],
      [5, "code", "importDuplicateCode"],
      [6, "category", "importChoiceOneOf"],
      [6, "delivery_date", "invalidDay"],
    ]);
  });

  it("names the values a choice accepts", () => {
    const { problems } = readUnitRows([header, good("A1", { status: "sold out" })]);
    expect(problems).toEqual([
      {
        row: 2,
        column: "status",
        code: "importChoiceOneOf",
        params: { values: "\u2068free, sold, off_market\u2069" },
      },
    ]);
  });

  it("names the bound a number crossed", () => {
    const { problems } = readUnitRows([header, good("A1", { floor: "250" }), good("A2", { years: "0" })]);
    expect(problems).toEqual([
      { row: 2, column: "floor", code: "numberAtMost", params: { max: "200" } },
      { row: 3, column: "years", code: "numberAtLeast", params: { min: "1" } },
    ]);
  });

  it("takes Arabic-Indic digits as digits", () => {
    const { rows, problems } = readUnitRows([header, good("A1", { area: "١٦٥", price: "٨٬٢٥٠٬٠٠٠" })]);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ area: 165, totalPrice: 8_250_000 });
  });
});

describe("spreadsheet files", () => {
  it("reads back what it writes, as CSV and as XLSX", async () => {
    for (const format of ["csv", "xlsx"] as const) {
      expect(await readSheet(await writeSheet(templateSheet(), format))).toEqual(template());
    }
  });

  it("refuses a picture renamed to .csv and a zip that is not a workbook", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    await expect(readSheet(png)).rejects.toThrow();
    await expect(readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]))).rejects.toThrow();
  });
});
