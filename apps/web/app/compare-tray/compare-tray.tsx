import { COMPARE_MAX_UNITS, COMPARE_MIN_UNITS } from "@capital/contract/constants";
import { useCallback, useId, useRef, useState } from "react";
import { Icon } from "../components/icon/icon";
import { unitName } from "../components/units/unit-label";
import { useI18n } from "../i18n/language-context";
import { Link } from "../i18n/localized-link";
import { fill } from "../lib/fill";
import { comparePath, useCompareTray } from "./compare-tray-context";

/** The bar's height, for what must stay clear of it: the page's end, the chat button above it. */
const TRAY_HEIGHT = "--compare-tray-height";

/** Keeps a CSS variable on the page at the element's height while it is shown (it wraps on a phone). */
function useHeightAsVariable(name: string) {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      const root = document.documentElement;
      observer.current?.disconnect();
      observer.current = null;
      if (!element) {
        root.style.removeProperty(name);
        return;
      }
      const measure = () => root.style.setProperty(name, `${element.offsetHeight}px`);
      measure();
      if (typeof ResizeObserver === "undefined") return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    },
    [name],
  );
}

/**
 * The compare tray: a bar along the bottom of every page while the buyer has picked units, with
 * each unit (and a way to take it out) and the way to the comparison once there are two. On a
 * phone, where four pictures wrap it to two lines, the buyer can fold the pictures away.
 */
export function CompareTray() {
  const { t, language, format } = useI18n();
  const tray = useCompareTray();
  const bar = useHeightAsVariable(TRAY_HEIGHT);
  const [folded, setFolded] = useState(false);
  const picturesId = useId();
  if (tray.units.length === 0) return null;
  const ready = tray.units.length >= COMPARE_MIN_UNITS;
  return (
    <>
      {/* Room at the end of the page, so the bar never hides its last lines. */}
      <div aria-hidden="true" className="h-[var(--compare-tray-height,6rem)]" />
      <section
        ref={bar}
        aria-label={t.compare.trayLabel}
        className="fixed inset-x-0 bottom-0 z-20 border-slate-200 border-t bg-white/95 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <button
            type="button"
            aria-expanded={!folded}
            aria-controls={picturesId}
            onClick={() => setFolded(!folded)}
            className="-ms-2 -me-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 sm:hidden"
          >
            <Icon name="chevron-down" className={`size-5 ${folded ? "rotate-180" : ""}`} />
            <span className="sr-only">{t.compare.pictures}</span>
          </button>
          <ul id={picturesId} className={`${folded ? "hidden sm:flex" : "flex"} gap-2`}>
            {tray.units.map((unit) => {
              const name = unitName(unit, language);
              return (
                <li key={unit.id} className="relative">
                  <img
                    src={unit.unitImage}
                    alt={name}
                    width={56}
                    height={56}
                    // A picture that fails to load shows nothing, not its name spilling out.
                    className="size-12 overflow-hidden rounded-lg bg-slate-100 object-cover text-[0px] sm:size-14"
                  />
                  <button
                    type="button"
                    aria-label={fill(t.compare.removeLabel, { unit: name })}
                    onClick={() => tray.remove(unit.id)}
                    className="-end-2 -top-2 absolute rounded-full bg-white p-0.5 shadow ring-1 ring-slate-300 hover:bg-slate-100"
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </li>
              );
            })}
            {Array.from({ length: COMPARE_MAX_UNITS - tray.units.length }, (_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: empty places have nothing else to tell them apart.
                key={i}
                aria-hidden="true"
                className="hidden size-14 rounded-lg border-2 border-slate-300 border-dashed sm:block"
              />
            ))}
          </ul>
          <p className="text-slate-700 text-sm" aria-live="polite">
            {format.plural(tray.units.length, t.compare.trayCount)}
            {!ready && (
              <span className={`${folded ? "hidden sm:block" : "block"} text-slate-500 text-xs`}>
                {t.compare.needMore}
              </span>
            )}
          </p>
          <div className="ms-auto flex items-center gap-2">
            <button
              type="button"
              onClick={tray.clear}
              className="rounded-lg px-3 py-2 font-bold text-slate-600 text-sm hover:bg-slate-100"
            >
              {t.compare.clear}
            </button>
            {ready ? (
              <Link
                to={comparePath(tray.units.map((u) => u.id))}
                className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2 font-bold text-sm text-white hover:bg-brand-900"
              >
                <Icon name="scale" className="size-4" />
                {t.compare.open}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
