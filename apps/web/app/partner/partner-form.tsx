import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { primaryButton, secondaryButton, whileBusy } from "../components/button-styles";
import { useI18n } from "../i18n/language-context";
import { ApiRequestError } from "../lib/api-client";
import { usePartner } from "./partner-context";

/** Field messages as the API sends them (`{"field": ["message"]}`), already in the page's language. */
export type FieldMessages = Record<string, string[]>;

/**
 * After a submission, once its outcome is on screen: when the API refused fields, the first of them
 * takes focus, which scrolls it into view and reads its message (a long form's fields can be
 * screens above its button). Otherwise the button that sent it gets focus back if nothing else took
 * it (a dialog that closed, a row that went away).
 */
function focusAfterSubmission(sender: HTMLElement | null, refused: boolean) {
  const invalid = refused
    ? sender?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')
    : null;
  if (invalid) invalid.focus();
  else if (sender?.isConnected && document.activeElement === document.body) sender.focus();
}

/**
 * A form's submission against the API: `run` calls it, and a 400's `fields` land beside their
 * inputs; any other refusal becomes the form's message. Returns what the call answered, or undefined.
 */
export function useApiForm() {
  const [fields, setFields] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitted = useRef<{ sender: HTMLElement | null; refused: boolean } | null>(null);
  // After the render that shows the outcome (the fields marked invalid), not before it.
  useEffect(() => {
    if (busy || !submitted.current) return;
    const { sender, refused } = submitted.current;
    submitted.current = null;
    focusAfterSubmission(sender, refused);
  }, [busy]);
  const run = useCallback(async <T,>(submit: () => Promise<T>, fallback: string): Promise<T | undefined> => {
    const sender = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    setFields({});
    setFormError(null);
    try {
      const answer = await submit();
      submitted.current = { sender, refused: false };
      return answer;
    } catch (error) {
      if (error instanceof ApiRequestError && error.body?.fields) {
        setFields(error.body.fields);
        const unplaced = error.body.fields.non_field_errors;
        if (unplaced) setFormError(unplaced.join(" "));
      } else {
        setFormError((error instanceof ApiRequestError && error.body?.message) || fallback);
      }
      submitted.current = { sender, refused: true };
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { fields, formError, busy, run };
}

type FieldShell = { label: string; name: string; errors?: string[]; hint?: string; className?: string };

function Shell({
  label,
  errors,
  hint,
  className,
  id,
  children,
}: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-bold text-slate-700 text-sm">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        // A line each: Arabic messages end without a stop, and run together on one line.
        <p id={`${id}-error`} className="mt-1 font-bold text-red-700 text-sm">
          {errors.map((error, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one field's messages, in the API's order.
            <span key={i} className="block">
              {error}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

const control =
  "block w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-500 aria-[invalid=true]:border-red-600";
/**
 * Inputs and selects share one height, so a row of them lines up at its labels and its edges; the
 * browser centres their line in it (padding would clip Cairo's tall line in a select).
 */
const singleLine = `${control} h-11`;

function describedBy(id: string, props: FieldShell) {
  const ids = [props.hint ? `${id}-hint` : "", props.errors?.length ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled input whose API errors show under it and are read with it. */
export function PartnerInput(props: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const { label, name, errors, hint, className, ...input } = props;
  const id = useId();
  // Figures, addresses and links read left to right on an Arabic page too ("-3", not "3-"),
  // still aligned with the form's other fields.
  const leftToRight =
    ["numeric", "decimal", "tel", "email", "url"].includes(input.inputMode ?? "") ||
    ["number", "tel", "email", "url"].includes(input.type ?? "");
  const attributes = {
    id,
    name,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy(id, props),
  };
  return (
    <Shell {...{ label, name, errors, hint, className, id }}>
      {input.type === "file" ? (
        <FileInput {...attributes} {...input} />
      ) : (
        <input
          {...attributes}
          className={`${singleLine} border-slate-300${leftToRight ? " rtl:text-right" : ""}`}
          dir={leftToRight ? "ltr" : undefined}
          {...input}
        />
      )}
    </Shell>
  );
}

/**
 * A file input in the page's language: the browser's own button and "No file chosen" follow the
 * browser's language, not the page's. The real input lies invisible over a button of ours, so a
 * click, a tap or the keyboard reach the browser's picker as before; the chosen files are named beside it.
 */
function FileInput(input: InputHTMLAttributes<HTMLInputElement>) {
  const { p } = usePartner();
  const { format } = useI18n();
  const [chosen, setChosen] = useState<string[]>([]);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const clear = () => setChosen([]);
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);
  const [only] = chosen;
  const summary =
    chosen.length === 0
      ? p.common.noFileChosen
      : chosen.length === 1 && only
        ? only
        : format.plural(chosen.length, p.common.filesChosen);
  return (
    <div className="flex items-center gap-3">
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          {...input}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
          onChange={(event) => {
            setChosen(Array.from(event.currentTarget.files ?? [], (file) => file.name));
            input.onChange?.(event);
          }}
        />
        <span
          aria-hidden="true"
          className={`${secondaryButton} px-4 py-2 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-focus peer-aria-[invalid=true]:border-red-600`}
        >
          {input.multiple ? p.common.chooseFiles : p.common.chooseFile}
        </span>
      </span>
      <span className="min-w-0 truncate text-slate-600 text-sm" dir="auto">
        {summary}
      </span>
    </div>
  );
}

export function PartnerTextarea(
  props: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">,
) {
  const { label, name, errors, hint, className, ...input } = props;
  const id = useId();
  return (
    <Shell {...{ label, name, errors, hint, className, id }}>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, props)}
        className={`${control} border-slate-300 py-2.5`}
        {...input}
      />
    </Shell>
  );
}

export function PartnerSelect(
  props: FieldShell & { options: readonly { value: string; label: string }[]; defaultValue?: string },
) {
  const { label, name, errors, hint, className, options, defaultValue } = props;
  const id = useId();
  return (
    <Shell {...{ label, name, errors, hint, className, id }}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, props)}
        className={`${singleLine} border-slate-300`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** The form's own message (not about one field), announced when it appears. */
export function FormMessage({ text, tone = "error" }: { text: string | null; tone?: "error" | "success" }) {
  if (!text) return null;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 font-bold text-sm [overflow-wrap:anywhere] ${tone === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}
    >
      {text}
    </p>
  );
}

/** A form's end: its error, what it just did, and its submit button, busy while the request runs. */
export function FormFooter({
  error,
  notice = null,
  label,
  busy,
  secondary = false,
}: {
  error: string | null;
  notice?: string | null;
  label: string;
  busy: boolean;
  /** A smaller form inside a page whose main form has the primary button. */
  secondary?: boolean;
}) {
  return (
    <>
      <FormMessage text={error} />
      <FormMessage text={notice} tone="success" />
      <button
        type="submit"
        className={`${secondary ? secondaryButton : primaryButton} self-start`}
        {...whileBusy(busy)}
      >
        {label}
      </button>
    </>
  );
}

/** A field's direction and language from its name: a field's Arabic twin is named `…Arabic`. */
function languageOf(name: string) {
  return name.endsWith("Arabic") ? { dir: "rtl", lang: "ar" } : { dir: "ltr", lang: "en" };
}

/** Required text fields in English and Arabic pairs, each typed in its own direction. */
export function BilingualFields<Name extends string>({
  names,
  labels,
  values,
  fields,
  multiline = false,
}: {
  names: readonly Name[];
  labels: Record<Name, string>;
  values?: Partial<Record<Name, string>>;
  fields: FieldMessages;
  multiline?: boolean;
}) {
  const Field = multiline ? PartnerTextarea : PartnerInput;
  return names.map((name) => (
    <Field
      key={name}
      label={labels[name]}
      name={name}
      defaultValue={values?.[name]}
      errors={fields[name]}
      required
      {...languageOf(name)}
    />
  ));
}

/** Picture inputs: required when the record is new, and left empty they keep today's picture. */
export function ImageFields<Name extends string>({
  names,
  labels,
  replacing,
  hint,
  keepHint,
  fields,
}: {
  names: readonly Name[];
  labels: Record<Name, string>;
  replacing: boolean;
  hint: string;
  keepHint: string;
  fields: FieldMessages;
}) {
  return names.map((name) => (
    <PartnerInput
      key={name}
      label={labels[name]}
      name={name}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      required={!replacing}
      hint={replacing ? `${hint} ${keepHint}` : hint}
      errors={fields[name]}
    />
  ));
}
