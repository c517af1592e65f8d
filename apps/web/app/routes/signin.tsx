import { type FormEvent, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
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
import { safeReturnPath } from "../lib/safe-return-path";
import { signInHref } from "../saved-units/pending-action";
import { useSession } from "../session/session-context";
import { useRedirectWhenSignedIn } from "../session/use-redirect-when-signed-in";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, (t) => t.auth.signInTitle) },
];

/** `?next=` is rendered by the server too, so the page it sends back to is the one the link named. */
export const handle: PageHandle = { searchParams: ["next"] };

/** SPEC.md section 2: email and password, a Sign In button with a spinner, a link to sign up. */
export default function SignIn() {
  const [searchParams] = useSearchParams();
  // `?next=/partner`: pages that need a signed-in visitor send them here and get them back.
  const next = safeReturnPath(searchParams.get("next"));
  useRedirectWhenSignedIn(next);
  const { t } = useI18n();
  const { signIn } = useSession();
  const navigate = useLocalizedNavigate();
  const [busy, setBusy] = useState(false);
  // Just signed up: the address is filled in, and the password is what is left to type.
  const state: unknown = useLocation().state;
  const newAccount =
    typeof state === "object" && state !== null && "email" in state && typeof state.email === "string"
      ? state.email
      : "";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await signIn(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      notify.clearErrors();
      navigate(next);
    } catch (error) {
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t.auth.signInTitle} intro={t.auth.signInIntro}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t.auth.email}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          defaultValue={newAccount}
        />
        <TextField
          label={t.auth.password}
          name="password"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          autoFocus={newAccount !== ""}
        />
        <Link to="/forgot-password" className="-mt-2 self-end font-bold text-brand-500 text-sm underline">
          {t.auth.forgotPassword}
        </Link>
        <button type="submit" disabled={busy} className={primaryButton} aria-busy={busy}>
          {busy && <Spinner />}
          {t.auth.signInButton}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-600 text-sm">
        {t.auth.noAccount}{" "}
        <Link to={signInHref(next, "/signup")} className="font-bold text-brand-500 underline">
          {t.auth.goToSignUp}
        </Link>
      </p>
    </AuthCard>
  );
}
