import { message } from "@capital/contract/errors";
import { accountsRoutes } from "@capital/contract/routes/accounts-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { perEmail } from "../../auth/email-key";
import { DUMMY_HASH, verifySignInPassword } from "../../auth/password-hash";
import { endSession, rotateSession, startSession } from "../../auth/session-tokens";
import { findUserByEmail, toUser } from "../../auth/users-repository";
import { HttpError } from "../../http-error";
import { perAccount, perClient } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";

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

  app.route({
    ...accountsRoutes.signIn,
    preHandler: app.limit(perClient(limit, "sign-in"), perEmail(limit, "sign-in")),
    handler: async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      const valid = await verifySignInPassword(user?.passwordHash ?? DUMMY_HASH, request.body.password);
      if (!user || !valid) throw new HttpError(401, "noActiveAccount");
      const tokens = await startSession(app.db, app.signingKey, user.id);
      return { ...tokens, user_profile: toUser(user) };
    },
  });

  app.route({
    ...accountsRoutes.refreshToken,
    // Every page load of a signed-in visitor refreshes; many visitors share one address behind mobile NAT.
    // Per account, the session is what counts: the refresh token's family, read without trusting it.
    preHandler: app.limit(
      perClient(app.env.rateLimits.refresh, "refresh"),
      perAccount(app.env.rateLimits.refresh, "refresh", (r) =>
        sessionOf((r.body as { refresh?: unknown }).refresh),
      ),
    ),
    handler: async (request) => rotateSession(app.db, app.signingKey, request.body.refresh),
  });

  app.route({
    ...accountsRoutes.revokeToken,
    handler: async (request) => {
      await endSession(app.db, app.signingKey, request.body.refresh);
      return { message: message("signedOut", requestLanguage(request)) };
    },
  });
};

export default tokenRoutes;
