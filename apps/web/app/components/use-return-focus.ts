import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Radix gives focus back to a `Dialog.Trigger` when a dialog closes; ours open from state, so
 * focus fell to the page's start. This remembers what had focus when the dialog opened (before
 * Radix moves it inside) and gives it back: pass the result as `Dialog.Content`'s `onCloseAutoFocus`.
 * When the dialog's answer removed that element (a deleted row's button), focus goes to `fallback`.
 */
export function useReturnFocus(open: boolean, fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
    else fallback?.current?.focus();
    opener.current = null;
  };
}
