import type { PartnerMe, PartnerRole } from "@capital/contract/partner";
import type { PartnerMessages } from "../locales/partner/en";

/** One entry of the portal's navigation, shown to the roles listed. */
export type PartnerNavItem = {
  to: string | ((me: PartnerMe) => string);
  label: (p: PartnerMessages) => string;
  roles: readonly PartnerRole[];
  /** Active only on exactly this path (the overview), not below it. */
  end?: boolean;
};

const everyone = ["operator", "manager", "sales"] as const;

/** The portal's sections, in order. A new section adds its entry here (and its texts to locales/partner). */
export const PARTNER_NAV: readonly PartnerNavItem[] = [
  { to: "/partner", label: (p) => p.nav.overview, roles: everyone, end: true },
  { to: "/partner/projects", label: (p) => p.catalogue.nav, roles: everyone },
  { to: "/partner/companies", label: (p) => p.nav.companies, roles: ["operator"] },
  { to: "/partner/locations", label: (p) => p.nav.locations, roles: ["operator"] },
  {
    to: (me) => `/partner/companies/${me.company?.id ?? ""}`,
    label: (p) => p.nav.myCompany,
    roles: ["manager"],
  },
  { to: "/partner/operators", label: (p) => p.nav.operators, roles: ["operator"] },
  { to: "/partner/audit", label: (p) => p.nav.audit, roles: ["operator", "manager"] },
  { to: "/partner/feedback", label: (p) => p.nav.feedback, roles: ["operator"] },
  { to: "/partner/reservations", label: (p) => p.nav.reservations, roles: everyone },
];

/** The entries `me` sees, with their paths. */
export function navFor(me: PartnerMe) {
  return PARTNER_NAV.filter((item) => item.roles.includes(me.role)).map((item) => ({
    ...item,
    to: typeof item.to === "function" ? item.to(me) : item.to,
  }));
}

/**
 * A portal page's title: its section, then the portal ("Reservations | Partner portal"), so tabs
 * and screen readers tell the pages apart. A record's page is titled by its section. Given `me`,
 * the sections are that partner's own (a manager's company is "My company", not "Companies").
 */
export function partnerPageTitle(p: PartnerMessages, path: string, me?: PartnerMe) {
  const sections = me
    ? navFor(me)
    : PARTNER_NAV.flatMap((item) => (typeof item.to === "string" ? [{ ...item, to: item.to }] : []));
  const section = sections.find((item) => !item.end && (path === item.to || path.startsWith(`${item.to}/`)));
  return section ? `${section.label(p)} | ${p.portalTitle}` : p.portalTitle;
}
