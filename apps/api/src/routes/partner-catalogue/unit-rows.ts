import { isolated } from "@capital/contract/bidi";
import {
  CATEGORIES,
  type Category,
  FINISHINGS,
  type Finishing,
  STORED_UNIT_STATUSES,
} from "@capital/contract/catalogue";
import type { MessageCode } from "@capital/contract/errors";
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
} from "@capital/contract/partner-catalogue";
import type { Sheet } from "../../spreadsheet";

/** One problem of an import file, as a catalogue code; the answer words it in the reader's language. */
export type RowProblem = {
  row: number;
  column: string | null;
  code: MessageCode;
  params?: Record<string, string>;
};

/** One unit as a row of the import file says it, checked on its own. */
export type UnitRow = {
  row: number;
  code: string;
  building: string;
  floor: number;
  name: string;
  nameArabic: string;
  category: Category;
  roomsNumber: number;
  area: number;
  totalPrice: number;
  finishing: Finishing;
  /** Held and reserved only where the unit has that status already (an exported file read back). */
  status: (typeof STORED_UNIT_STATUSES)[number];
  plan: { deposit: number; years: number } | null;
  deliveryDate: string | null;
  maintenanceDepositPercent: number | null;
  clubFee: number | null;
  parkingFee: number | null;
  cashDiscountPercent: number | null;
};

/** The figures a row's numbers must keep to: the reader checks them and the template's guide states them. */
export const IMPORT_LIMITS = {
  textLength: 200,
  codeLength: 40,
  floor: { min: 0, max: 200 },
  rooms: { min: 0, max: 50 },
  area: { min: 1, max: 1_000_000 },
  price: { min: 1, max: 2_000_000_000 },
  years: { min: 1, max: 10 },
  fee: { min: 0, max: 100_000_000 },
} as const;

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;
const ARABIC_LETTERS = /[\u0600-\u065f\u066e-\u06ef\u06fa-\u06ff]/;

/** Arabic-Indic digits (and the Arabic decimal and thousands signs) are digits; letters are not. */
function normaliseNumber(text: string) {
  return text
    .replace(ARABIC_INDIC, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066b/g, ".")
    .replace(/[\u066c,\s]/g, "");
}

/**
 * Reads the header and every row of an import file into units, or the problems that stop them:
 * a missing or unknown column, a blank or wrong value (its row and column), a code used twice.
 * Checks that need the database (floors beyond a building, categories in a building) come later.
 */
