import type { FormEvent } from "react";
import { useEffect, useRef } from "react";
import { primaryButton, secondaryButton, whileBusy } from "../../../components/button-styles";
import { FormMessage, PartnerInput } from "../../../partner/partner-form";

type PriceEditorProps = {
  label: string;
  price: number;
  errors: string[] | undefined;
  formError: string | null;
  busy: boolean;
  saveLabel: string;
  cancelLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
};

/** A unit's price changed in its row: the field takes the cursor at once, and Escape cancels. */
export function PriceEditor(props: PriceEditorProps) {
  const { label, price, errors, formError, busy, saveLabel, cancelLabel, onSubmit, onCancel } = props;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const field = form.current?.querySelector("input");
    field?.focus();
    field?.select();
  }, []);
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onCancel();
      }}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <PartnerInput
        label={label}
        name="totalPrice"
        inputMode="numeric"
        defaultValue={price}
        errors={errors}
        required
        className="w-44"
      />
      <button type="submit" className={primaryButton} {...whileBusy(busy)}>
        {saveLabel}
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {cancelLabel}
      </button>
      <FormMessage text={formError} />
    </form>
  );
}
