import type { PartnerMe } from "@capital/contract/partner";
import { createContext, type ReactNode, useContext } from "react";
import type { PartnerMessages } from "../locales/partner/en";

/**
 * What every page under /partner gets from the portal's layout (decision 18): who the partner is,
 * the portal's texts, and a way to call the API as them. The layout renders its pages only for a
 * signed-in partner, so `me` is always there.
 */
export type PartnerValue = {
  me: PartnerMe;
  p: PartnerMessages;
  /** The signed-in partner's access token for an API call (refreshed when needed). */
  accessToken(): Promise<string | null>;
};

const PartnerContext = createContext<PartnerValue | null>(null);

export function PartnerProvider({ value, children }: { value: PartnerValue; children: ReactNode }) {
  return <PartnerContext.Provider value={value}>{children}</PartnerContext.Provider>;
}

/** The partner portal's signed-in partner, texts and token, in any page under /partner. */
export function usePartner(): PartnerValue {
  const value = useContext(PartnerContext);
  if (!value) throw new Error("usePartner must be used inside the /partner layout");
  return value;
}
