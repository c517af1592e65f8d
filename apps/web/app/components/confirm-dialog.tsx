import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { Spinner } from "./spinner";
import { useReturnFocus } from "./use-return-focus";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  icon?: ReactNode;
  /** Where focus goes when the answer removed what opened the dialog. */
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/** A question's mark after a space ("account ?") is bound to its word, so it never wraps alone. */
export function withFinalMarkKept(question: string) {
  return question.replace(/\s+([?؟!])$/u, "\u00a0$1");
}

/** A modal question with two answers. Radix traps focus inside and closes on Escape. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    cancelLabel,
    busy,
    onConfirm,
    icon,
    fallbackFocus,
  } = props;
  const returnFocus = useReturnFocus(open, fallbackFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] rounded-2xl bg-white p-6 text-center shadow-xl [overflow-wrap:anywhere]"
        >
          {icon}
          <Dialog.Title className="font-bold text-lg text-slate-900">{withFinalMarkKept(title)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2.5 font-bold text-slate-700 hover:bg-slate-50">
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {busy && <Spinner />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
