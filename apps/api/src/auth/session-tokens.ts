import { randomUUID } from "node:crypto";
import { REFRESH_TOKEN_LIFETIME_SECONDS } from "@capital/contract/constants";
import type { TokenPair } from "@capital/contract/user";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { refreshTokenFamilies } from "../db/schema";
import { HttpError } from "../http-error";
import { signAccessToken, signToken, verifyToken } from "./access-token";

/**
 * A session is a family of refresh tokens. Each refresh rotates the family to a new token id;
 * presenting an older one means it was stolen or replayed, so the whole family is revoked. The
 * one exception is the token rotated just before, within a short grace: two tabs of one browser
 * refresh the same stored token at once, and the slower must get the session the faster one got,
 * not sign the user out.
 */
export const ROTATION_GRACE_SECONDS = 20;

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000);

async function tokenPair(key: Uint8Array, userId: number, family: string, jti: string): Promise<TokenPair> {
  const [access, refresh] = await Promise.all([
    signAccessToken(key, userId),
    signToken(key, "refresh", { sub: String(userId), fam: family, jti }, REFRESH_TOKEN_LIFETIME_SECONDS),
  ]);
  return { access, refresh };
}

export async function startSession(db: Db, key: Uint8Array, userId: number): Promise<TokenPair> {
  const jti = randomUUID();
  const [family] = await db
    .insert(refreshTokenFamilies)
    .values({ userId, currentJti: jti, expiresAt: expiry() })
    .returning({ id: refreshTokenFamilies.id });
  if (!family) throw new Error("could not start a session");
  return tokenPair(key, userId, family.id, jti);
}

export async function rotateSession(db: Db, key: Uint8Array, refresh: string): Promise<TokenPair> {
  const token = await verifyToken(key, refresh, "refresh");
  if (!token?.fam) throw new HttpError(401, "tokenInvalid");
  const familyId = token.fam;
  const nextJti = randomUUID();

  const outcome = await db.transaction(async (tx) => {
    const [family] = await tx
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, familyId))
      .for("update");
    if (!family || family.revokedAt || family.expiresAt < new Date() || String(family.userId) !== token.sub) {
      return "invalid" as const;
    }
    const justRotated =
      family.previousJti === token.jti &&
      family.rotatedAt !== null &&
      family.rotatedAt.getTime() > Date.now() - ROTATION_GRACE_SECONDS * 1000;
    // The same session as the refresh that just rotated it: its current token, rotated no further.
    if (justRotated) return { userId: family.userId, jti: family.currentJti };
    if (family.currentJti !== token.jti) {
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokenFamilies.id, familyId));
      return "reused" as const;
    }
    await tx
      .update(refreshTokenFamilies)
      .set({
        currentJti: nextJti,
        previousJti: family.currentJti,
        rotatedAt: new Date(),
        expiresAt: expiry(),
      })
      .where(eq(refreshTokenFamilies.id, familyId));
    return { userId: family.userId, jti: nextJti };
  });
  if (typeof outcome === "string") throw new HttpError(401, "tokenInvalid");
  return tokenPair(key, outcome.userId, familyId, outcome.jti);
}

/** Signing out: the token's family stops working. A token that is not valid revokes nothing. */
export async function endSession(db: Db, key: Uint8Array, refresh: string) {
  const token = await verifyToken(key, refresh, "refresh");
  if (!token?.fam) throw new HttpError(401, "tokenInvalid");
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokenFamilies.id, token.fam), isNull(refreshTokenFamilies.revokedAt)));
}

export async function endAllSessions(db: Db, userId: number) {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
}
