import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { signingKey, verifyToken } from "../auth/access-token";
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
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new HttpError(401, "notAuthenticated");
    const token = await verifyToken(key, match[1], "access");
    const userId = Number(token?.sub);
    if (!token || !Number.isInteger(userId) || userId <= 0) throw new HttpError(401, "tokenInvalid");
    request.userId = userId;
  });
});
