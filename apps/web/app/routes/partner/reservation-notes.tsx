import type {
  PartnerReservation,
  ReservationNote,
} from "@capital/contract/routes/partner-reservations-routes";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useEffect, useState } from "react";
import { primaryButton, secondaryButton } from "../../components/button-styles";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormMessage, PartnerTextarea, useApiForm } from "../../partner/partner-form";

/**
 * A reservation's internal notes (issue 18): the staff's notes, oldest first, and a field to add
 * one. The buyer never sees them. `onAdded` lets the inbox count the new note.
 */
export function ReservationNotesDialog({
  reservation,
  onClose,
  onCloseAutoFocus,
  onAdded,
}: {
  reservation: PartnerReservation | null;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
  onAdded(): void;
}) {
  const { p, accessToken } = usePartner();
  const { format } = useI18n();
  const r = p.reservations;
  const api = useBrowserApi();
  const [notes, setNotes] = useState<ReservationNote[] | null>(null);
  const loading = useApiForm();
  const form = useApiForm();
  const id = reservation?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reservation is a new list; `loading.run` is stable.
  useEffect(() => {
    setNotes(null);
    if (id === undefined) return;
    void loading
      .run(
        async () =>
          api.get("/partner/reservations/:id/notes/", {
            params: { id: String(id) },
            accessToken: await accessToken(),
          }),
        p.common.failed,
      )
      .then((list) => list && setNotes(list));
  }, [id, api, accessToken]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reservation) return;
    const field = event.currentTarget;
    const text = String(new FormData(field).get("text") ?? "");
    const added = await form.run(
      async () =>
        api.post("/partner/reservations/:id/notes/", {
          params: { id: String(reservation.id) },
          body: { text },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!added) return;
    field.reset();
    setNotes((list) => [...(list ?? []), added]);
    notify.success(fill(r.noteAdded, { reference: reservation.reference }));
    onAdded();
  }

  return (
    <Dialog.Root open={reservation !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(92vw,32rem)] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          {reservation && (
            <>
              <Dialog.Title className="font-bold text-lg text-slate-900">
                {fill(r.notesTitle, { reference: reservation.reference })}
              </Dialog.Title>
              <Dialog.Description className="text-slate-600 text-sm">{r.notesHint}</Dialog.Description>
              <FormMessage text={loading.formError} />
              {notes &&
                (notes.length === 0 ? (
                  <p className="text-slate-600">{r.noNotes}</p>
                ) : (
                  <ol className="flex flex-col gap-3">
                    {notes.map((note) => (
                      <li key={note.id} className="rounded-lg bg-slate-50 p-3">
                        <p className="mb-1 flex flex-wrap gap-x-3 text-slate-600 text-xs">
                          <bdi className="font-bold">{note.author?.name ?? r.formerStaff}</bdi>
                          <time dateTime={note.createdAt}>
                            {format.relativeTime(new Date(note.createdAt))}
                          </time>
                        </p>
                        <p className="whitespace-pre-line break-words text-slate-900">
                          <bdi>{note.text}</bdi>
                        </p>
                      </li>
                    ))}
                  </ol>
                ))}
              <form onSubmit={(event) => void add(event)} noValidate className="flex flex-col gap-3">
                <PartnerTextarea label={r.newNote} name="text" errors={form.fields.text} required />
                <FormMessage text={form.formError} />
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Dialog.Close className={secondaryButton}>{r.close}</Dialog.Close>
                  <button type="submit" className={primaryButton} disabled={form.busy}>
                    {r.addNote}
                  </button>
                </div>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
