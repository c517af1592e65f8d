/**
 * The partner portal's roles (issue 17, decision 18): operators are the marketplace's staff and
 * belong to no company; managers and sales people belong to exactly one. A user without a role
 * is a buyer. Plain values, so the browser may import them (no zod here).
 */
export const PARTNER_ROLES = ["operator", "manager", "sales"] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];
export const COMPANY_ROLES = ["manager", "sales"] as const satisfies readonly PartnerRole[];
export type CompanyRole = (typeof COMPANY_ROLES)[number];
