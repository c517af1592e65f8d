import { z } from "zod";
import { namedSchemas } from "./named-schemas";

/**
 * The partner portal's roles (issue 17, decision 18): operators are the marketplace's staff and
 * belong to no company; managers and sales people belong to exactly one. A user without a role
 * is a buyer.
 */
export const PARTNER_ROLES = ["operator", "manager", "sales"] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];
export const COMPANY_ROLES = ["manager", "sales"] as const satisfies readonly PartnerRole[];
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const partnerCompanySummarySchema = z
  .object({ id: z.number().int(), name: z.string(), nameArabic: z.string(), logo: z.string() })
  .register(namedSchemas, { id: "PartnerCompanySummary" });
export type PartnerCompanySummary = z.infer<typeof partnerCompanySummarySchema>;

/** `GET /partner/me/`: who the signed-in partner is; `company` is null for operators. */
export const partnerMeSchema = z
  .object({
    role: z.enum(PARTNER_ROLES),
    company: partnerCompanySummarySchema.nullable(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  })
  .register(namedSchemas, { id: "PartnerMe" });
export type PartnerMe = z.infer<typeof partnerMeSchema>;
