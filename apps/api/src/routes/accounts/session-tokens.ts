import { randomUUID } from "node:crypto";
import { REFRESH_TOKEN_LIFETIME_SECONDS } from "@capital/contract/constants";
import type { TokenPair } from "@capital/contract/user";
import { and, eq, isNull } from "drizzle-orm";
import { signAccessToken, signToken, verifyToken } from "../../auth/access-token";
import type { Db } from "../../db/client";
import { refreshTokenFamilies } from "../../db/schema";
import { HttpError } from "../../http-error";

/**
 * A session is a family of refresh tokens. Each refresh rotates the family to a new token id;
 * presenting an older one means it was stolen or replayed, so the whole family is revoked.
 */

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
    if (family.currentJti !== token.jti) {
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokenFamilies.id, familyId));
      return "reused" as const;
    }
    await tx
      .update(refreshTokenFamilies)
      .set({ currentJti: nextJti, expiresAt: expiry() })
      .where(eq(refreshTokenFamilies.id, familyId));
    return { userId: family.userId };
  });
  if (typeof outcome === "string") throw new HttpError(401, "tokenInvalid");
  return tokenPair(key, outcome.userId, familyId, nextJti);
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
