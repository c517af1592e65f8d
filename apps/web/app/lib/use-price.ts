import { useCallback } from "react";
import { useI18n } from "../i18n/language-context";
import { useSession } from "../session/session-context";
import { fill } from "./fill";
import { useRootData } from "./root-data";

/**
 * A price in EGP, in the page's digits. DECISIONS.md: prices stay in EGP; a user who prefers USD
 * also sees an approximate dollar figure at the configured rate.
 */
export function usePrice() {
  const { t, format } = useI18n();
  const { user } = useSession();
  const { config } = useRootData();
  return useCallback(
    (egp: number) => {
      const text = format.price(egp);
      if (user?.preferedCurrency !== "usd") return text;
      return `${text} (${fill(t.unit.approxUsd, { usd: format.priceUsd(egp / config.egpPerUsd) })})`;
    },
    [format, user, t, config.egpPerUsd],
  );
}
