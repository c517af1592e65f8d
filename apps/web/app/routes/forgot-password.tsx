import { type FormEvent, useState } from "react";
import { AuthCard } from "../components/auth-card";
import { primaryButton } from "../components/button-styles";
import { TextField } from "../components/form/text-field";
import { Spinner } from "../components/spinner";
import { notify } from "../components/toasts";
import { useI18n } from "../i18n/language-context";
import { Link } from "../i18n/localized-link";
import { ApiRequestError } from "../lib/api-client";
import { pageTitle } from "../lib/page-meta";
import { useBrowserApi } from "../lib/use-api";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, (t) => t.resetPassword.requestTitle) },
];

/** Asks for a reset link from the sign-in page, for someone who cannot reach the Security tab. */
export default function ForgotPassword() {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    try {
      const answer = await api.post("/users/password-reset/", { body: { email } });
      notify.success(answer.message);
    } catch (error) {
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.unknownError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t.resetPassword.requestTitle} intro={t.resetPassword.requestIntro}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label={t.auth.email} name="email" type="email" autoComplete="email" dir="ltr" />
        <button type="submit" disabled={busy} className={primaryButton} aria-busy={busy}>
          {busy && <Spinner />}
          {t.resetPassword.requestSubmit}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="font-bold text-brand-500 underline">
          {t.auth.goToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
