import { describe, expect, it } from "vitest";
import { readSheet, WallClock, writeSheet } from "./spreadsheet";

describe("a moment in a spreadsheet", () => {
  it("reads as Cairo's wall clock, summer time included", () => {
    expect(new WallClock(new Date("2026-11-28T12:05:00Z"), "Africa/Cairo").text).toBe("2026-11-28 14:05");
    // Egypt keeps summer time again since 2023: UTC+3 in July.
    expect(new WallClock(new Date("2026-07-01T21:30:00Z"), "Africa/Cairo").text).toBe("2026-07-02 00:30");
  });

  it("is a date cell an XLSX sorts, and text in a CSV", async () => {
    const made = new WallClock(new Date("2026-11-28T12:05:00Z"), "Africa/Cairo");
    const rows = [
      ["Made on", "Price"],
      [made, 3_750_000],
    ];
    const { default: excel } = await import("exceljs");
    const workbook = new excel.Workbook();
    await workbook.xlsx.load((await writeSheet(rows, "xlsx")) as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(1);
    expect(cell?.value).toEqual(new Date("2026-11-28T14:05:00Z"));
    expect(cell?.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(await readSheet(await writeSheet(rows, "csv"))).toEqual([
      ["Made on", "Price"],
      ["2026-11-28 14:05", "3750000"],
    ]);
  });
});

describe("a CSV file", () => {
  it("reads rows ended either way, even mixed in one file, and keeps a line break inside quotes", async () => {
    const mixed = Buffer.from('code,price\r\nA-1,100\nA-2,200\r"B\n3",300\n', "utf8");
    expect(await readSheet(mixed)).toEqual([
      ["code", "price"],
      ["A-1", "100"],
      ["A-2", "200"],
      ["B\n3", "300"],
    ]);
  });
});
