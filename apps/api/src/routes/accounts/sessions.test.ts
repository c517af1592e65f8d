import { REFRESH_TOKEN_LIFETIME_SECONDS } from "@capital/contract/constants";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { signingKey, signToken } from "../../auth/access-token";
import { ROTATION_GRACE_SECONDS } from "../../auth/session-tokens";
import { queryRows } from "../../db/client";
import { bearer, signUp } from "../../testing/accounts";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/token/refresh/", payload: { refresh: token } });
const invalid = { code: "tokenInvalid", message: "Token is invalid or expired" };

describe("POST /token/refresh/", () => {
  it("rotates: a new pair, and the presented token stops working", async () => {
    const user = await signUp(t.app);
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh).not.toBe(user.refresh);
    expect(
      (await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(pair.access) })).statusCode,
    ).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it("revokes the whole family when an already-rotated token comes back after the grace", async () => {
    const user = await signUp(t.app);
    const rotated = (await refresh(user.refresh)).json();
    await t.db.execute(
      sql`update refresh_token_families set rotated_at = now() - make_interval(secs => ${ROTATION_GRACE_SECONDS + 1})`,
    );
    const replay = await refresh(user.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(invalid);
    // The legitimate holder's newer token is now dead too: the session is over.
    expect((await refresh(rotated.refresh)).json()).toEqual(invalid);
  });

  it("keeps the session when two tabs refresh the same token at once: the slower gets the same session", async () => {
    const user = await signUp(t.app);
    const [a, b] = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const jti = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).jti;
    expect(jti(a.json().refresh)).toBe(jti(b.json().refresh));
    // Either tab's token carries the session on, and reuse detection holds after it.
    const next = await refresh(b.json().refresh);
    expect(next.statusCode).toBe(200);
    expect((await refresh(next.json().refresh)).statusCode).toBe(200);
  });

  it("gives the grace only to the token rotated last: an older one still revokes the session", async () => {
    const user = await signUp(t.app);
    const second = (await refresh(user.refresh)).json();
    const third = (await refresh(second.refresh)).json();
    expect((await refresh(user.refresh)).json()).toEqual(invalid);
    expect((await refresh(third.refresh)).json()).toEqual(invalid);
  });

  it("refuses forged, expired, wrong-type and garbage tokens with 401", async () => {
    const user = await signUp(t.app);
    const forged = await signToken(
      signingKey("another-secret-another-secret-another"),
      "refresh",
      {
        sub: String(user.user_profile.id),
        fam: "00000000-0000-0000-0000-000000000000",
      },
      3600,
    );
    const expired = await signToken(t.app.signingKey, "refresh", { sub: "1", fam: "x" }, -10);
    for (const token of [forged, expired, user.access, "garbage"]) {
      const response = await refresh(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual(invalid);
    }
  });

  it("ends the session on sign-out: the refresh token no longer works", async () => {
    const user = await signUp(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/revoke/",
      payload: { refresh: user.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(user.refresh)).statusCode).toBe(401);
  });
});

describe("a session's life", () => {
  const revoke = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/token/revoke/", payload: { refresh: token } });

  it("refuses to sign out with a token that is not valid, and ends no session", async () => {
    const user = await signUp(t.app);
    for (const token of ["garbage", user.access]) {
      const response = await revoke(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual(invalid);
    }
    expect((await refresh(user.refresh)).statusCode).toBe(200);
  });

  it("lasts the refresh token's lifetime from each refresh, and ends when it runs out", async () => {
    const user = await signUp(t.app);
    const ends = async () => {
      const [family] = await queryRows(
        t.db,
        z.object({ expires_at: z.coerce.date() }),
        sql`select expires_at from refresh_token_families where user_id = ${user.user_profile.id}`,
      );
      return (family?.expires_at.getTime() ?? 0) - Date.now();
    };
    const lifetime = REFRESH_TOKEN_LIFETIME_SECONDS * 1000;
    expect(await ends()).toBeGreaterThan(lifetime - 60_000);
    await t.db.execute(
      sql`update refresh_token_families set expires_at = now() - interval '1 second' where user_id = ${user.user_profile.id}`,
    );
    const late = await refresh(user.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(invalid);
  });

  it("refuses a token signed with the right secret by another algorithm", async () => {
    const user = await signUp(t.app);
    const payload = JSON.parse(Buffer.from(user.refresh.split(".")[1] ?? "", "base64url").toString());
    const hs512 = await new SignJWT(payload)
      .setProtectedHeader({ alg: "HS512", typ: "JWT" })
      .sign(t.app.signingKey);
    expect((await refresh(hs512)).json()).toEqual(invalid);
    expect((await refresh(user.refresh)).statusCode).toBe(200);
  });
});

describe("access tokens", () => {
  it("are required, checked for signature and type", async () => {
    const user = await signUp(t.app);
    const none = await t.app.inject({ url: "/api/v1/users/data/" });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe("notAuthenticated");
    const wrongType = await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(user.refresh) });
    expect(wrongType.json()).toEqual(invalid);
    const tampered = `${user.access.slice(0, -3)}abc`;
    expect((await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(tampered) })).statusCode).toBe(
      401,
    );
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${user.access.split(".")[1]}.`;
    expect((await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(noneAlg) })).statusCode).toBe(
      401,
    );
  });

  it("stop working when they expire, even one accepted before", async () => {
    const user = await signUp(t.app);
    const shortLived = await signToken(t.app.signingKey, "access", { sub: String(user.user_profile.id) }, 5);
    const profile = () => t.app.inject({ url: "/api/v1/users/data/", headers: bearer(shortLived) });
    expect((await profile()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 6000);
      expect((await profile()).json()).toEqual(invalid);
    } finally {
      vi.useRealTimers();
    }
  });

  it("GET /users/data/ answers the user object and nothing secret", async () => {
    const user = await signUp(t.app, { name: "Heba Samir" });
    const response = await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(user.access) });
    expect(response.json()).toEqual({
      id: user.user_profile.id,
      name: "Heba Samir",
      email: user.email,
      phone: null,
      gender: null,
      profilePicture: null,
      preferedCurrency: "egp",
      preferedLanguage: "ar",
    });
  });
});
