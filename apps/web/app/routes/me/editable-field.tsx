import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../../i18n/language-context";

type Option = { value: string; label: string };

type EditableFieldProps = {
  label: string;
  value: string | null;
  /** Shown in view mode; defaults to the value or "Not set". */
  display?: ReactNode;
  options?: Option[];
  inputType?: "text" | "tel";
  onSave(value: string): void;
  locked?: string;
};

/**
 * A profile field with Edit, Cancel and Save (SPEC.md section 2). Save closes the editor at once,
 * without waiting for the server (SPEC.md section 4); the toast tells how it went.
 */
export function EditableField({
  label,
  value,
  display,
  options,
  inputType = "text",
  onSave,
  locked,
}: EditableFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? "");
  // Save and Cancel close the editor: the keyboard goes back to the Edit button, not the page's start.
  const editButton = useRef<HTMLButtonElement>(null);
  const closedByPerson = useRef(false);
  useEffect(() => {
    if (!editing && closedByPerson.current) {
      closedByPerson.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const close = () => {
    closedByPerson.current = true;
    setEditing(false);
  };

  // The person's own words, isolated from the page's direction.
  const shown =
    display ?? (value ? <bdi>{value}</bdi> : <span className="text-slate-500">{t.account.notSet}</span>);
  return (
    <div className="flex flex-col gap-2 border-slate-100 border-b py-4 sm:flex-row sm:flex-wrap sm:items-center">
      <label htmlFor={id} className="w-40 shrink-0 font-bold text-slate-700 text-sm">
        {label}
      </label>
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            close();
            onSave(draft);
          }}
        >
          {options ? (
            <select
              id={id}
              // biome-ignore lint/a11y/noAutofocus: Edit was pressed to change this very field.
              autoFocus
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className="rounded-lg border border-slate-300 px-3 py-2"
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={id}
              // biome-ignore lint/a11y/noAutofocus: Edit was pressed to change this very field.
              autoFocus
              type={inputType}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
              dir={inputType === "tel" ? "ltr" : undefined}
            />
          )}
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-sm text-white hover:bg-brand-900"
          >
            {t.account.save}
          </button>
          <button
            type="button"
            onClick={close}
            className="rounded-lg border border-slate-300 px-4 py-2 font-bold text-slate-700 text-sm hover:bg-slate-50"
          >
            {t.account.cancel}
          </button>
        </form>
      ) : (
        <div className="flex min-w-0 flex-1 items-center justify-between gap-2">
          <output id={id} className="min-w-0 break-words text-slate-900 [overflow-wrap:anywhere]">
            {shown}
          </output>
          <button
            ref={editButton}
            type="button"
            disabled={Boolean(locked)}
            aria-describedby={locked ? `${id}-locked` : undefined}
            onClick={() => {
              setDraft(value ?? options?.[0]?.value ?? "");
              setEditing(true);
            }}
            className="rounded-lg px-3 py-1.5 font-bold text-brand-500 text-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400"
          >
            {t.account.edit}
            <span className="sr-only"> {label}</span>
          </button>
        </div>
      )}
      {locked && (
        <p id={`${id}-locked`} className="text-slate-600 text-xs sm:basis-full sm:ps-42">
          {locked}
        </p>
      )}
    </div>
  );
}
