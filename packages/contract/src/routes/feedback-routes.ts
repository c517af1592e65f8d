import { messageResponseSchema } from "../accounts";
import { defineRoute, errorAnswers } from "../define-route";
import { likeBodySchema, postFeedbackBodySchema, replyBodySchema } from "../feedback-api";
import { savedIdParamsSchema } from "../saved-units";

const tags = ["feedback"];
const security = [{ bearerAuth: [] }];
const errors = errorAnswers(400, 401, 403, 404, 429);

/** SPEC.md section 7's feedback calls; every answer carries the message the page shows as a toast. */
export const feedbackRoutes = {
  postFeedback: defineRoute({
    method: "POST",
    url: "/feedbacks/",
    schema: {
      tags,
      summary: "Post feedback on a company",
      security,
      body: postFeedbackBodySchema,
      response: { 201: messageResponseSchema, ...errors },
    },
  }),
  likeFeedback: defineRoute({
    method: "POST",
    url: "/feedbacks/:id/like/",
    schema: {
      tags,
      summary: "Like a feedback; liking twice counts once",
      security,
      params: savedIdParamsSchema,
      body: likeBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
  }),
  unlikeFeedback: defineRoute({
    method: "DELETE",
    url: "/feedbacks/:id/like/",
    schema: {
      tags,
      summary: "Take back a like",
      security,
      params: savedIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
  }),
  replyToFeedback: defineRoute({
    method: "POST",
    url: "/feedbacks/:id/reply/",
    schema: {
      tags,
      summary: "Reply to a feedback",
      security,
      params: savedIdParamsSchema,
      body: replyBodySchema,
      response: { 201: messageResponseSchema, ...errors },
    },
  }),
  deleteFeedback: defineRoute({
    method: "DELETE",
    url: "/feedbacks/:id/",
    schema: {
      tags,
      summary: "Delete one's own feedback; anyone else gets 403",
      security,
      params: savedIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
  }),
  deleteReply: defineRoute({
    method: "DELETE",
    url: "/feedbacks/replies/:id/",
    schema: {
      tags,
      summary: "Delete one's own reply to a feedback; anyone else gets 403",
      security,
      params: savedIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
  }),
};
