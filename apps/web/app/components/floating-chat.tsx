import { CHAT_ICON_SIZE, CHAT_TYPING_MS } from "@capital/contract/constants";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../i18n/language-context";
import { fill } from "../lib/fill";
import { ContactNumber } from "./contact-number";
import { Icon } from "./icon/icon";

const DISMISSED_KEY = "capitalChatDismissed";
/** DECISIONS.md: on phones (narrower than 768 px) the chat opens only when tapped. */
const PHONE = "(max-width: 767.98px)";

export type FloatingChatProps = {
  phone: string;
  /** The number is a local run's built-in one: it shows with a "demo" tag. */
  demoNumber?: boolean;
  /** The project the chat is about, in the current language; the general greeting when absent. */
  projectName?: string;
  /** Opens by itself this long after `shownSince` (when the page appeared, in ms since the epoch). */
  autoOpenMs: number;
  shownSince: number;
};

/**
 * SPEC.md section 2: a green floating button (60 px) at the end side (right in English, left in
 * Arabic) that opens a WhatsApp chat with a prefilled message. It opens by itself after a delay,
 * unless the visitor closed it earlier in this visit; a typing bubble plays for about 3 s.
 */
export function FloatingChat({ phone, demoNumber, projectName, autoOpenMs, shownSince }: FloatingChatProps) {
  const { t } = useI18n();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setOpen(true);
    setTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), CHAT_TYPING_MS);
  }, []);

  function hide() {
    setOpen(false);
    sessionStorage.setItem(DISMISSED_KEY, "1");
  }

  useEffect(() => {
    if (sessionStorage.getItem(DISMISSED_KEY) || window.matchMedia?.(PHONE).matches) return;
    const timer = setTimeout(show, Math.max(0, shownSince + autoOpenMs - Date.now()));
    return () => clearTimeout(timer);
  }, [autoOpenMs, shownSince, show]);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const text = projectName ? fill(t.chat.prefilled, { project: projectName }) : t.chat.prefilledGeneral;
  const digits = phone.replace(/\D/g, "");
  const href = `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

  return (
    // The panel hangs above the button, outside the fixed box, so the box never moves when the
    // panel opens by itself (that would count as a layout shift).
    // Escape closes it from anywhere inside, and focus goes back to its button (WCAG 2.1.2).
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the controls inside.
    <div
      className="fixed end-4 bottom-[calc(1rem+var(--compare-tray-height,0px))] z-30"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        hide();
        toggle.current?.focus();
      }}
    >
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t.chat.title}
          className="absolute end-0 bottom-full mb-3 w-72 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between bg-[#075e54] px-4 py-3 text-white">
            <div>
              <h2 className="font-bold">{t.chat.title}</h2>
              <p className="text-xs opacity-90">{t.chat.status}</p>
            </div>
            <button
              type="button"
              onClick={hide}
              aria-label={t.chat.close}
              className="rounded-full p-1 hover:bg-white/20"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
          <div className="min-h-24 bg-[#ece5dd] p-4">
            {typing ? (
              <p
                className="inline-flex items-center gap-1 rounded-xl bg-white px-3 py-2 shadow"
                aria-live="polite"
              >
                <span className="sr-only">{t.chat.typing}</span>
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    aria-hidden="true"
                    className="size-2 animate-bounce rounded-full bg-slate-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </p>
            ) : (
              <p className="rounded-xl bg-white px-3 py-2 text-slate-800 shadow" aria-live="polite">
                {t.chat.greeting}
              </p>
            )}
          </div>
          <div className="p-3">
            <a
              href={href}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                if (digits) return;
                event.preventDefault();
                window.alert(t.errors.noPhoneNumber);
              }}
              className="block rounded-full bg-[#25d366] px-4 py-2 text-center font-bold text-[#073b1d] hover:bg-[#1ebe5a]"
            >
              {t.chat.start}
            </a>
            {digits && (
              <p className="mt-2 text-center text-slate-700 text-sm">
                <ContactNumber number={phone} demo={Boolean(demoNumber)} />
              </p>
            )}
          </div>
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        onClick={() => (open ? hide() : show())}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.chat.close : t.chat.open}
        className="flex items-center justify-center rounded-full bg-[#25d366] shadow-lg hover:bg-[#1ebe5a]"
        style={{ width: CHAT_ICON_SIZE, height: CHAT_ICON_SIZE }}
      >
        <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 fill-white">
          <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.1-.8 1-1 1.2-.4.2-.7.1a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7a.6.6 0 0 0 0-.5c0-.2-.7-1.7-1-2.3s-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.8.4 3.5 3.5 0 0 0-1.1 2.6 6 6 0 0 0 1.3 3.2 13.8 13.8 0 0 0 5.3 4.7c2 .8 2.7.9 3.7.7a3.1 3.1 0 0 0 2-1.4 2.5 2.5 0 0 0 .2-1.4c-.1-.2-.3-.3-.6-.4Z" />
        </svg>
      </button>
    </div>
  );
}
