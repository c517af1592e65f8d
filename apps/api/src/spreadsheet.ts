import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type ExcelJS from "exceljs";

/** A sheet as text cells, its first row the header; what the import reads and the export writes. */
export type Sheet = string[][];
export type SheetFormat = "csv" | "xlsx";

export class UnreadableSheet extends Error {}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** exceljs takes a quarter of a second to load: it is loaded by the first XLSX read or written. */
async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import("exceljs");
  return new excel.Workbook();
}

/**
 * Reads a CSV or XLSX file, told apart by its bytes, never its name: an XLSX is a zip; anything
 * else must be UTF-8 text without NULs (a picture or a zip renamed `.csv` is refused).
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(bytes);
  return readCsv(bytes);
}

function readCsv(bytes: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableSheet("not UTF-8");
  }
  if (text.includes("\u0000")) throw new UnreadableSheet("binary");
  try {
    const rows: string[][] = parse(text, {
      // Any line ending, even mixed in one file (a header saved by Excel, rows added by a script):
      // told one, the parser joined every row written with the other into the row before it.
      record_delimiter: ["\r\n", "\n", "\r"],
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
    return rows.map((row) => row.map((cell) => cell.replace(GUARDED, "")));
  } catch {
    throw new UnreadableSheet("malformed CSV");
  }
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableSheet("not an XLSX workbook");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableSheet("no sheet");
  const rows: Sheet = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    rows[number - 1] = cells;
  });
  // Blank rows inside the sheet stay (row numbers must match what the person sees); trailing ones go.
  const filled = Array.from(rows, (row) => row ?? []);
  while (filled.length > 0 && (filled.at(-1) ?? []).every((cell) => cell === "")) filled.pop();
  return filled;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value)
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("text" in value) return String(value.text).trim();
    return "";
  }
  return String(value).trim();
}

/**
 * Text that Excel would run as a formula when it opens a CSV ("=HYPERLINK(…)" in a buyer's note,
 * or a name starting with "+" or "-") starts with an apostrophe there; reading a CSV takes it off,
 * so an exported file imports as it was. An XLSX keeps text as text and needs none.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const inertInCsv = (cell: SheetCell) =>
  cell instanceof WallClock
    ? cell.text
    : typeof cell === "string" && FORMULA_START.test(cell)
      ? `'${cell}`
      : cell;
const GUARDED = /^'(?=[=+\-@\t\r])/;

/**
 * A moment as a wall clock in `timeZone` shows it: a date and time a spreadsheet sorts and filters
 * as one (an XLSX has no time zones, so the cell holds the clock's reading), and in a CSV the text
 * "2026-11-28 14:05". Figures stay Western in both languages.
 */
export class WallClock {
  readonly text: string;
  /** The clock's reading as if it were UTC: what an XLSX date cell stores. */
  readonly reading: Date;
  constructor(at: Date, timeZone: string) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    this.text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    this.reading = new Date(`${this.text.replace(" ", "T")}:00Z`);
  }
}
export type SheetCell = string | number | WallClock;
/** A row to write: numbers stay numbers in an XLSX, so a spreadsheet can add up prices. */
export type SheetRow = readonly SheetCell[];

/** A sheet of an XLSX beside the first: `widths` in characters, and its long texts wrap. */
export type ExtraSheet = {
  name: string;
  rows: readonly SheetRow[];
  rightToLeft?: boolean;
  widths?: number[];
};

/**
 * The rows as a file of the format asked for. In an XLSX the header stays in view when scrolling
 * and is bold, and an Arabic sheet runs right to left; a CSV starts with a byte-order mark, or
 * Excel would read Arabic as Latin-1. `extra` sheets follow the first in an XLSX; a CSV has one.
 */
export async function writeSheet(
  rows: readonly SheetRow[],
  format: SheetFormat,
  sheet: { name: string; rightToLeft?: boolean } = { name: "units" },
  extra: readonly ExtraSheet[] = [],
): Promise<Buffer> {
  if (format === "csv")
    return Buffer.from(`\uFEFF${stringify(rows.map((row) => row.map(inertInCsv)))}`, "utf8");
  const workbook = await newWorkbook();
  for (const { name, rows: cells, rightToLeft = false, widths } of [{ ...sheet, rows }, ...extra]) {
    const worksheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1, rightToLeft }] });
    for (const row of cells) {
      const added = worksheet.addRow(row.map((cell) => (cell instanceof WallClock ? cell.reading : cell)));
      row.forEach((cell, i) => {
        if (cell instanceof WallClock) added.getCell(i + 1).numFmt = "yyyy-mm-dd hh:mm";
      });
    }
    worksheet.getRow(1).font = { bold: true };
    widths?.forEach((width, column) => {
      const each = worksheet.getColumn(column + 1);
      each.width = width;
      each.alignment = { wrapText: true, vertical: "top" };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
