import { useCallback } from "react";
import { fill } from "../lib/fill";
import type { Messages } from "../locales/en";
import type { Formatters } from "./format";
import { useI18n } from "./language-context";

/** Floor 0 is the ground floor ("الدور الأرضي"), never "Floor 0"; the others are numbered. */
export function floorName(floor: number, t: Messages, format: Formatters) {
  return floor === 0 ? t.unit.groundFloor : fill(t.unit.floor, { n: format.integer(floor) });
}

export function useFloorName() {
  const { t, format } = useI18n();
  return useCallback((floor: number) => floorName(floor, t, format), [t, format]);
}
