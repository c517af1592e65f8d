import { DEFAULT_PAGE_SIZE } from "@capital/contract/constants";
import type { RouteAnswer } from "@capital/contract/define-route";
import { RESERVATION_STATUSES, type ReservationStatus } from "@capital/contract/reservation-rules";
import type {
  PartnerReservation,
  partnerReservationsRoutes,
} from "@capital/contract/routes/partner-reservations-routes";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton, whileBusy } from "../../components/button-styles";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { notify } from "../../components/toasts";
import { unitName } from "../../components/units/unit-label";
import { useReturnFocus } from "../../components/use-return-focus";
import { useFloorName } from "../../i18n/floor-name";
import { toLocalDigits } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormMessage, PartnerTextarea, useApiForm } from "../../partner/partner-form";
import { PartnerTable } from "../../partner/partner-table";
import { queryOf, ReservationFilters, useFilters } from "./reservation-filters";
import { ReservationNotesDialog } from "./reservation-notes";
import { ReservationsExport } from "./reservations-export";

type Status = ReservationStatus;
type Row = PartnerReservation;
type Page = RouteAnswer<typeof partnerReservationsRoutes.list>;

const DECIDABLE: readonly Status[] = ["held", "confirmed"];

/** The phone as WhatsApp wants it: digits only, an Egyptian local number with its country code. */
function whatsappNumber(phone: string) {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") ? `2${digits}` : digits;
}

/**
 * /partner/reservations (every partner role, issue 18): the buyers' holds and their decisions,
 * filtered by status, project and the days they were made (in the URL), with internal notes.
 */
