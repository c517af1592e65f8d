import { messageResponseSchema } from "../accounts";
import { idParamsSchema } from "../catalogue-api";
import { defineRoute, errorAnswers } from "../define-route";
import { pagedSchema, pageQuerySchema } from "../paging";
import {
  actualDeliveryInputSchema,
  companyTrackRecordSchema,
  partnerProgressSchema,
  partnerProgressUpdateSchema,
  progressUpdateInputSchema,
  progressUpdateSchema,
} from "../track-record";

const security = [{ bearerAuth: [] }];

/**
 * A developer's track record (issue 21 point 6): what buyers read on company, mall and compound
 * pages (drafts answer 404), and what the company's staff enter in the partner portal.
 */
export const trackRecordRoutes = {
  companyTrackRecord: defineRoute({
    method: "GET",
    url: "/companies/:id/track-record/",
    schema: {
      tags: ["catalogue"],
      summary:
        "A company's published projects with promised and actual delivery, the delay, the units sold or reserved and the latest progress",
      params: idParamsSchema,
      response: { 200: companyTrackRecordSchema, ...errorAnswers(400, 404) },
    },
  }),
  projectProgress: defineRoute({
    method: "GET",
    url: "/projects/:id/progress/",
    schema: {
      tags: ["catalogue"],
      summary: "A published project's construction-progress updates, newest first, with their photos",
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(progressUpdateSchema), ...errorAnswers(400, 404) },
    },
  }),
};

const partnerTags = ["partner track record"];
const partnerErrors = errorAnswers(400, 401, 403, 404);

export const partnerTrackRecordRoutes = {
  partnerProgress: defineRoute({
    method: "GET",
    url: "/partner/projects/:id/progress/",
    schema: {
      tags: partnerTags,
      summary: "A project's promised and actual delivery and every progress update, newest first",
      security,
      params: idParamsSchema,
      response: { 200: partnerProgressSchema, ...partnerErrors },
    },
  }),
  setActualDelivery: defineRoute({
    method: "PUT",
    url: "/partner/projects/:id/actual-delivery/",
    schema: {
      tags: partnerTags,
      summary:
        "Record the day the project was handed over (not in the future), or null to clear it (managers and operators)",
      security,
      params: idParamsSchema,
      body: actualDeliveryInputSchema,
      response: { 200: partnerProgressSchema, ...partnerErrors },
    },
  }),
  postProgress: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/progress/",
    schema: {
      tags: partnerTags,
      summary:
        "Post a progress update (percent, text in English and Arabic, up to 4 photos in the repeated field `photos`); buyers who saved or reserved a unit of the project are notified (managers and operators)",
      security,
      params: idParamsSchema,
      body: progressUpdateInputSchema,
      consumes: ["multipart/form-data", "application/json"],
      response: { 201: partnerProgressUpdateSchema, ...partnerErrors },
    },
  }),
  deleteProgress: defineRoute({
    method: "DELETE",
    url: "/partner/progress/:id/",
    schema: {
      tags: partnerTags,
      summary: "Delete a progress update and its photos (managers and operators)",
      security,
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...partnerErrors },
    },
  }),
};
