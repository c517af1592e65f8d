import {
  messageResponseSchema,
  refreshBodySchema,
  revokeBodySchema,
  signInBodySchema,
  signInResponseSchema,
} from "@capital/contract/accounts";
import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import { message } from "@capital/contract/errors";
import { tokenPairSchema } from "@capital/contract/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../http-error";
import { perAccount, perClient } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";
import { perEmail } from "./email-key";
import { DUMMY_HASH, verifySignInPassword } from "./password-hash";
import { endSession, rotateSession, startSession } from "./session-tokens";
import { findUserByEmail, toUser } from "./users-repository";

/** The family id inside a refresh token, unverified: only a rate-limit key, never trusted for access. */
function sessionOf(token: unknown) {
  try {
    const payload = JSON.parse(Buffer.from(String(token).split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.fam === "string" ? payload.fam : "unknown";
  } catch {
    return "unknown";
  }
}

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.env.rateLimits.auth;

  app.post(
    API_PATHS.token,
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign in: a token pair and the user's profile",
        body: signInBodySchema,
        response: {
          200: signInResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: app.limit(perClient(limit, "sign-in"), perEmail(limit, "sign-in")),
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      const valid = await verifySignInPassword(user?.passwordHash ?? DUMMY_HASH, request.body.password);
      if (!user || !valid) throw new HttpError(401, "noActiveAccount");
      const tokens = await startSession(app.db, app.signingKey, user.id);
      return { ...tokens, user_profile: toUser(user) };
    },
  );

  app.post(
    API_PATHS.tokenRefresh,
    {
      schema: {
        tags: ["accounts"],
        summary: "Rotate the refresh token: a new pair; the presented token stops working",
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
      // Every page load of a signed-in visitor refreshes; many visitors share one address behind mobile NAT.
      // Per account, the session is what counts: the refresh token's family, read without trusting it.
      preHandler: app.limit(
        perClient(app.env.rateLimits.refresh, "refresh"),
        perAccount(app.env.rateLimits.refresh, "refresh", (r) =>
          sessionOf((r.body as { refresh?: unknown }).refresh),
        ),
      ),
    },
    async (request) => rotateSession(app.db, app.signingKey, request.body.refresh),
  );

  app.post(
    API_PATHS.tokenRevoke,
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign out: the refresh token's session is revoked on the server",
        body: revokeBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await endSession(app.db, app.signingKey, request.body.refresh);
      return { message: message("signedOut", requestLanguage(request)) };
    },
  );
};

export default tokenRoutes;
