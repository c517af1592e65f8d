import type { Language } from "@capital/contract/catalogue";
import type { CallTime } from "@capital/contract/reservation-rules";
import { STAFF_RESERVATION_STATUSES } from "@capital/contract/reservation-status-words";
import { type SheetRow, WallClock } from "../spreadsheet";
import type { ReservationRow } from "./reservation-rows";

type SheetTexts = { columns: string[]; callTimes: Record<CallTime, string> };

/** The file's headers, and the buyer's call times as the portal writes them. */
const TEXTS: Record<Language, SheetTexts> = {
  en: {
    columns: [
      "Reference",
      "Status",
      "Made on",
      "Hold ends",
      "Decided on",
      "Project",
      "Unit code",
      "Unit",
      "Building",
      "Floor",
      "Price (EGP)",
      "Buyer",
      "Email",
      "Phone",
      "Best time to call",
      "Deposit (%)",
      "Years",
      "Buyer's note",
      "Reason for declining",
      "Internal notes",
    ],
    callTimes: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
  },
  ar: {
    columns: [
      "المرجع",
      "الحالة",
      "تاريخ الحجز",
      "نهاية الحجز المؤقت",
      "تاريخ القرار",
      "المشروع",
      "رمز الوحدة",
      "الوحدة",
      "المبنى",
      "الدور",
      "السعر (جنيه)",
      "المشتري",
      "البريد الإلكتروني",
      "الهاتف",
      "أنسب وقت للاتصال",
      "المقدم (٪)",
      "السنوات",
      "ملاحظة المشتري",
      "سبب الرفض",
      "الملاحظات الداخلية",
    ],
    callTimes: { morning: "صباحًا", afternoon: "بعد الظهر", evening: "مساءً" },
  },
};

/** Cairo's wall clock, where the companies work: a date a spreadsheet sorts, or nothing. */
const when = (iso: string | null) => (iso === null ? "" : new WallClock(new Date(iso), "Africa/Cairo"));

type Note = { text: string; createdAt: Date; author: string | null };

/** A reservation's internal notes in one cell, a line each: "2026-11-28 14:05 Sara: called, no answer". */
const noteLines = (notes: readonly Note[] = []) => {
  const text = notes
    .map(
      (n) => `${new WallClock(n.createdAt, "Africa/Cairo").text}${n.author ? ` ${n.author}` : ""}: ${n.text}`,
    )
    .join("\n");
  // An Excel cell holds 32,767 characters; the portal keeps every note of a longer history.
  return text.length > CELL_MAX ? `${text.slice(0, CELL_MAX - 1)}…` : text;
};
const CELL_MAX = 32_000;

/** The reservations as rows of a file, its header first, in the reader's language, with the staff's notes. */
export function reservationSheet(
  rows: readonly ReservationRow[],
  notes: ReadonlyMap<number, readonly Note[]>,
  language: Language,
): SheetRow[] {
  const t = TEXTS[language];
  const ar = language === "ar";
  return [
    t.columns,
    ...rows.map((r) => [
      r.reference,
      STAFF_RESERVATION_STATUSES[language][r.status],
      when(r.created_at),
      r.status === "held" ? when(r.hold_expires_at) : "",
      when(r.decided_at),
      ar ? r.project_name_arabic : r.project_name,
      r.unit_code,
      ar ? r.unit_name_arabic : r.unit_name,
      (ar ? r.building_arabic : r.building) ?? "",
      r.unit_floor,
      r.total_price,
      r.buyer_name,
      r.buyer_email,
      r.phone ?? "",
      r.preferred_call_time === null ? "" : t.callTimes[r.preferred_call_time],
      r.plan_deposit ?? "",
      r.plan_years ?? "",
      r.note ?? "",
      r.decline_reason ?? "",
      noteLines(notes.get(r.id)),
    ]),
  ];
}