export function readUnitRows(sheet: Sheet): { rows: UnitRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const [header = [], ...body] = sheet;
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (names.every((name) => name === "") && body.every((cells) => cells.every((cell) => cell.trim() === "")))
    return { rows: [], problems: [{ row: 1, column: null, code: "importEmpty" }] };
  // A file of something else (notes, another export) is one problem, not one per column.
  if (!names.some((name) => (IMPORT_COLUMNS as readonly string[]).includes(name)))
    return { rows: [], problems: [{ row: 1, column: null, code: "importNotTemplate" }] };
  const index = new Map<string, number>();
  names.forEach((name, i) => {
    if (name === "") return;
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name) || index.has(name)) {
      problems.push({ row: 1, column: name, code: "importUnknownColumn", params: { column: name } });
    } else index.set(name, i);
  });
  for (const column of IMPORT_REQUIRED_COLUMNS) {
    if (!index.has(column))
      problems.push({ row: 1, column, code: "importMissingColumn", params: { column } });
  }
  if (problems.length > 0) return { rows: [], problems };

  const filled = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) return { rows: [], problems: [{ row: 2, column: null, code: "importEmpty" }] };
  if (filled.length > IMPORT_MAX_ROWS) {
    return {
      rows: [],
      problems: [
        { row: 1, column: null, code: "importTooManyRows", params: { max: String(IMPORT_MAX_ROWS) } },
      ],
    };
  }

  const rows: UnitRow[] = [];
  const firstRowOfCode = new Map<string, number>();
  for (const { cells, row } of filled) {
    const at = (column: ImportColumn) => {
      const i = index.get(column);
      return i === undefined ? "" : (cells[i] ?? "").trim();
    };
    const rowProblems: RowProblem[] = [];
    const fail = (column: ImportColumn, code: MessageCode, params?: Record<string, string>) => {
      rowProblems.push({ row, column, code, ...(params ? { params } : {}) });
      return undefined;
    };
    const required = (column: ImportColumn) => at(column) || fail(column, "fieldRequired");
    const text = (column: ImportColumn, max: number) => {
      const value = required(column);
      if (value === undefined) return undefined;
      if (value.length > max) return fail(column, "fieldTooLong");
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
      if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(value))
        return fail(column, "controlCharacters");
      return value;
    };
    const number = (
      column: ImportColumn,
      {
        min,
        max,
        whole,
        optional = false,
        code = "numberOutOfRange",
      }: {
        min: number;
        max: number;
        whole: boolean;
        optional?: boolean;
        code?: MessageCode;
      },
    ) => {
      const raw = at(column);
      if (raw === "") return optional ? null : fail(column, "fieldRequired");
      if (ARABIC_LETTERS.test(raw)) return fail(column, "notANumber");
      const plain = normaliseNumber(raw);
      if (!/^-?\d+(\.\d+)?$/.test(plain)) return fail(column, "notANumber");
      const value = Number(plain);
      if (whole && !Number.isInteger(value)) return fail(column, "invalidNumber");
      if (value < min || value > max) {
        if (code !== "numberOutOfRange") return fail(column, code);
        return value < min
          ? fail(column, "numberAtLeast", { min: String(min) })
          : fail(column, "numberAtMost", { max: String(max) });
      }
      return value;
    };
    const choice = <T extends string>(column: ImportColumn, values: readonly T[], fallback?: T) => {
      const typed = at(column).toLowerCase();
      // A status "off-market" as people write it is the template's off_market.
      const raw = column === "status" ? typed.replace(/[-\s]/g, "_") : typed;
      if (raw === "" && fallback) return fallback;
      if (raw === "") return fail(column, "fieldRequired");
      if ((values as readonly string[]).includes(raw)) return raw as T;
      // Held and reserved come from buyers' reservations: a file only repeats them (an export).
      const offered = values.filter((value) => value !== "held" && value !== "reserved");
      return fail(column, "importChoiceOneOf", { values: isolated(offered.join(", ")) });
    };

    const code = text("code", IMPORT_LIMITS.codeLength);
    const building = at("building").slice(0, IMPORT_LIMITS.codeLength + 1);
    if (building.length > IMPORT_LIMITS.codeLength) fail("building", "fieldTooLong");
    const floor = number("floor", { ...IMPORT_LIMITS.floor, whole: true });
    const name = text("name", IMPORT_LIMITS.textLength);
    const nameArabic = text("name_ar", IMPORT_LIMITS.textLength);
    const category = choice(
      "category",
      CATEGORIES.map((c) => c.value),
    );
    const roomsNumber = number("rooms", { ...IMPORT_LIMITS.rooms, whole: true });
    const area = number("area", { ...IMPORT_LIMITS.area, whole: true, code: "numberNotPositive" });
    const totalPrice = number("price", { ...IMPORT_LIMITS.price, whole: true, code: "numberNotPositive" });
    const finishing = choice("finishing", FINISHINGS);
    const status = choice("status", STORED_UNIT_STATUSES, "free");
    const deposit = number("deposit_percent", {
      min: 0,
      max: 100,
      whole: true,
      optional: true,
      code: "percentRange",
    });
    const years = number("years", { ...IMPORT_LIMITS.years, whole: true, optional: true });
    if ((deposit === null) !== (years === null) && deposit !== undefined && years !== undefined) {
      fail(deposit === null ? "deposit_percent" : "years", "fieldRequired");
    }
    const deliveryRaw = at("delivery_date");
    let deliveryDate: string | null = null;
    if (deliveryRaw !== "") {
      const normalised = normaliseDate(deliveryRaw);
      if (normalised) deliveryDate = normalised;
      else fail("delivery_date", "invalidDay");
    }
    const maintenance = number("maintenance_deposit_percent", {
      min: 0,
      max: 100,
      whole: false,
      optional: true,
      code: "percentRange",
    });
    const clubFee = number("club_fee", { ...IMPORT_LIMITS.fee, whole: true, optional: true });
    const parkingFee = number("parking_fee", { ...IMPORT_LIMITS.fee, whole: true, optional: true });
    const cashDiscount = number("cash_discount_percent", {
      min: 0,
      max: 100,
      whole: false,
      optional: true,
      code: "percentRange",
    });

    if (code !== undefined) {
      const other = firstRowOfCode.get(code);
      if (other !== undefined) {
        rowProblems.push({
          row,
          column: "code",
          code: "importDuplicateCode",
          params: { code, other: String(other) },
        });
      } else firstRowOfCode.set(code, row);
    }

    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      continue;
    }
    rows.push({
      row,
      code: code as string,
      building,
      floor: floor as number,
      name: name as string,
      nameArabic: nameArabic as string,
      category: category as Category,
      roomsNumber: roomsNumber as number,
      area: area as number,
      totalPrice: totalPrice as number,
      finishing: finishing as Finishing,
      status: status as UnitRow["status"],
      plan: deposit != null && years != null ? { deposit, years } : null,
      deliveryDate,
      maintenanceDepositPercent: maintenance ?? null,
      clubFee: clubFee ?? null,
      parkingFee: parkingFee ?? null,
      cashDiscountPercent: cashDiscount ?? null,
    });
  }
  return { rows, problems };
}

/** YYYY-MM-DD (Arabic-Indic digits welcome), a real calendar day. */
function normaliseDate(text: string): string | null {
  const plain = text.replace(ARABIC_INDIC, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(plain);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 2000 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}
