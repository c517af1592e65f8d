import type { Reservation } from "@capital/contract/reservations";
import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { useLocalizedNavigate } from "../../i18n/localized-link";
import type { SuccessKind } from "../../saved-units/saved-units-context";
import { Icon } from "../icon/icon";
import { useReturnFocus } from "../use-return-focus";
import { Countdown } from "./countdown";

/**
 * SPEC.md's success modals: 'View Booked List' (to /booking) or 'View Favourite List' (to
 * /favourite); on a search page the button is just Confirm. A hold shows its reference and time left.
 */
export type SuccessDialogProps = {
  kind: SuccessKind | null;
  reservations?: Reservation[];
  /** The held units were favourites: the hold moved them to the booked list (DECISIONS.md). */
  leftFavourites?: boolean;
  onClose(): void;
};

export default function SuccessModal({
  kind,
  reservations = [],
  leftFavourites,
  onClose,
}: SuccessDialogProps) {
  const { t, format } = useI18n();
  const returnFocus = useReturnFocus(kind !== null);
  const navigate = useLocalizedNavigate();
  const { pathname } = useLocation();
  const onSearch = pathname.includes("/search");
  const label = onSearch
    ? t.saved.confirm
    : kind === "booking"
      ? t.saved.viewBookedList
      : t.saved.viewFavouriteList;
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Icon name="circle-check" className="mx-auto mb-3 size-12 text-emerald-600" />
          <Dialog.Title className="font-bold text-lg text-slate-900">
            {kind === "booking" ? t.reservation.successTitle : t.errors.favouriteAdded}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            {kind === "booking" ? t.saved.bookingSuccess : t.saved.favouriteSuccess}
            {kind === "booking" && leftFavourites && (
              <span className="mt-2 block">
                {format.plural(reservations.length || 1, t.saved.movedFromFavourites)}
              </span>
            )}
          </Dialog.Description>
          {kind === "booking" &&
            reservations.map((r) => (
              <dl
                key={r.id}
                className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-start text-sm"
              >
                <dt className="text-slate-500">{t.reservation.reference}</dt>
                <dd
                  className="font-bold font-mono text-slate-900"
                  dir="ltr"
                  data-testid="reservation-reference"
                >
                  {r.reference}
                </dd>
                {r.expiresAt && (
                  <>
                    <dt className="text-slate-500">{t.reservation.timeLeft}</dt>
                    <dd className="font-bold text-slate-900" data-testid="reservation-time-left">
                      <Countdown until={r.expiresAt} />
                    </dd>
                  </>
                )}
              </dl>
            ))}
          <button
            type="button"
            onClick={() => {
              onClose();
              if (!onSearch) navigate(kind === "booking" ? "/booking" : "/favourite");
            }}
            className="mt-6 rounded-lg bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-900"
          >
            {label}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
