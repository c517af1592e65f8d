import type { Notification } from "@capital/contract/feedback-api";
import { useI18n } from "../../i18n/language-context";
import { fillNodes } from "../../lib/fill";
import { unitName } from "../units/unit-label";

/** A notification's sentence in the reader's language, with other people's words isolated. */
export function NotificationText({ notification: n }: { notification: Notification }) {
  const { t, language, format } = useI18n();
  const arabic = language === "ar";
  const count = Number(n.data.count ?? 1);
  const reason = n.data.reason === "price_drop" ? "price_drop" : "back_on_market";
  const wording =
    n.kind === "search_alert" && count > 1
      ? format.plural(count, t.notifications.searchAlertMany)
      : n.kind === "favourite_alert"
        ? count > 1
          ? format.plural(count, t.notifications.favouriteAlertMany)
          : t.notifications.favouriteAlert[reason]
        : t.notifications.kinds[n.kind];
  const name = unitName(
    { name: String(n.data.unitName ?? ""), nameArabic: String(n.data.unitNameArabic ?? "") },
    language,
  );
  // A sales team tells units apart by code: names repeat from building to building.
  const code = n.kind === "booking_received" && typeof n.data.unitCode === "string" ? n.data.unitCode : null;
  return fillNodes(wording, {
    unit: code ? (
      <>
        <bdi dir="ltr">{code}</bdi> ({name})
      </>
    ) : (
      name
    ),
    company: String((arabic ? n.data.companyArabic : n.data.company) ?? ""),
    // Someone else's name, as they wrote it.
    actor: <bdi>{String(n.data.actor ?? "")}</bdi>,
    reference: <bdi dir="ltr">{String(n.data.reference ?? "")}</bdi>,
    // The company's words, as they wrote them.
    reason: <bdi>{String(n.data.reason ?? "")}</bdi>,
    // The buyer's own name for their saved search.
    search: <bdi>{String(n.data.search ?? "")}</bdi>,
    project: <bdi>{String((arabic ? n.data.projectNameArabic : n.data.projectName) ?? "")}</bdi>,
    percent: typeof n.data.percent === "number" ? format.percent(n.data.percent) : "",
  });
}
