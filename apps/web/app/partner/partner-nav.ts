import type { PartnerRole } from "@capital/contract/partner";
import type { PartnerMessages } from "../locales/partner/en";

/** One entry of the portal's navigation, shown to the roles listed. */
export type PartnerNavItem = {
  to: string;
  label: (p: PartnerMessages) => string;
  roles: readonly PartnerRole[];
  /** Active only on exactly this path (the overview), not below it. */
  end?: boolean;
};

const everyone = ["operator", "manager", "sales"] as const;

/** The portal's sections, in order. A new section adds its entry here (and its texts to locales/partner). */
export const PARTNER_NAV: readonly PartnerNavItem[] = [
  { to: "/partner", label: (p) => p.nav.overview, roles: everyone, end: true },
];

export function navFor(role: PartnerRole) {
  return PARTNER_NAV.filter((item) => item.roles.includes(role));
}
