import type { Language } from "./catalogue";
import type { ReservationStatus } from "./reservation-rules";

/**
 * A reservation's status as the companies' staff read it, in the portal's inbox and in the files
 * it exports (the buyer's pages speak of the unit instead: "محجوزة").
 */
export const STAFF_RESERVATION_STATUSES: Record<Language, Record<ReservationStatus, string>> = {
  en: {
    held: "Held",
    confirmed: "Confirmed",
    sold: "Sold",
    declined: "Declined",
    cancelled: "Cancelled",
    expired: "Expired",
  },
  ar: {
    held: "محجوز مؤقتًا",
    confirmed: "مؤكد",
    sold: "مباع",
    declined: "مرفوض",
    cancelled: "ملغى",
    expired: "منتهٍ",
  },
};
