/** The look of a form's main action (sign in, send, save), wherever the form is. */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 aria-disabled:cursor-wait aria-disabled:opacity-70";

/** A form's other action (cancel, a second choice), beside the primary one. */
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-3 font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 aria-disabled:cursor-wait aria-disabled:opacity-70";

/**
 * A button's state while its action runs: it refuses another press (and a form's submission) but
 * keeps the keyboard's focus, which a `disabled` button would drop to the page, and a screen
 * reader with it. `action` is what a press does when not busy (none for a submit button).
 */
export function whileBusy(busy: boolean, action?: () => void) {
  return {
    "aria-disabled": busy,
    "aria-busy": busy,
    onClick: (event: { preventDefault(): void }) => {
      if (busy) event.preventDefault();
      else action?.();
    },
  };
}
