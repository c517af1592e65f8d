import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard } from "../components/auth-card";
import { primaryButton } from "../components/button-styles";
import { TextField } from "../components/form/text-field";
import { Spinner } from "../components/spinner";
import { notify } from "../components/toasts";
import { useI18n } from "../i18n/language-context";
import { Link, useLocalizedNavigate } from "../i18n/localized-link";
import { ApiRequestError } from "../lib/api-client";
import type { PageHandle } from "../lib/page-handle";
import { pageTitle } from "../lib/page-meta";
import { useBrowserApi } from "../lib/use-api";
import type { Route } from "./+types/reset-password";

export const handle: PageHandle = { searchParams: ["token"] };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, (t) => t.resetPassword.title) },
  { name: "robots", content: "noindex" },
];

/** Opened from the mailed link: choose a new password, then sign in with it. */
export default function ResetPassword() {
  const { t } = useI18n();
  const api = useBrowserApi();
  const navigate = useLocalizedNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    try {
      const answer = await api.post("/users/password-reset/confirm/", {
        body: { token: token ?? "", password },
      });
      notify.success(answer.message);
      navigate("/signin");
    } catch (error) {
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.unknownError);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t.resetPassword.title}
      intro={token ? t.resetPassword.intro : t.resetPassword.missingToken}
    >
      {token ? (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t.resetPassword.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
          />
          <button type="submit" disabled={busy} className={primaryButton} aria-busy={busy}>
            {busy && <Spinner />}
            {t.resetPassword.submit}
          </button>
        </form>
      ) : (
        <Link to="/signin" className={primaryButton}>
          {t.auth.goToSignIn}
        </Link>
      )}
    </AuthCard>
  );
}
