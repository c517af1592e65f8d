import { createHash, randomBytes } from "node:crypto";
import { message } from "@capital/contract/errors";
import { accountsRoutes } from "@capital/contract/routes/accounts-routes";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { perEmail } from "../../auth/email-key";
import { hashPassword } from "../../auth/password-hash";
import { passwordProblems } from "../../auth/password-policy";
import { endAllSessions } from "../../auth/session-tokens";
import { findUserByEmail } from "../../auth/users-repository";
import { passwordResetTokens, users } from "../../db/schema";
import { fieldErrors, HttpError } from "../../http-error";
import { perClient } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";
import { resetMail } from "./reset-mail";

const LINK_LIFETIME_MS = 60 * 60 * 1000;
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.env.rateLimits.auth;

  /** Mails a one-time link to the account the email names, if any. */
  async function mailResetLink(email: string) {
    const user = await findUserByEmail(app.db, email);
    if (!user) return;
    const token = randomBytes(32).toString("base64url");
    await app.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
    });
    const link = `${app.env.publicBaseUrl}/reset-password?token=${token}`;
    await app.mailer.send({ to: user.email, ...resetMail(user.name, link, user.preferedLanguage) });
  }

  app.route({
    ...accountsRoutes.requestPasswordReset,
    preHandler: app.limit(perClient(limit, "reset"), perEmail(limit, "reset")),
    handler: async (request) => {
      // Known or not, the request does the same: the look-up and the mail come after the answer.
      const { email } = request.body;
      request.later("password reset mail", () => mailResetLink(email));
      return { message: message("passwordResetSent", requestLanguage(request)) };
    },
  });

  app.route({
    ...accountsRoutes.confirmPasswordReset,
    preHandler: app.limit(perClient(limit, "reset-confirm")),
    handler: async (request) => {
      const { token, password } = request.body;
      const [link] = await app.db
        .select({ id: passwordResetTokens.id, userId: users.id, email: users.email, name: users.name })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, digest(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        );
      if (!link) throw new HttpError(400, "resetLinkInvalid");
      const problems = passwordProblems(password, link);
      if (problems.length > 0) throw fieldErrors({ password: problems });

      const passwordHash = await hashPassword(password);
      const used = await app.db.transaction(async (tx) => {
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
        await endAllSessions(tx, link.userId);
        return true;
      });
      if (!used) throw new HttpError(400, "resetLinkInvalid");
      return { message: message("passwordResetDone", requestLanguage(request)) };
    },
  });
};

export default passwordResetRoutes;
