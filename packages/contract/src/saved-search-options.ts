/**
 * Issue 21 point 2's plain values, for the API and the web app alike (no zod here: the web app
 * imports this module; the schemas are in saved-searches.ts).
 */

/** Instant: a mail as soon as a unit matches; daily: one digest a day of what matched. */
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Why a unit is announced: new on the market, its price fell, or it is free again after a hold. */
export const ALERT_REASONS = ["new", "price_drop", "back_on_market"] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

export const SAVED_SEARCH_NAME_MAX = 60;
/** A buyer keeps at most this many saved searches: each one is matched against every catalogue change. */
export const SAVED_SEARCHES_MAX = 20;
