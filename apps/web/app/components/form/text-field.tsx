import { type InputHTMLAttributes, useId } from "react";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** A labelled input; the label is always visible and tied to the input for screen readers. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-bold text-slate-700 text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hintId}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
