import * as Dialog from "@radix-ui/react-dialog";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { Icon } from "../icon/icon";

const MIN = 1;
const MAX = 4;
const STEP = 0.5;
const clamp = (scale: number) => Math.min(MAX, Math.max(MIN, scale));

/**
 * A floor plan full screen, zoomed by pinching (two fingers), by the buttons, or by the keyboard
 * (+, −, 0); a zoomed plan scrolls to pan. Closes on Escape, giving focus back to its opener.
 */
export function FloorPlanZoom({ src, alt }: { src: string; alt: string }) {
  const { t, format } = useI18n();
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchStart = useRef<{ distance: number; scale: number } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  function down(event: PointerEvent) {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinchStart.current = { distance: distance(), scale };
  }
  function move(event: PointerEvent) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinchStart.current;
    if (start && start.distance > 0) setScale(clamp((start.scale * distance()) / start.distance));
  }
  function up(event: PointerEvent) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinchStart.current = null;
  }
  function keys(event: KeyboardEvent) {
    if (event.key === "+" || event.key === "=") setScale((s) => clamp(s + STEP));
    else if (event.key === "-" || event.key === "_") setScale((s) => clamp(s - STEP));
    else if (event.key === "0" || event.key === "٠") setScale(1);
    else return;
    event.preventDefault();
  }

  const control = "icon-button bg-white/90 disabled:opacity-40";
  return (
    <Dialog.Root onOpenChange={() => setScale(1)}>
      <Dialog.Trigger className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-bold text-slate-700 text-sm hover:bg-slate-50">
        <Icon name="search" className="size-4" />
        {t.unit.fullScreen}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/90" />
        <Dialog.Content onKeyDown={keys} className="fixed inset-0 z-50 flex flex-col">
          <div className="flex items-center justify-between gap-2 bg-white px-4 py-2">
            <Dialog.Title className="truncate font-bold text-slate-900">{alt}</Dialog.Title>
            <Dialog.Description className="sr-only">{t.unit.zoomHelp}</Dialog.Description>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className={control}
                aria-label={t.unit.zoomOut}
                disabled={scale <= MIN}
                onClick={() => setScale((s) => clamp(s - STEP))}
              >
                <span aria-hidden="true" className="px-1 font-bold text-lg">
                  −
                </span>
              </button>
              <output className="min-w-12 text-center text-sm" aria-live="polite">
                {format.percent(Math.round(scale * 100))}
              </output>
              <button
                type="button"
                className={control}
                aria-label={t.unit.zoomIn}
                disabled={scale >= MAX}
                onClick={() => setScale((s) => clamp(s + STEP))}
              >
                <span aria-hidden="true" className="px-1 font-bold text-lg">
                  +
                </span>
              </button>
              <Dialog.Close className={control} aria-label={t.common.close}>
                <Icon name="x" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          {/* The plan scrolls when zoomed in: focusable, so the arrow keys move around it too. */}
          <section
            aria-label={alt}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region is reached by the keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="flex flex-1 touch-pan-x touch-pan-y overflow-auto bg-slate-900"
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
          >
            <img
              src={src}
              alt={alt}
              draggable={false}
              // Auto margins centre the plan while it is smaller than the screen and let it scroll from its edge once larger.
              className="m-auto block h-auto max-w-none bg-white"
              style={{ width: `${scale * 100}%` }}
            />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
