import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "@capital/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { primaryButton } from "../../components/button-styles";
import { PageSection } from "../../components/page-section";
import { Spinner } from "../../components/spinner";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { ApiRequestError } from "../../lib/api-client";
import { useBrowserApi } from "../../lib/use-api";

type Fields = { fullName: string; email: string; message: string };
const EMPTY: Fields = { fullName: "", email: "", message: "" };

/** SPEC.md: full name (≤ 25), email and message (≤ 100); nothing typed is lost when the server refuses it. */
export function ContactForm() {
  const { t, format } = useI18n();
  const api = useBrowserApi();
  const id = useId();
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await api.post("/contact/", { body: values });
      notify.success(answer.message);
      setValues(EMPTY);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.body?.fields : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.unknownError);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Fields, label: string, max?: number, multiline = false) => {
    const inputId = `${id}-${name}`;
    const describedBy = [errors[name] ? `${inputId}-error` : null, max ? `${inputId}-count` : null]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: inputId,
      name,
      value: values[name],
      maxLength: max,
      "aria-invalid": Boolean(errors[name]),
      "aria-describedby": describedBy || undefined,
      onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
      className:
        "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 aria-invalid:border-red-600",
    };
    return (
      <div className={multiline ? "sm:col-span-2" : ""}>
        <label htmlFor={inputId} className="mb-1 block font-bold text-slate-700 text-sm">
          {label}
        </label>
        {multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input
            type={name === "email" ? "email" : "text"}
            dir={name === "email" ? "ltr" : undefined}
            {...common}
          />
        )}
        {max && (
          <p id={`${inputId}-count`} className="mt-1 text-slate-500 text-xs">
            {format.plural(max - values[name].length, t.home.charactersLeft)}
          </p>
        )}
        {errors[name] && (
          <p id={`${inputId}-error`} className="mt-1 text-red-700 text-sm">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <PageSection id="contact" title={t.home.contactTitle}>
      <p className="-mt-3 mb-6 text-slate-600">{t.home.contactIntro}</p>
      <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
        {field("fullName", t.home.fullName, CONTACT_NAME_MAX)}
        {field("email", t.home.email)}
        {field("message", t.home.message, CONTACT_MESSAGE_MAX, true)}
        <div>
          <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
            {busy && <Spinner />}
            {t.home.send}
          </button>
        </div>
      </form>
    </PageSection>
  );
}
