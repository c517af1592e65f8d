import type { EnrichedUnit } from "@capital/contract/projects";
import { CALL_TIMES, egyptianMobile, RESERVATION_NOTE_MAX } from "@capital/contract/reservation-rules";
import type { Reservation } from "@capital/contract/reservations";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useRootData } from "../../lib/root-data";
import { usePrice } from "../../lib/use-price";
import { useSavedUnits } from "../../saved-units/saved-units-context";
import { useSession } from "../../session/session-context";
import { TextField } from "../form/text-field";
import { Spinner } from "../spinner";
import { useReturnFocus } from "../use-return-focus";
import { unitLabel } from "./unit-label";

export type ReservationDialogProps = {
  /** The units to hold (a whole villa is several), or null while closed. */
  units: EnrichedUnit[] | null;
  onClose(): void;
  onHeld(reservations: Reservation[], leftFavourites: boolean): void;
};

/**
 * Issue 18's confirmation step: the unit, the payment plan to talk about (deposit, instalment,
 * years, total), the mobile number to call (the profile's, checked as an Egyptian mobile), an
 * optional note and call time, and what happens next, in plain words.
 */
export default function ReservationModal({ units, onClose, onHeld }: ReservationDialogProps) {
  const { t, language, format } = useI18n();
  const price = usePrice();
  const { user } = useSession();
  const { book, busy } = useSavedUnits();
  const { config } = useRootData();
  const returnFocus = useReturnFocus(units !== null);
  const id = useId();
  const [first] = units ?? [];
  const plans = first?.plans ?? [];
  const [planId, setPlanId] = useState<number | null>(plans[0]?.id ?? null);
  const [phone, setPhone] = useState(user?.phone ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  if (!units || !first) return null;
  const working = busy(first.id);
  const total = units.reduce((sum, u) => sum + u.totalPrice, 0);
  const duration = format.plural(
    Math.max(1, Math.round(config.reservationHoldSeconds / 3600)),
    t.reservation.hours,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || !units) return;
    const form = new FormData(event.currentTarget);
    if (egyptianMobile(phone) === null) {
      setErrors({ phone: [t.reservation.phoneInvalid] });
      return;
    }
    setErrors({});
    const note = String(form.get("note") ?? "").trim();
    const callTime = String(form.get("callTime") ?? "");
    const result = await book({
      units: units.map((u) => u.id),
      phone,
      ...(planId !== null ? { paymentPlanId: planId } : {}),
      ...(note ? { note } : {}),
      ...(CALL_TIMES.includes(callTime as never)
        ? { preferredCallTime: callTime as (typeof CALL_TIMES)[number] }
        : {}),
    });
    if (result.ok) onHeld(result.reservations, result.leftFavourites);
    else if (result.fields) setErrors(result.fields);
  }

  const fieldError = (name: string) =>
    errors[name]?.length ? (
      <p id={`${id}-${name}-error`} className="mt-1 font-bold text-red-700 text-sm">
        {errors[name]?.join(" ")}
      </p>
    ) : null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,36rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="font-bold text-slate-900 text-xl">{t.reservation.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-600">{t.reservation.intro}</Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
            <section aria-labelledby={`${id}-unit`} className="rounded-xl bg-slate-50 p-3">
              <h3 id={`${id}-unit`} className="font-bold text-slate-500 text-xs">
                {t.reservation.unitLabel}
              </h3>
              {units.map((u) => (
                <p key={u.id} className="font-bold text-slate-900">
                  {unitLabel(u, language)}
                </p>
              ))}
              <p className="font-bold text-brand-900">{price(total)}</p>
            </section>

            {plans.length > 0 && (
              <fieldset>
                <legend className="mb-2 font-bold text-slate-700 text-sm">{t.reservation.planLegend}</legend>
                <div className="flex flex-col gap-2">
                  {plans.map((plan) => (
                    <label
                      key={plan.id}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name="plan"
                        checked={planId === plan.id}
                        onChange={() => setPlanId(plan.id)}
                        className="mt-1"
                      />
                      <span className="flex flex-col text-sm">
                        <span className="font-bold text-slate-900">
                          {fill(t.reservation.planDeposit, {
                            amount: price(plan.depositAmount),
                            percent: format.integer(plan.deposit),
                          })}
                        </span>
                        <span className="text-slate-700">
                          {fill(t.reservation.planInstalment, { amount: price(plan.monthInstallment) })}{" "}
                          {format.plural(plan.years, t.reservation.planYears)}
                        </span>
                        <span className="text-slate-600">
                          {fill(t.reservation.planTotal, { amount: price(first.totalPrice) })}
                        </span>
                      </span>
                    </label>
                  ))}
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name="plan"
                      checked={planId === null}
                      onChange={() => setPlanId(null)}
                    />
                    <span className="text-sm">{t.reservation.noPlan}</span>
                  </label>
                </div>
                {fieldError("paymentPlanId")}
              </fieldset>
            )}

            <div>
              <TextField
                label={t.reservation.phone}
                hint={t.reservation.phoneHint}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                required
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                aria-invalid={Boolean(errors.phone)}
                aria-errormessage={errors.phone ? `${id}-phone-error` : undefined}
              />
              {fieldError("phone")}
            </div>

            <div>
              <label htmlFor={`${id}-note`} className="mb-1 block font-bold text-slate-700 text-sm">
                {t.reservation.note}
              </label>
              <textarea
                id={`${id}-note`}
                name="note"
                rows={2}
                maxLength={RESERVATION_NOTE_MAX}
                dir="auto"
                className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
              />
              {fieldError("note")}
            </div>

            <div>
              <label htmlFor={`${id}-call`} className="mb-1 block font-bold text-slate-700 text-sm">
                {t.reservation.callTime}
              </label>
              <select
                id={`${id}-call`}
                name="callTime"
                defaultValue=""
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
              >
                <option value="">{t.reservation.callTimes.any}</option>
                {CALL_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {t.reservation.callTimes[time]}
                  </option>
                ))}
              </select>
            </div>

            <section
              aria-labelledby={`${id}-next`}
              className="rounded-xl border border-brand-100 bg-brand-50 p-3"
            >
              <h3 id={`${id}-next`} className="mb-1 font-bold text-brand-900">
                {t.reservation.nextTitle}
              </h3>
              <ol
                className={`${language === "ar" ? "list-[arabic-indic]" : "list-decimal"} space-y-1 ps-5 text-slate-700 text-sm`}
              >
                {t.reservation.nextSteps.map((step) => (
                  <li key={step}>{fill(step, { duration })}</li>
                ))}
              </ol>
            </section>

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2.5 font-bold text-slate-700 hover:bg-slate-50">
                {t.reservation.cancel}
              </Dialog.Close>
              <button
                type="submit"
                disabled={working}
                aria-busy={working}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
              >
                {working && <Spinner />}
                {t.reservation.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
