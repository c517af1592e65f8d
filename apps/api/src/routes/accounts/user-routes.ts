import { type MessageCode, message } from "@capital/contract/errors";
import { accountsRoutes } from "@capital/contract/routes/accounts-routes";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { perEmail } from "../../auth/email-key";
import { hashPassword } from "../../auth/password-hash";
import { passwordProblems } from "../../auth/password-policy";
import { endAllSessions, startSession } from "../../auth/session-tokens";
import { findUserByEmail, findUserById, toUser } from "../../auth/users-repository";
import { bookings, units, users } from "../../db/schema";
import { fieldErrors, HttpError } from "../../http-error";
import { perClient } from "../../plugins/rate-limit";
import { requestLanguage, statedLanguage } from "../../request-language";
import { removeProfilePicture, storeProfilePicture } from "./profile-picture";

const UNIQUE_VIOLATION = "23505";

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...accountsRoutes.createUser,
    preHandler: app.limit(
      perClient(app.env.rateLimits.auth, "sign-up"),
      perEmail(app.env.rateLimits.auth, "sign-up"),
    ),
    handler: async (request, reply) => {
      const { name, email, password } = request.body;
      const problems: Record<string, MessageCode[]> = {};
      if (await findUserByEmail(app.db, email)) problems.email = ["emailTaken"];
      const weak = passwordProblems(password, { email, name });
      if (weak.length > 0) problems.password = weak;
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);

      const passwordHash = await hashPassword(password);
      const created = await app.db
        .insert(users)
        // Mails to the account are in the language of the page it signed up on.
        .values({ name, email, passwordHash, preferedLanguage: statedLanguage(request) })
        .returning()
        .catch((error: { code?: string; cause?: { code?: string } }) => {
          if ((error.cause?.code ?? error.code) === UNIQUE_VIOLATION)
            throw fieldErrors({ email: ["emailTaken"] });
          throw error;
        });
      const user = created[0];
      if (!user) throw new Error("user not created");
      const tokens = await startSession(app.db, app.signingKey, user.id);
      return reply.status(201).send({ ...tokens, user_profile: toUser(user) });
    },
  });

  app.route({
    ...accountsRoutes.userData,
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await findUserById(app.db, request.userId);
      if (!user) throw new HttpError(401, "userMatchingNotFound");
      return toUser(user);
    },
  });

  app.route({
    ...accountsRoutes.updateUser,
    // A name or photo shows beside its owner's feedback on company pages.
    config: { invalidates: "everything" },
    onRequest: app.authenticate,
    handler: async (request) => {
      if (request.params.id !== request.userId) throw new HttpError(403, "forbidden");
      const current = await findUserById(app.db, request.userId);
      if (!current) throw new HttpError(401, "userMatchingNotFound");

      const { profilePicture, ...fields } = request.body;
      const changes: Partial<typeof users.$inferInsert> = { ...fields };
      if (profilePicture) {
        changes.profilePicture = await storeProfilePicture(app.env.mediaDir, current.id, profilePicture);
      }
      if (Object.keys(changes).length === 0) return toUser(current);
      const [updated] = await app.db.update(users).set(changes).where(eq(users.id, current.id)).returning();
      if (!updated) throw new HttpError(401, "userMatchingNotFound");
      if (profilePicture) await removeProfilePicture(app.env.mediaDir, current.id, current.profilePicture);
      return toUser(updated);
    },
  });

  app.route({
    ...accountsRoutes.deleteUser,
    // Its feedback goes and the units it held or had reserved become free (sold ones stay sold).
    config: { invalidates: "everything" },
    onRequest: app.authenticate,
    handler: async (request) => {
      if (request.params.id !== request.userId) throw new HttpError(403, "forbidden");
      const user = await findUserById(app.db, request.userId);
      if (!user) throw new HttpError(401, "userMatchingNotFound");
      await app.db.transaction(async (tx) => {
        const held = tx
          .select({ unitId: bookings.unitId })
          .from(bookings)
          .where(and(eq(bookings.userId, user.id), inArray(bookings.status, ["held", "confirmed"])));
        await tx.update(units).set({ status: "free" }).where(inArray(units.id, held));
        await endAllSessions(tx, user.id);
        await tx.delete(users).where(eq(users.id, user.id));
      });
      await removeProfilePicture(app.env.mediaDir, user.id, user.profilePicture);
      return { message: message("userDeleted", requestLanguage(request)) };
    },
  });
};

export default userRoutes;
