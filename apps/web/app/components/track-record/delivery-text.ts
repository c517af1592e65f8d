import type { DeliveryStanding, TrackRecordProject } from "@capital/contract/track-record";
import type { Formatters } from "../../i18n/format";
import { fill } from "../../lib/fill";
import type { TrackRecordMessages } from "../../locales/track-record-messages";

/** A stored calendar day (`YYYY-MM-DD`) as its month and year: "June 2025", "يونيو ٢٠٢٥". */
export function deliveryMonth(day: string, format: Formatters): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return format.monthYear(new Date(Date.UTC(year, month - 1, date)));
}

/** Where a project stands against its promised delivery, in words: "Delivered 6 months late". */
export function standingText(standing: DeliveryStanding, texts: TrackRecordMessages, format: Formatters) {
  const months = format.plural(standing.months ?? 0, texts.months);
  switch (standing.state) {
    case "late":
      return fill(texts.standing.late, { months });
    case "overdue":
      return standing.months ? fill(texts.standing.overdue, { months }) : texts.standing.overdueUnderMonth;
    default:
      return texts.standing[standing.state];
  }
}

/** The tone of a standing's badge: good news, bad news, or neither. */
export function standingTone(standing: DeliveryStanding): "good" | "bad" | "neutral" {
  if (standing.state === "on_time" || standing.state === "delivered") return "good";
  if (standing.state === "late" || standing.state === "overdue") return "bad";
  return "neutral";
}

/**
 * The share of a project's units sold or with a confirmed reservation: "67%" and "4 of 6 units",
 * or null when it lists no units.
 */
export function soldShare(
  units: TrackRecordProject["units"],
  texts: TrackRecordMessages,
  format: Formatters,
) {
  if (units.total === 0) return null;
  return {
    percent: format.percent(Math.round((units.soldOrReserved / units.total) * 100)),
    detail: format.plural(units.total, texts.soldOf).replace("{sold}", format.integer(units.soldOrReserved)),
  };
}

/** How many delivered projects were on time or late, and how many are past due: the record at a glance. */
export function tally(projects: readonly TrackRecordProject[]) {
  const count = (state: DeliveryStanding["state"]) =>
    projects.filter((p) => p.standing.state === state).length;
  return { onTime: count("on_time"), late: count("late"), overdue: count("overdue") };
}