export default function PartnerReservations() {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const floorName = useFloorName();
  const r = p.reservations;
  const api = useBrowserApi();
  const { params, set } = useFilters();
  const search = params.toString();
  const status = (RESERVATION_STATUSES as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as Status)
    : "";
  const page = Number(params.get("page")) || 1;
  const [list, setList] = useState<Page | null>(null);
  const [declining, setDeclining] = useState<Row | null>(null);
  const [noting, setNoting] = useState<Row | null>(null);
  // A sale cannot be undone, so it is asked about first; a confirmation is the usual next step.
  const [selling, setSelling] = useState<Row | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const form = useApiForm();
  const loading = useApiForm();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useReturnFocus(declining !== null, heading);
  const returnFocusFromNotes = useReturnFocus(noting !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's filters (search) are what is loaded; `loading.run` is stable.
  const load = useCallback(async () => {
    const answer = await loading.run(
      async () =>
        api.get("/partner/reservations/", {
          query: queryOf(new URLSearchParams(search)),
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    setList(answer ?? null);
  }, [api, accessToken, search]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Reloads after a decision; when that took away the row whose button had focus, the heading takes it. */
  const [reloaded, setReloaded] = useState(false);
  async function reload() {
    await load();
    setReloaded(true);
  }
  useEffect(() => {
    if (!reloaded) return;
    setReloaded(false);
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [reloaded]);

  async function move(row: Row, action: "confirm" | "sell") {
    setBusyId(row.id);
    setActionError(null);
    const done = await form.run(
      async () =>
        action === "confirm"
          ? api.post("/partner/reservations/:id/confirm/", {
              params: { id: String(row.id) },
              accessToken: await accessToken(),
            })
          : api.post("/partner/reservations/:id/sell/", {
              params: { id: String(row.id) },
              accessToken: await accessToken(),
            }),
      p.common.failed,
    );
    setBusyId(null);
    if (done)
      notify.success(fill(action === "confirm" ? r.confirmed : r.soldDone, { reference: row.reference }));
    await reload();
  }

  useEffect(() => {
    if (form.formError && declining === null) {
      setActionError(form.formError);
      notify.error(form.formError);
    }
  }, [form.formError, declining]);

  async function decline(event: FormEvent<HTMLFormElement>, row: Row) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    const done = await form.run(
      async () =>
        api.post("/partner/reservations/:id/decline/", {
          params: { id: String(row.id) },
          body: { reason },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!done) return;
    setDeclining(null);
    notify.success(fill(r.declined, { reference: row.reference }));
    await reload();
  }

  const count = (value: Status | "") =>
    list
      ? value
        ? (list.counts[value] ?? 0)
        : RESERVATION_STATUSES.reduce((sum, s) => sum + (list.counts[s] ?? 0), 0)
      : 0;
  const pages = list ? Math.max(1, Math.ceil(list.count / DEFAULT_PAGE_SIZE)) : 1;
  const now = new Date();

  return (
    <section aria-labelledby="reservations-title" className="flex flex-col gap-4">
      <h1 id="reservations-title" ref={heading} tabIndex={-1} className="font-bold text-2xl text-brand-900">
        {r.title}
      </h1>
      <nav aria-label={r.status} className="flex flex-wrap gap-2">
        {(["", ...RESERVATION_STATUSES] as const).map((value) => (
          <button
            key={value || "all"}
            type="button"
            aria-pressed={status === value}
            className={`rounded-full border px-3 py-1.5 text-sm ${
              status === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"
            }`}
            onClick={() => set({ status: value })}
          >
            {fill(r.tabCount, {
              label: r.statuses[value || "all"],
              count: format.integer(count(value)),
            })}
          </button>
        ))}
      </nav>
      <ReservationFilters projects={list?.projects ?? []} errors={loading.fields} />
      <ReservationsExport />
      <FormMessage text={loading.formError} />
      {actionError && <FormMessage text={actionError} />}
      {list && (
        <PartnerTable
          caption={r.table}
          rows={list.results}
          rowKey={(row) => row.id}
          empty={r.none}
          stackedOnPhone
          columns={[
            // Ten facts in seven columns, so Confirm is on screen at 1366 px without scrolling sideways.
            {
              header: r.reference,
              cell: (row) => (
                <div className="flex flex-col items-start">
                  <bdi dir="ltr" className="whitespace-nowrap font-bold">
                    {row.reference}
                  </bdi>
                  <span className="text-slate-600 text-sm">
                    {r.made}: <time dateTime={row.createdAt}>{format.date(new Date(row.createdAt))}</time>
                  </span>
                </div>
              ),
            },
            {
              header: r.unit,
              cell: (row) => (
                <div className="flex flex-col items-start">
                  <bdi>{unitName(row.unit, language)}</bdi>
                  {/* Names repeat from building to building: the code and place tell the unit apart. */}
                  <span className="text-slate-600 text-sm">
                    <bdi dir="ltr" className="font-bold" data-testid={`unit-code-${row.reference}`}>
                      {row.unit.code}
                    </bdi>
                    {" — "}
                    {format.list([
                      toLocalDigits(
                        (language === "ar" ? row.unit.buildingArabic : row.unit.building) ?? "",
                        language,
                      ),
                      floorName(row.unit.floor),
                      language === "ar" ? row.unit.projectNameArabic : row.unit.projectName,
                    ])}
                  </span>
                </div>
              ),
            },
            {
              header: r.buyer,
              cell: (row) => (
                <div className="flex flex-col items-start">
                  <bdi>{row.buyer.name}</bdi>
                  <a
                    href={`mailto:${row.buyer.email}`}
                    dir="ltr"
                    className="text-brand-700 text-sm underline"
                  >
                    {row.buyer.email}
                  </a>
                </div>
              ),
            },
            {
              header: r.phone,
              cell: (row) =>
                row.buyer.phone ? (
                  // Two links stacked: each at least 24 px tall with a gap, so a thumb hits the one it means.
                  <div className="flex flex-col items-start gap-1">
                    <a
                      href={`tel:${row.buyer.phone}`}
                      dir="ltr"
                      className="inline-flex min-h-6 items-center text-brand-700 underline"
                    >
                      {row.buyer.phone}
                    </a>
                    <a
                      href={`https://wa.me/${whatsappNumber(row.buyer.phone)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-6 items-center text-green-800 text-sm underline"
                    >
                      {fill(r.whatsapp, { name: row.buyer.name })}
                    </a>
                  </div>
                ) : (
                  "—"
                ),
            },
            {
              header: r.plan,
              cell: (row) =>
                row.plan
                  ? fill(r.planSummary, {
                      deposit: format.percent(row.plan.deposit),
                      years: format.plural(row.plan.years, r.years),
                    })
                  : r.noPlan,
            },
            {
              header: r.status,
              cell: (row) => (
                <div className="flex flex-col items-start">
                  <span className="font-bold" data-testid={`status-${row.reference}`}>
                    {r.statuses[row.status]}
                  </span>
                  {row.status === "held" && row.expiresAt && (
                    <span className="text-slate-600 text-sm">
                      {r.timeLeft}: {format.relativeTime(new Date(row.expiresAt), now)}
                    </span>
                  )}
                </div>
              ),
            },
            {
              header: r.actions,
              cell: (row) => (
                <div className="flex flex-wrap gap-x-3 gap-y-2">
                  {row.status === "held" && (
                    <button
                      type="button"
                      className="font-bold text-brand-700 underline"
                      disabled={busyId === row.id}
                      onClick={() => void move(row, "confirm")}
                    >
                      {r.confirm}
                      <span className="sr-only">
                        {" "}
                        <bdi>{row.reference}</bdi>
                      </span>
                    </button>
                  )}
                  {DECIDABLE.includes(row.status) && (
                    <>
                      <button
                        type="button"
                        className="font-bold text-red-700 underline"
                        onClick={() => {
                          setActionError(null);
                          setDeclining(row);
                        }}
                      >
                        {r.decline}
                        <span className="sr-only">
                          {" "}
                          <bdi>{row.reference}</bdi>
                        </span>
                      </button>
                      <button
                        type="button"
                        className="font-bold text-slate-700 underline"
                        disabled={busyId === row.id}
                        onClick={() => setSelling(row)}
                      >
                        {r.sell}
                        <span className="sr-only">
                          {" "}
                          <bdi>{row.reference}</bdi>
                        </span>
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="whitespace-nowrap font-bold text-slate-700 underline"
                    onClick={() => setNoting(row)}
                  >
                    {fill(r.notes, { count: format.integer(row.noteCount) })}
                  </button>
                </div>
              ),
            },
          ]}
        />
      )}
      {list && pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={r.table}>
          <button
            type="button"
            className={secondaryButton}
            disabled={!list.previous}
            onClick={() => set({ page: String(page - 1) })}
          >
            {p.common.previous}
          </button>
          <span>{fill(p.common.pageOf, { page: format.integer(page), pages: format.integer(pages) })}</span>
          <button
            type="button"
            className={secondaryButton}
            disabled={!list.next}
            onClick={() => set({ page: String(page + 1) })}
          >
            {p.common.next}
          </button>
        </nav>
      )}
      <Dialog.Root open={declining !== null} onOpenChange={(open) => !open && setDeclining(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            aria-describedby={undefined}
            className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-xl"
          >
            {declining && (
              <form
                onSubmit={(event) => void decline(event, declining)}
                noValidate
                className="flex flex-col gap-4"
              >
                <Dialog.Title className="font-bold text-lg text-slate-900">
                  {fill(r.declineTitle, { reference: declining.reference })}
                </Dialog.Title>
                <PartnerTextarea
                  label={r.reason}
                  name="reason"
                  hint={r.declineHint}
                  errors={form.fields.reason}
                  required
                  autoFocus
                />
                <FormMessage text={form.formError} />
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Dialog.Close className={secondaryButton}>{p.common.cancel}</Dialog.Close>
                  <button type="submit" className={primaryButton} {...whileBusy(form.busy)}>
                    {r.confirmDecline}
                  </button>
                </div>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={selling !== null}
        onOpenChange={(open) => !open && setSelling(null)}
        title={selling ? fill(r.sellTitle, { reference: selling.reference }) : ""}
        description={r.sellWarning}
        confirmLabel={r.sell}
        cancelLabel={p.common.cancel}
        busy={selling !== null && busyId === selling.id}
        fallbackFocus={heading}
        onConfirm={() => {
          if (!selling) return;
          void move(selling, "sell").then(() => setSelling(null));
        }}
      />
      <ReservationNotesDialog
        reservation={noting}
        onClose={() => setNoting(null)}
        onCloseAutoFocus={returnFocusFromNotes}
        onAdded={() => void load()}
      />
    </section>
  );
}
