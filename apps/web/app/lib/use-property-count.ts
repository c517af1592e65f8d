import { PROPERTY_COUNT_PLUS_AT } from "@capital/contract/constants";
import { useCallback } from "react";
import { useI18n } from "../i18n/language-context";

/** SPEC.md: a property count of 1000 or more is shown as '+N'. */
export function usePropertyCount() {
  const { format } = useI18n();
  return useCallback(
    (count: number) =>
      count >= PROPERTY_COUNT_PLUS_AT ? `+${format.integer(count)}` : format.integer(count),
    [format],
  );
}
