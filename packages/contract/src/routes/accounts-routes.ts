import {
  messageResponseSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  refreshBodySchema,
  registerBodySchema,
  registerResponseSchema,
  revokeBodySchema,
  signInBodySchema,
  signInResponseSchema,
  userIdParamsSchema,
  userUpdateBodySchema,
} from "../accounts";
import { defineRoute, errorAnswers } from "../define-route";
import { tokenPairSchema, userSchema } from "../user";

const tags = ["accounts"];
const security = [{ bearerAuth: [] }];
const forms = ["multipart/form-data", "application/json"];

export const accountsRoutes = {
  signIn: defineRoute({
    method: "POST",
    url: "/token/",
    schema: {
      tags,
      summary: "Sign in: a token pair and the user's profile",
      body: signInBodySchema,
      response: { 200: signInResponseSchema, ...errorAnswers(400, 401, 429) },
    },
  }),
  refreshToken: defineRoute({
    method: "POST",
    url: "/token/refresh/",
    schema: {
      tags,
      summary: "Rotate the refresh token: a new pair; the presented token stops working",
      body: refreshBodySchema,
      response: { 200: tokenPairSchema, ...errorAnswers(400, 401, 429) },
    },
  }),
  revokeToken: defineRoute({
    method: "POST",
    url: "/token/revoke/",
    schema: {
      tags,
      summary: "Sign out: the refresh token's session is revoked on the server",
      body: revokeBodySchema,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 401) },
    },
  }),
  createUser: defineRoute({
    method: "POST",
    url: "/users/create/",
    schema: {
      tags,
      summary: "Register (multipart or JSON): the new user, signed in",
      consumes: forms,
      body: registerBodySchema,
      response: { 201: registerResponseSchema, ...errorAnswers(400, 429) },
    },
  }),
  userData: defineRoute({
    method: "GET",
    url: "/users/data/",
    schema: {
      tags,
      summary: "The signed-in user",
      security,
      response: { 200: userSchema, ...errorAnswers(401) },
    },
  }),
  updateUser: defineRoute({
    method: "PUT",
    url: "/users/:id/update/",
    schema: {
      tags,
      summary: "Update one's own profile, one field per call (multipart); email cannot change",
      security,
      consumes: forms,
      params: userIdParamsSchema,
      body: userUpdateBodySchema,
      response: { 200: userSchema, ...errorAnswers(400, 401, 403) },
    },
  }),
  deleteUser: defineRoute({
    method: "DELETE",
    url: "/users/:id/delete/",
    schema: {
      tags,
      summary: "Delete one's own account and everything only it owns; its booked units become free",
      security,
      params: userIdParamsSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(401, 403) },
    },
  }),
  requestPasswordReset: defineRoute({
    method: "POST",
    url: "/users/password-reset/",
    schema: {
      tags,
      summary:
        "Mail a one-time reset link (valid one hour); the answer never tells whether the account exists",
      body: passwordResetBodySchema,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 429) },
    },
  }),
  confirmPasswordReset: defineRoute({
    method: "POST",
    url: "/users/password-reset/confirm/",
    schema: {
      tags,
      summary: "Set a new password from a reset link; every session of the account is signed out",
      body: passwordResetConfirmBodySchema,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 429) },
    },
  }),
};
