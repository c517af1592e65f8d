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
import { pageTitle } from "../lib/page-meta";
import { safeReturnPath } from "../lib/safe-return-path";
import { useBrowserApi } from "../lib/use-api";
import { signInHref } from "../saved-units/pending-action";
import { useRedirectWhenSignedIn } from "../session/use-redirect-when-signed-in";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, (t) => t.auth.signUpTitle) },
];

/** SPEC.md section 2: full name, email, password; the agreement box gates the button; success goes to /signin. */
export default function SignUp() {
  const { t } = useI18n();
  const api = useBrowserApi();
  const navigate = useLocalizedNavigate();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = safeReturnPath(useSearchParams()[0].get("next"));
  useRedirectWhenSignedIn(next);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const form = new FormData(event.currentTarget);
      await api.post("/users/create/", { body: form });
      notify.success(t.errors.userCreated);
      // The new account's address is carried to sign-in, which asks only for the password.
      navigate(signInHref(next), { state: { email: String(form.get("email") ?? "") } });
    } catch (error) {
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.registerFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t.auth.signUpTitle} intro={t.auth.signUpIntro}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label={t.auth.fullName} name="name" autoComplete="name" />
        <TextField label={t.auth.email} name="email" type="email" autoComplete="email" dir="ltr" />
        <TextField
          label={t.auth.password}
          name="password"
          type="password"
          autoComplete="new-password"
          dir="ltr"
        />
        <div className="flex items-start gap-2 text-sm">
          <input
            id="agree"
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            className="mt-1 size-4 accent-brand-700"
          />
          <label htmlFor="agree" className="text-slate-700">
            {t.auth.agreePrefix}{" "}
            <Link to="/terms" className="font-bold text-brand-500 underline" target="_blank">
              {t.auth.terms}
            </Link>
            {t.auth.agreeAnd}
            <Link to="/privacy" className="font-bold text-brand-500 underline" target="_blank">
              {t.auth.privacy}
            </Link>
          </label>
        </div>
        <button type="submit" disabled={!agreed || busy} className={primaryButton} aria-busy={busy}>
          {busy && <Spinner />}
          {t.auth.signUpButton}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-600 text-sm">
        {t.auth.haveAccount}{" "}
        <Link to={signInHref(next)} className="font-bold text-brand-500 underline">
          {t.auth.goToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
