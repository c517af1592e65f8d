import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { signingKey, verifyToken } from "../auth/access-token";
import { users } from "../db/schema";
import { HttpError } from "../http-error";

declare module "fastify" {
  interface FastifyInstance {
    signingKey: Uint8Array;
    /** onRequest hook for signed-in routes: a valid bearer access token, or 401, before anything else. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    userId: number;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  const key = signingKey(app.env.jwtSecret);
  app.decorate("signingKey", key);
  app.decorateRequest("userId", 0);

  // Checking a signature costs more than the rest of a cached read. An access token never
  // changes and cannot be revoked before it expires, so one checked once is good until then.
  const checked = new LRUCache<string, { userId: number; expiresAt: number }>({ max: 50_000 });
  async function userOf(token: string) {
    const known = checked.get(token);
    if (known && known.expiresAt > Date.now()) return known.userId;
    const verified = await verifyToken(key, token, "access");
    const userId = Number(verified?.sub);
    if (!verified || !Number.isInteger(userId) || userId <= 0) return undefined;
    checked.set(token, { userId, expiresAt: verified.exp * 1000 });
    return userId;
  }

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new HttpError(401, "notAuthenticated");
    const userId = await userOf(match[1]);
    if (!userId) throw new HttpError(401, "tokenInvalid");
    // As SimpleJWT does: a valid token of an account deleted since it was issued names nobody.
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new HttpError(401, "userNotFound");
    request.userId = userId;
  });
});
