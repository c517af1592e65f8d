import { TOAST_AUTO_CLOSE_MS } from "@capital/contract/constants";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useI18n } from "../i18n/language-context";
import { whenIdle } from "../lib/when-idle";

// react-toastify is fetched once the page is idle, or at once for a toast raised earlier (it
// queues toasts until its container is there): nobody needs it to see or use a page.
const loadToastify = () => import("react-toastify");
const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

let containerWanted = false;
const listeners = new Set<() => void>();
function wantContainer() {
  if (containerWanted) return;
  containerWanted = true;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** SPEC.md section 9: top-right, closes after 5 s, pauses on hover. */
export function Toasts() {
  const { t, language } = useI18n();
  const wanted = useSyncExternalStore(
    subscribe,
    () => containerWanted,
    () => false,
  );
  useEffect(() => whenIdle(wantContainer), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        rtl={language === "ar"}
        newestOnTop
        aria-label={t.common.toasts}
        closeButton={({ closeToast }) => <CloseButton label={t.common.close} onClose={closeToast} />}
      />
    </Suspense>
  );
}

/** react-toastify's own close button, named in the page's language (its own says "close"). */
function CloseButton({ label, onClose }: { label: string; onClose(): void }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="Toastify__close-button Toastify__close-button--light"
      onClick={(event) => {
        event.stopPropagation();
        onClose();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

type Kind = "success" | "error" | "warning";

/**
 * The message and its countdown. react-toastify's own bar is a progressbar named "notification
 * timer" in English on every page; ours is only drawn (the toast itself is what is announced), and
 * closes the toast when it runs out, paused while the pointer or focus is on it.
 */
function ToastMessage({
  message,
  kind,
  isPaused,
  closeToast,
}: {
  message: string;
  kind: Kind;
  isPaused: boolean;
  closeToast(): void;
}) {
  return (
    <>
      {/* A long address wraps inside the toast rather than running out of it. */}
      <span className="[overflow-wrap:anywhere]">{message}</span>
      <div className="Toastify__progress-bar--wrp" aria-hidden="true">
        <div
          className={`Toastify__progress-bar--${kind} absolute inset-0 origin-left rtl:origin-right`}
          style={{
            animation: `toast-countdown ${TOAST_AUTO_CLOSE_MS}ms linear forwards`,
            animationPlayState: isPaused ? "paused" : "running",
          }}
          onAnimationEnd={() => closeToast()}
        />
      </div>
    </>
  );
}

// The errors still shown: what succeeds next puts them away, they were about what has now worked.
const errorsShown = new Set<string | number>();

function show(kind: Kind, message: string) {
  wantContainer();
  if (kind === "success") clearErrors();
  void loadToastify().then(({ toast }) => {
    const id = toast[kind](
      ({ isPaused, closeToast }) => (
        <ToastMessage message={message} kind={kind} isPaused={isPaused} closeToast={closeToast} />
      ),
      { customProgressBar: true, onClose: () => errorsShown.delete(id) },
    );
    if (kind === "error") errorsShown.add(id);
  });
}

function clearErrors() {
  if (errorsShown.size === 0) return;
  const ids = [...errorsShown];
  errorsShown.clear();
  void loadToastify().then(({ toast }) => {
    for (const id of ids) toast.dismiss(id);
  });
}

/** The one way to tell a person how an action went. */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  /** Puts away the errors shown: what they were about has just worked (a sign-in after a wrong password). */
  clearErrors,
};
