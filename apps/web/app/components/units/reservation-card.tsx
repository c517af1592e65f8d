import type { Reservation, ReservationStatus } from "@capital/contract/reservations";
import { useRef, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { usePrice } from "../../lib/use-price";
import { ConfirmDialog } from "../confirm-dialog";
import { Spinner } from "../spinner";
import { Countdown } from "./countdown";
import { unitLabel, unitName } from "./unit-label";
import type { UnitActions } from "./use-unit-actions";

const BADGE: Record<ReservationStatus, string> = {
  held: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  sold: "bg-brand-100 text-brand-900",
  declined: "bg-red-100 text-red-900",
  cancelled: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
};

/** One reservation in the booked list: status, reference, date, time left or the company's decision. */
export function ReservationCard({
  reservation: r,
  actions,
  onDetails,
}: {
  reservation: Reservation;
  actions: UnitActions;
  onDetails(): void;
}) {
  const { t, language, format } = useI18n();
  const price = usePrice();
  const [asking, setAsking] = useState(false);
  const [ended, setEnded] = useState(false);
  const status: ReservationStatus = r.status === "held" && ended ? "expired" : r.status;
  const busy = actions.busy(r.unit.id);
  const label = unitLabel(r.unit, language);
  // A cancelled hold loses its Cancel button: focus goes to its neighbour, and the new status is read out.
  const details = useRef<HTMLButtonElement>(null);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      aria-labelledby={`reservation-${r.id}`}
    >
      <img
        src={r.unit.unitImage}
        alt=""
        width={480}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[16/7] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span
            className={`rounded-full px-3 py-1 font-bold text-xs ${BADGE[status]}`}
            data-testid="reservation-status"
            aria-live="polite"
          >
            {t.reservation.statuses[status]}
          </span>
          <span
            className="font-bold font-mono text-slate-700 text-sm"
            dir="ltr"
            data-testid="reservation-reference"
          >
            {r.reference}
          </span>
        </div>
        <h3 id={`reservation-${r.id}`} className="font-bold text-lg text-slate-900">
          <bdi>{unitName(r.unit, language)}</bdi>
        </h3>
        <p className="text-slate-600 text-sm">{localized(r.unit, "projectName", language)}</p>
        <p className="font-bold text-brand-900">{price(r.unit.totalPrice)}</p>
        <p className="text-slate-600 text-sm">
          {fill(t.reservation.bookedOn, { date: format.date(new Date(r.createdAt)) })}
        </p>
        {status === "held" && r.expiresAt && (
          <p className="font-bold text-amber-900 text-sm" data-testid="reservation-time-left">
            {t.reservation.timeLeft}: <Countdown until={r.expiresAt} onEnd={() => setEnded(true)} />
          </p>
        )}
        {status === "declined" && r.declineReason && (
          <p className="text-red-800 text-sm" dir="auto">
            {fill(t.reservation.reason, { reason: r.declineReason })}
          </p>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <button
            ref={details}
            type="button"
            aria-label={`${t.unit.viewDetails}: ${label}`}
            onClick={onDetails}
            className="rounded-lg border border-brand-500 px-3 py-2 font-bold text-brand-700 text-sm hover:bg-brand-50"
          >
            {t.unit.viewDetails}
          </button>
          {(status === "held" || status === "confirmed") && (
            <button
              type="button"
              aria-label={`${t.reservation.cancelHold}: ${label}`}
              disabled={busy}
              onClick={() => setAsking(true)}
              className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-red-300 px-3 py-2 font-bold text-red-700 text-sm hover:bg-red-50 disabled:opacity-60"
            >
              {busy && <Spinner />}
              {t.reservation.cancelHold}
            </button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.reservation.cancelHold}
        description={t.reservation.confirmCancel}
        confirmLabel={t.reservation.cancelHold}
        cancelLabel={t.reservation.keep}
        busy={busy}
        fallbackFocus={details}
        onConfirm={async () => {
          await actions.cancelBooking(r.id);
          setAsking(false);
        }}
      />
    </article>
  );
}
