import type { User } from "@capital/contract/user";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Icon } from "../../components/icon/icon";
import { Spinner } from "../../components/spinner";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { useLocalizedNavigate } from "../../i18n/localized-link";
import { ApiRequestError } from "../../lib/api-client";
import { fillNodes } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { useSession } from "../../session/session-context";

const outlineButton =
  "inline-flex items-center gap-2 rounded-lg border px-4 py-2 font-bold text-sm disabled:cursor-not-allowed disabled:opacity-60";

export function Security({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-8 py-4">
      <PasswordReset user={user} />
      <DeleteAccount user={user} />
    </div>
  );
}

function PasswordReset({ user }: { user: User }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      const answer = await api.post("/users/password-reset/", {
        body: { email: user.email },
      });
      notify.success(answer.message);
    } catch (error) {
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.unknownError);
    } finally {
      setSending(false);
    }
  }
  return (
    <section aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="font-bold text-lg text-slate-900">
        {t.account.passwordResetTitle}
      </h2>
      <p className="mt-1 mb-3 text-slate-600">
        {fillNodes(t.account.passwordResetBody, { email: <bdi>{user.email}</bdi> })}
      </p>
      <button
        type="button"
        onClick={send}
        disabled={sending}
        className={`${outlineButton} border-brand-500 text-brand-700 hover:bg-brand-50`}
      >
        {sending && <Spinner />}
        {t.account.sendEmail}
      </button>
    </section>
  );
}

/** SPEC.md: Delete arms the control, Delete Account opens the confirmation, Yes, Remove deletes. */
function DeleteAccount({ user }: { user: User }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const { accessToken, forget } = useSession();
  const navigate = useLocalizedNavigate();
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      const answer = await api.delete("/users/:id/delete/", {
        params: { id: user.id },
        accessToken: await accessToken(),
      });
      forget();
      notify.success(answer.message || t.errors.userDeleted);
      navigate("/");
    } catch (error) {
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.deletionFailed);
      setDeleting(false);
    }
  }

  return (
    <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-red-50/50 p-4">
      <h2 id="delete-heading" className="font-bold text-lg text-red-800">
        {t.account.deleteTitle}
      </h2>
      <p className="mt-1 mb-3 text-slate-700">{t.account.deleteBody}</p>
      {armed ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={`${outlineButton} border-red-700 bg-red-700 text-white hover:bg-red-800`}
        >
          {t.account.deleteAccount}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setArmed(true)}
          className={`${outlineButton} border-red-700 text-red-700 hover:bg-red-100`}
        >
          {t.account.delete}
        </button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.account.confirmTitle}
        description={t.account.confirmWarning}
        confirmLabel={t.account.yesRemove}
        cancelLabel={t.account.noCancel}
        busy={deleting}
        onConfirm={remove}
        icon={<Icon name="triangle-exclamation-point" className="mx-auto mb-3 size-10 text-red-700" />}
      />
    </section>
  );
}
