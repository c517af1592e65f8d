import { defineRoute, errorAnswers } from "../define-route";
import { notificationPageSchema, unreadCountSchema } from "../feedback-api";
import { pageQuerySchema } from "../paging";
import { savedIdParamsSchema } from "../saved-units";

const tags = ["notifications"];
const security = [{ bearerAuth: [] }];

/** DECISIONS.md's notification bell: the signed-in user's own notifications, newest first. */
export const notificationsRoutes = {
  notifications: defineRoute({
    method: "GET",
    url: "/notifications/",
    schema: {
      tags,
      summary: "My notifications, a page at a time, with the unread count",
      security,
      querystring: pageQuerySchema,
      response: { 200: notificationPageSchema, ...errorAnswers(400, 401) },
    },
  }),
  markRead: defineRoute({
    method: "POST",
    url: "/notifications/:id/read/",
    schema: {
      tags,
      summary: "Mark one of my notifications read",
      security,
      params: savedIdParamsSchema,
      response: { 200: unreadCountSchema, ...errorAnswers(401, 404) },
    },
  }),
  markAllRead: defineRoute({
    method: "POST",
    url: "/notifications/read-all/",
    schema: {
      tags,
      summary: "Mark all my notifications read",
      security,
      response: { 200: unreadCountSchema, ...errorAnswers(401) },
    },
  }),
};
