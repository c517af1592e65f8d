import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_LIFETIME_SECONDS } from "@capital/contract/constants";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

/** Tokens are HS256 JWTs with a `token_type` claim, as djangorestframework-simplejwt issues them. */
export type TokenType = "access" | "refresh";

export function signingKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signToken(
  key: Uint8Array,
  type: TokenType,
  claims: { sub: string; jti?: string; fam?: string },
  lifetimeSeconds: number,
) {
  return new SignJWT({ token_type: type, ...(claims.fam ? { fam: claims.fam } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(key);
}

export function signAccessToken(key: Uint8Array, userId: number) {
  return signToken(key, "access", { sub: String(userId) }, ACCESS_TOKEN_LIFETIME_SECONDS);
}

export type VerifiedToken = {
  sub: string;
  jti: string;
  fam?: string /** seconds since the epoch */;
  exp: number;
};

/** Checks algorithm, signature, expiry and token type; null for anything else. */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  type: TokenType,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      requiredClaims: ["sub", "jti", "exp"],
    });
    if (payload.token_type !== type || !payload.sub || !payload.jti || !payload.exp) return null;
    return {
      sub: payload.sub,
      jti: payload.jti,
      fam: typeof payload.fam === "string" ? payload.fam : undefined,
      exp: payload.exp,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
