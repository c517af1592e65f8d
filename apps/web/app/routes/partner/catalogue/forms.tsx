import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { ApiRequestError } from "../../../lib/api-client";

/** Field messages by name, from an API refusal (`{"field": ["message"]}`), and its general message. */
export type FieldErrors = { fields: Record<string, string[]>; message: string | null };
export const noErrors: FieldErrors = { fields: {}, message: null };

export function errorsOf(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiRequestError && error.body) {
    return { fields: error.body.fields ?? {}, message: error.body.fields ? null : error.body.message };
  }
  return { fields: {}, message: fallback };
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; errors?: string[] };

/** A labelled input whose API messages show under it, tied to it for screen readers. */
export function Field({ label, errors, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-bold text-slate-700 text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600"
        {...input}
      />
      {errorId && (
        <p id={errorId} className="mt-1 text-red-700 text-sm">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  errors,
  children,
  ...select
}: {
  label: string;
  errors?: string[];
  children: ReactNode;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-bold text-slate-700 text-sm">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
        {...select}
      >
        {children}
      </select>
      {errorId && (
        <p id={errorId} className="mt-1 text-red-700 text-sm">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}
