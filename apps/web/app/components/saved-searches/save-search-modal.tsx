import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from "@capital/contract/saved-search-options";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { ApiRequestError } from "../../lib/api-client";
import { useBrowserApi } from "../../lib/use-api";
import { currentPath, signInHref } from "../../saved-units/pending-action";
import { useSession } from "../../session/session-context";
import { primaryButton, secondaryButton } from "../button-styles";
import { TextField } from "../form/text-field";
import { Spinner } from "../spinner";
import { notify } from "../toasts";
import { useReturnFocus } from "../use-return-focus";

export type SaveSearchModalProps = { open: boolean; suggestedName: string; onClose(): void };

const FREQUENCIES: SavedSearchFrequency[] = ["instant", "daily"];

/** The save dialog: a name and how often; signed out, the way to sign in and come back to this page. */
export default function SaveSearchModal({ open, suggestedName, onClose }: SaveSearchModalProps) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const { status, accessToken } = useSession();
  const returnFocus = useReturnFocus(open);
  const path = currentPath(useLocation());
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>("instant");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const s = t.savedSearches;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.post("/saved-searches/", {
        body: { name, page: path, frequency },
        accessToken: await accessToken(),
      });
      notify.success(s.saved);
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.displayMessage ?? failure.message)
          : t.errors.unknownError,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(92vw,28rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          {status === "signed-out" ? (
            <>
              <Dialog.Title className="font-bold text-lg text-slate-900">{s.signInTitle}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{s.signInBody}</Dialog.Description>
              <div className="mt-6 flex flex-col gap-2">
                <Link to={signInHref(path)} onClick={onClose} className={primaryButton}>
                  {t.nav.signIn}
                </Link>
                <Link to={signInHref(path, "/signup")} onClick={onClose} className={secondaryButton}>
                  {t.auth.goToSignUp}
                </Link>
                <Dialog.Close className="rounded-lg px-4 py-2 font-bold text-slate-600 hover:bg-slate-100">
                  {s.cancel}
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form onSubmit={save} noValidate>
              <Dialog.Title className="font-bold text-lg text-slate-900">{s.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600 text-sm">{s.dialogIntro}</Dialog.Description>
              <TextField
                className="mt-4"
                label={s.name}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={SAVED_SEARCH_NAME_MAX}
                required
                aria-invalid={error !== null}
                aria-errormessage={error ? errorId : undefined}
              />
              <fieldset className="mt-4">
                <legend className="mb-1 font-bold text-slate-700 text-sm">{s.frequency}</legend>
                {FREQUENCIES.map((value) => (
                  <label key={value} className="flex items-center gap-2 py-1.5 text-slate-800">
                    <input
                      type="radio"
                      name="frequency"
                      value={value}
                      checked={frequency === value}
                      onChange={() => setFrequency(value)}
                      className="size-4 accent-brand-700"
                    />
                    {s.frequencies[value]}
                  </label>
                ))}
              </fieldset>
              {error && (
                <p id={errorId} role="alert" className="mt-3 text-red-700 text-sm">
                  {error}
                </p>
              )}
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close type="button" className={secondaryButton}>
                  {s.cancel}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={busy || status === "loading"}
                  aria-busy={busy}
                  className={primaryButton}
                >
                  {busy && <Spinner />}
                  {s.submit}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
