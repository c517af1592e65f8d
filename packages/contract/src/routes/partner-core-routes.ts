import { messageResponseSchema, signInResponseSchema } from "../accounts";
import { defineRoute, errorAnswers } from "../define-route";
import {
  auditPageSchema,
  auditQuerySchema,
  companyCreateBodySchema,
  companyInvitationBodySchema,
  companyListQuerySchema,
  companyUpdateBodySchema,
  feedbackModerationQuerySchema,
  hideFeedbackBodySchema,
  invitationAcceptBodySchema,
  invitationPreviewSchema,
  moderatedFeedbackPageSchema,
  moderatedFeedbackSchema,
  operatorInvitationBodySchema,
  partnerCompanyPageSchema,
  partnerCompanySchema,
  partnerIdParamsSchema,
  partnerMeSchema,
  partnerStaffSchema,
  pendingInvitationSchema,
  tokenParamsSchema,
} from "../partner";

/** Every partner route needs a signed-in partner: 401 signed out, 403 for buyers (decision 18). */
export const partnerSecurity = [{ bearerAuth: [] }] as const;
/** OpenAPI's optional authentication: with no token, or with the signed-in user's. */
const tokenOptional = [{}, { bearerAuth: [] }] as const;
const tags = ["partner"];
const forms = ["application/json", "multipart/form-data"] as const;

/** Issue 17: the partner portal's roles, companies, staff, invitations, audit log and moderation. */
export const partnerCoreRoutes = {
  me: defineRoute({
    method: "GET",
    url: "/partner/me/",
    schema: {
      tags,
      summary: "Who I am in the partner portal: my role and, for company staff, my company",
      security: partnerSecurity,
      response: { 200: partnerMeSchema, ...errorAnswers(401, 403) },
    },
  }),
  companies: defineRoute({
    method: "GET",
    url: "/partner/companies/",
    schema: {
      tags,
      summary: "Companies, newest first, optionally by name (operators)",
      security: partnerSecurity,
      querystring: companyListQuerySchema,
      response: { 200: partnerCompanyPageSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  createCompany: defineRoute({
    method: "POST",
    url: "/partner/companies/",
    schema: {
      tags,
      summary: "Add a developer company with its logo and cover image (operators)",
      security: partnerSecurity,
      consumes: forms,
      body: companyCreateBodySchema,
      response: { 201: partnerCompanySchema, ...errorAnswers(400, 401, 403, 413) },
    },
  }),
  company: defineRoute({
    method: "GET",
    url: "/partner/companies/:id/",
    schema: {
      tags,
      summary: "A company's profile (operators; staff only their own)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      response: { 200: partnerCompanySchema, ...errorAnswers(401, 403, 404) },
    },
  }),
  updateCompany: defineRoute({
    method: "PATCH",
    url: "/partner/companies/:id/",
    schema: {
      tags,
      summary:
        "Change a company's profile: names, about paragraphs, logo, cover, links (operators, its manager)",
      security: partnerSecurity,
      consumes: forms,
      params: partnerIdParamsSchema,
      body: companyUpdateBodySchema,
      response: { 200: partnerCompanySchema, ...errorAnswers(400, 401, 403, 404, 413) },
    },
  }),
  companyStaff: defineRoute({
    method: "GET",
    url: "/partner/companies/:id/staff/",
    schema: {
      tags,
      summary: "A company's staff and pending invitations (operators, its manager)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      response: { 200: partnerStaffSchema, ...errorAnswers(401, 403, 404) },
    },
  }),
  inviteStaff: defineRoute({
    method: "POST",
    url: "/partner/companies/:id/invitations/",
    schema: {
      tags,
      summary:
        "Invite a manager or sales person by email: a single-use link valid 7 days (operators, its manager)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      body: companyInvitationBodySchema,
      response: { 201: pendingInvitationSchema, ...errorAnswers(400, 401, 403, 404) },
    },
  }),
  removeStaff: defineRoute({
    method: "DELETE",
    url: "/partner/staff/:id/",
    schema: {
      tags,
      summary: "Remove a member (by user id): the role goes and every session ends at once",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404) },
    },
  }),
  withdrawInvitation: defineRoute({
    method: "DELETE",
    url: "/partner/staff/invitations/:id/",
    schema: {
      tags,
      summary:
        "Withdraw a pending invitation: its link stops working at once (operators; a company's manager for its own)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(401, 403, 404) },
    },
  }),
  operators: defineRoute({
    method: "GET",
    url: "/partner/operators/",
    schema: {
      tags,
      summary: "The marketplace's operators and pending operator invitations (operators)",
      security: partnerSecurity,
      response: { 200: partnerStaffSchema, ...errorAnswers(401, 403) },
    },
  }),
  inviteOperator: defineRoute({
    method: "POST",
    url: "/partner/operators/invitations/",
    schema: {
      tags,
      summary: "Invite another operator by email (operators)",
      security: partnerSecurity,
      body: operatorInvitationBodySchema,
      response: { 201: pendingInvitationSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  invitation: defineRoute({
    method: "GET",
    url: "/partner/invitations/:token/",
    schema: {
      tags,
      summary: "What an invitation link offers, for its page (anyone holding the link)",
      params: tokenParamsSchema,
      response: { 200: invitationPreviewSchema, ...errorAnswers(404) },
    },
  }),
  acceptInvitation: defineRoute({
    method: "POST",
    url: "/partner/invitations/:token/accept/",
    schema: {
      tags,
      summary:
        "Accept an invitation: 201 with a new account ({name, password}), 200 attaching the existing one (its password, or its access token)",
      security: tokenOptional,
      params: tokenParamsSchema,
      body: invitationAcceptBodySchema,
      response: {
        200: signInResponseSchema,
        201: signInResponseSchema,
        ...errorAnswers(400, 401, 403, 404, 409, 429),
      },
    },
  }),
  audit: defineRoute({
    method: "GET",
    url: "/partner/audit/",
    schema: {
      tags,
      summary: "The audit log, newest first, filterable (operators: all; managers: their company's)",
      security: partnerSecurity,
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  feedbacks: defineRoute({
    method: "GET",
    url: "/partner/feedbacks/",
    schema: {
      tags,
      summary: "Feedback for moderation, newest first, hidden or shown (operators)",
      security: partnerSecurity,
      querystring: feedbackModerationQuerySchema,
      response: { 200: moderatedFeedbackPageSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  hideFeedback: defineRoute({
    method: "POST",
    url: "/partner/feedbacks/:id/hide/",
    schema: {
      tags,
      summary: "Hide a feedback from the public pages, with a reason (operators)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      body: hideFeedbackBodySchema,
      response: { 200: moderatedFeedbackSchema, ...errorAnswers(400, 401, 403, 404) },
    },
  }),
  unhideFeedback: defineRoute({
    method: "POST",
    url: "/partner/feedbacks/:id/unhide/",
    schema: {
      tags,
      summary: "Show a hidden feedback again (operators)",
      security: partnerSecurity,
      params: partnerIdParamsSchema,
      response: { 200: moderatedFeedbackSchema, ...errorAnswers(401, 403, 404) },
    },
  }),
};
