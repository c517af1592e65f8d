import { z } from "zod";
import { MAX_RECORD_ID } from "./constants";
import { namedSchemas } from "./named-schemas";
import { pagedSchema, pageFields } from "./paging";
import { COMPANY_ROLES, PARTNER_ROLES } from "./partner-roles";
import { plainText } from "./text";

export { COMPANY_ROLES, type CompanyRole, PARTNER_ROLES, type PartnerRole } from "./partner-roles";

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

// Companies

const required = (max = 200) =>
  plainText(
    z
      .string({ error: "fieldRequired" })
      .trim()
      .min(1, { error: "fieldRequired", abort: true })
      .max(max, { error: "fieldTooLong" }),
  );
const paragraph = () => required(2000);
/** A social link: an https address, or empty to remove it. */
const socialLink = () =>
  z
    .string({ error: "invalidUrl" })
    .trim()
    .max(500, { error: "fieldTooLong" })
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), { error: "invalidUrl" })
    .transform((value) => (value === "" ? null : value));
/** A file of a multipart form (the server reads it as bytes). */
const imageFile = () =>
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: "invalidImage" })
    .meta({ type: "string", format: "binary" });

export const companyFields = {
  name: required(),
  nameArabic: required(),
  aboutFirstParagraph: paragraph(),
  aboutFirstParagraphArabic: paragraph(),
  aboutSecondParagraph: paragraph(),
  aboutSecondParagraphArabic: paragraph(),
  facebookLink: socialLink().optional(),
  instagramLink: socialLink().optional(),
  linkedinLink: socialLink().optional(),
};

/** An operator creates a company: every text in both languages, a logo and a cover image. */
export const companyCreateBodySchema = z.object({ ...companyFields, logo: imageFile(), image: imageFile() });
/** A manager (or an operator) changes any of the profile's fields; the rest stay. */
export const companyUpdateBodySchema = z.object({
  name: companyFields.name.optional(),
  nameArabic: companyFields.nameArabic.optional(),
  aboutFirstParagraph: companyFields.aboutFirstParagraph.optional(),
  aboutFirstParagraphArabic: companyFields.aboutFirstParagraphArabic.optional(),
  aboutSecondParagraph: companyFields.aboutSecondParagraph.optional(),
  aboutSecondParagraphArabic: companyFields.aboutSecondParagraphArabic.optional(),
  facebookLink: companyFields.facebookLink,
  instagramLink: companyFields.instagramLink,
  linkedinLink: companyFields.linkedinLink,
  logo: imageFile().optional(),
  image: imageFile().optional(),
});

export const partnerCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    logo: z.string(),
    image: z.string(),
    aboutFirstParagraph: z.string(),
    aboutFirstParagraphArabic: z.string(),
    aboutSecondParagraph: z.string(),
    aboutSecondParagraphArabic: z.string(),
    facebookLink: z.string().nullable(),
    instagramLink: z.string().nullable(),
    linkedinLink: z.string().nullable(),
    staffCount: z.number().int(),
  })
  .register(namedSchemas, { id: "PartnerCompany" });
export type PartnerCompany = z.infer<typeof partnerCompanySchema>;

export const companyListQuerySchema = z.object({
  ...pageFields(),
  search: plainText(z.string().trim().max(100, { error: "fieldTooLong" })).optional(),
});
export const partnerCompanyPageSchema = pagedSchema(partnerCompanySchema);

// Staff and invitations

export const partnerStaffMemberSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(PARTNER_ROLES),
    since: z.iso.datetime({ offset: true }),
  })
  .register(namedSchemas, { id: "PartnerStaffMember" });
export type PartnerStaffMember = z.infer<typeof partnerStaffMemberSchema>;

export const pendingInvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(PARTNER_ROLES),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .register(namedSchemas, { id: "PartnerPendingInvitation" });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const partnerStaffSchema = z.object({
  members: z.array(partnerStaffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type PartnerStaff = z.infer<typeof partnerStaffSchema>;

const invitedEmail = () =>
  z
    .string({ error: "fieldRequired" })
    .trim()
    .min(1, { error: "fieldRequired", abort: true })
    .max(254, { error: "invalidEmail" })
    .pipe(z.email({ error: "invalidEmail" }));

export const companyInvitationBodySchema = z.object({
  email: invitedEmail(),
  role: z.enum(COMPANY_ROLES, { error: "invalidChoice" }),
});
export const operatorInvitationBodySchema = z.object({ email: invitedEmail() });

/** What an invitation's link shows before it is accepted. */
export const invitationPreviewSchema = z
  .object({
    email: z.string(),
    role: z.enum(PARTNER_ROLES),
    company: partnerCompanySummarySchema.nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
    /** An account with this email exists: accepting asks for its password (or a signed-in session). */
    accountExists: z.boolean(),
  })
  .register(namedSchemas, { id: "PartnerInvitationPreview" });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: a new account gives `name` and `password`; an existing account its `password`, or
 * the request carries its access token and no body fields.
 */
export const invitationAcceptBodySchema = z.object({
  name: plainText(z.string().trim().max(150, { error: "fieldTooLong" })).optional(),
  password: z.string().max(4096, { error: "fieldTooLong" }).optional(),
});

export const tokenParamsSchema = z.object({ token: z.string().max(200) });
export const partnerIdParamsSchema = z.object({ id: z.string() });

// Audit log

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    companyId: z.number().int().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.number().int().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .register(namedSchemas, { id: "PartnerAuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterText = () =>
  plainText(z.string().trim().max(60, { error: "fieldTooLong" }))
    .optional()
    .transform((value) => value || undefined);
const filterId = () =>
  z.coerce
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .min(1, { error: "numberOutOfRange" })
    .max(MAX_RECORD_ID, { error: "numberOutOfRange" })
    .optional();

export const auditQuerySchema = z.object({
  ...pageFields(),
  entity: filterText(),
  action: filterText(),
  /** Operators only; a manager always reads their own company's entries. */
  companyId: filterId(),
  actorId: filterId(),
});
export const auditPageSchema = pagedSchema(auditEntrySchema);

// Feedback moderation

export const moderatedFeedbackSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    companyNameArabic: z.string(),
    authorName: z.string(),
    text: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    hiddenAt: z.iso.datetime({ offset: true }).nullable(),
    hiddenReason: z.string().nullable(),
  })
  .register(namedSchemas, { id: "PartnerModeratedFeedback" });
export type ModeratedFeedback = z.infer<typeof moderatedFeedbackSchema>;
export const feedbackModerationQuerySchema = z.object({
  ...pageFields(),
  hidden: z.enum(["true", "false"], { error: "invalidChoice" }).optional(),
  companyId: filterId(),
});
export const moderatedFeedbackPageSchema = pagedSchema(moderatedFeedbackSchema);
export const hideFeedbackBodySchema = z.object({ reason: required(300) });
