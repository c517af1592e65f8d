import { COMPARE_MAX_UNITS, STORAGE_KEYS } from "@capital/contract/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { notify } from "../components/toasts";
import { useI18n } from "../i18n/language-context";
import { jsonStore } from "../lib/browser-storage";

/** What the tray shows of a unit before the comparison loads: enough to recognise it. */
export type TrayUnit = { id: number; name: string; nameArabic: string; unitImage: string };

function isTrayList(value: unknown): value is TrayUnit[] {
  return (
    Array.isArray(value) &&
    value.length <= COMPARE_MAX_UNITS &&
    value.every(
      (u) =>
        typeof u === "object" &&
        u !== null &&
        Number.isInteger(u.id) &&
        typeof u.name === "string" &&
        typeof u.nameArabic === "string" &&
        typeof u.unitImage === "string",
    )
  );
}

const trayStore = jsonStore<TrayUnit[]>(STORAGE_KEYS.compareTray, [], isTrayList);

type CompareTrayValue = {
  units: readonly TrayUnit[];
  has(unitId: number): boolean;
  /** Adds the unit, or takes it out when it is in; a full tray says so and keeps its units. */
  toggle(unit: TrayUnit): void;
  remove(unitId: number): void;
  /** Puts exactly these units in the tray (the comparison page keeps the tray in step with its link). */
  replace(units: TrayUnit[]): void;
  clear(): void;
};

const CompareTrayContext = createContext<CompareTrayValue | null>(null);

/**
 * The units a buyer has picked to compare. They live in the browser (signed in or not) so the
 * tray follows the buyer from page to page, across reloads and between tabs.
 */
export function CompareTrayProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [units, setUnits] = useState<TrayUnit[]>([]);

  useEffect(() => {
    setUnits(trayStore.get());
    const onStorage = (event: StorageEvent) => {
      if (event.key === trayStore.key) setUnits(trayStore.get());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const save = useCallback((next: TrayUnit[]) => {
    trayStore.set(next);
    setUnits(next);
  }, []);

  const toggle = useCallback(
    (unit: TrayUnit) => {
      const current = trayStore.get();
      if (current.some((u) => u.id === unit.id)) return save(current.filter((u) => u.id !== unit.id));
      if (current.length >= COMPARE_MAX_UNITS) {
        notify.warning(t.compare.trayFull);
        return;
      }
      save([
        ...current,
        { id: unit.id, name: unit.name, nameArabic: unit.nameArabic, unitImage: unit.unitImage },
      ]);
    },
    [save, t],
  );

  const value = useMemo<CompareTrayValue>(
    () => ({
      units,
      has: (unitId) => units.some((u) => u.id === unitId),
      toggle,
      remove: (unitId) => save(trayStore.get().filter((u) => u.id !== unitId)),
      replace: (next) => save(next.slice(0, COMPARE_MAX_UNITS)),
      clear: () => save([]),
    }),
    [units, toggle, save],
  );
  return <CompareTrayContext.Provider value={value}>{children}</CompareTrayContext.Provider>;
}

export function useCompareTray(): CompareTrayValue {
  const value = useContext(CompareTrayContext);
  if (!value) throw new Error("useCompareTray must be used inside CompareTrayProvider");
  return value;
}

/** The comparison page's link for these units, in the order given. */
export function comparePath(unitIds: readonly number[]) {
  return `/compare?units=${unitIds.join(",")}`;
}
