import { RESERVATION_STATUSES, type ReservationStatus } from "@capital/contract/reservation-rules";
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fillNodes } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";

/** /partner: who you are in the portal and what you may do, and the reservations waiting in each status. */
export default function PartnerOverview() {
  const { me, p } = usePartner();
  const { language } = useI18n();
  const company = me.company && (language === "ar" ? me.company.nameArabic : me.company.name);
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-6">
      <div>
        <h1 id="overview-title" className="mb-2 font-bold text-2xl text-brand-900">
          {p.overview.title}
        </h1>
        <p className="mb-4 text-lg">{fillNodes(p.overview.welcome, { name: <bdi>{me.user.name}</bdi> })}</p>
        <p className="text-slate-700">
          {company
            ? fillNodes(p.overview.staffIntro, {
                role: p.roleInSentence[me.role],
                company: <bdi>{company}</bdi>,
              })
            : p.overview.operatorIntro}
        </p>
      </div>
      <ReservationCounts />
    </section>
  );
}

/** How many of the company's reservations (operators: all) are in each status, each a way into the inbox. */
function ReservationCounts() {
  const { p, accessToken } = usePartner();
  const { format } = useI18n();
  const api = useBrowserApi();
  const r = p.reservations;
  const [counts, setCounts] = useState<Record<ReservationStatus, number> | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const page = await api.get("/partner/reservations/", {
          query: { page_size: 1 },
          accessToken: await accessToken(),
        });
        if (!cancelled) setCounts(page.counts as Record<ReservationStatus, number>);
      } catch {
        // The inbox itself shows why it cannot load; the overview stays without the counts.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, accessToken]);

  return (
    <section aria-labelledby="reservation-counts-title" className="flex flex-col gap-3">
      <h2 id="reservation-counts-title" className="font-bold text-brand-900 text-xl">
        {r.overviewTitle}
      </h2>
      {counts && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {RESERVATION_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`/partner/reservations?status=${status}`}
                data-testid={`count-${status}`}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500"
              >
                <span className="font-bold text-3xl text-brand-900">{format.integer(counts[status])}</span>
                <span className="text-slate-700">{r.statuses[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/partner/reservations" className="self-start font-bold text-brand-700 underline">
        {r.overviewAll}
      </Link>
    </section>
  );
}
