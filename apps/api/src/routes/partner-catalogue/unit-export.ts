import { IMPORT_COLUMNS } from "@capital/contract/partner-catalogue";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SheetRow } from "../../spreadsheet";
import { partnerUnits } from "./catalogue-store";

const PAGE = 5_000;

/**
 * A project's units in the import template's columns: exporting then importing changes nothing.
 * Figures are number cells, so a sales team's spreadsheet sorts and sums them.
 */
export async function exportSheet(db: Db, projectId: number): Promise<SheetRow[]> {
  const sheet: SheetRow[] = [[...IMPORT_COLUMNS]];
  for (let offset = 0; ; offset += PAGE) {
    const page = await partnerUnits(db, { where: sql`u.project_id = ${projectId}`, limit: PAGE, offset });
    for (const u of page) {
      const [plan] = u.plans;
      sheet.push([
        u.code,
        u.building,
        u.floor,
        u.name,
        u.nameArabic,
        u.category,
        u.roomsNumber,
        u.area,
        u.totalPrice,
        u.finishing,
        u.status,
        plan?.deposit ?? "",
        plan?.years ?? "",
        u.deliveryDate ?? "",
        optional(u.maintenanceDepositPercent),
        optional(u.clubFee),
        optional(u.parkingFee),
        optional(u.cashDiscountPercent),
      ]);
    }
    if (page.length < PAGE) return sheet;
  }
}

const optional = (value: number | null) => value ?? "";

/** The template's example: a three-bedroom apartment on the third floor of block B1. */
export const TEMPLATE_EXAMPLE: SheetRow = [
  "B1-301",
  "B1",
  3,
  "Apartment 301",
  "شقة ٣٠١",
  "apartment",
  3,
  165,
  8250000,
  "full",
  "free",
  10,
  8,
  "2028-06-30",
  8,
  150000,
  250000,
  15,
];

/** The header and the example row. */
export function templateSheet(): SheetRow[] {
  return [[...IMPORT_COLUMNS], TEMPLATE_EXAMPLE];
}
