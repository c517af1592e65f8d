import {
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  userIdParamsSchema,
  userUpdateBodySchema,
} from "@capital/contract/accounts";
import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import { type MessageCode, message } from "@capital/contract/errors";
import { userSchema } from "@capital/contract/user";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookings, units, users } from "../../db/schema";
import { fieldErrors, HttpError } from "../../http-error";
import { perClient } from "../../plugins/rate-limit";
import { requestLanguage } from "../../request-language";
import { perEmail } from "./email-key";
import { hashPassword } from "./password-hash";
import { passwordProblems } from "./password-policy";
import { removeProfilePicture, storeProfilePicture } from "./profile-picture";
import { endAllSessions, startSession } from "./session-tokens";
import { findUserByEmail, findUserById, toUser } from "./users-repository";

const updateBody = userUpdateBodySchema.extend({
  profilePicture: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: "invalidImage" })
    .optional()
    .meta({ type: "string", format: "binary" }),
});

const UNIQUE_VIOLATION = "23505";

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.userCreate,
    {
      schema: {
        tags: ["accounts"],
        summary: "Register (multipart or JSON): the new user, signed in",
        consumes: ["multipart/form-data", "application/json"],
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: app.limit(
        perClient(app.env.rateLimits.auth, "sign-up"),
        perEmail(app.env.rateLimits.auth, "sign-up"),
      ),
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const problems: Record<string, MessageCode[]> = {};
      if (await findUserByEmail(app.db, email)) problems.email = ["emailTaken"];
      const weak = passwordProblems(password, { email, name });
      if (weak.length > 0) problems.password = weak;
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);

      const passwordHash = await hashPassword(password);
      const created = await app.db
        .insert(users)
        .values({ name, email, passwordHash })
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
  );

  app.get(
    API_PATHS.userData,
    {
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user",
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await findUserById(app.db, request.userId);
      if (!user) throw new HttpError(401, "userMatchingNotFound");
      return toUser(user);
    },
  );

  app.put(
    API_PATHS.userUpdate,
    {
      // A name or photo shows beside its owner's feedback on company pages.
      config: { invalidates: "everything" },
      schema: {
        tags: ["accounts"],
        summary: "Update one's own profile, one field per call (multipart); email cannot change",
        security: [{ bearerAuth: [] }],
        consumes: ["multipart/form-data", "application/json"],
        params: userIdParamsSchema,
        body: updateBody,
        response: { 200: userSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
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
  );

  app.delete(
    API_PATHS.userDelete,
    {
      // Its feedback goes and its booked units become free.
      config: { invalidates: "everything" },
      schema: {
        tags: ["accounts"],
        summary: "Delete one's own account and everything only it owns; its booked units become free",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      if (request.params.id !== request.userId) throw new HttpError(403, "forbidden");
      const user = await findUserById(app.db, request.userId);
      if (!user) throw new HttpError(401, "userMatchingNotFound");
      await app.db.transaction(async (tx) => {
        const held = tx
          .select({ unitId: bookings.unitId })
          .from(bookings)
          .where(and(eq(bookings.userId, user.id), eq(bookings.status, "active")));
        await tx.update(units).set({ status: "free" }).where(inArray(units.id, held));
        await endAllSessions(tx, user.id);
        await tx.delete(users).where(eq(users.id, user.id));
      });
      await removeProfilePicture(app.env.mediaDir, user.id, user.profilePicture);
      return { message: message("userDeleted", requestLanguage(request)) };
    },
  );
};

export default userRoutes;
