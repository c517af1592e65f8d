import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signToken } from "../auth/access-token";
import { users } from "../db/schema";
import { bearer, signUp } from "../testing/accounts";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: "/api/v1/users/data/", headers });
const codeOf = async (headers: Record<string, string>) => (await profile(headers)).json().code;
const accessFor = (sub: string) => signToken(t.app.signingKey, "access", { sub }, 300);

describe("the authenticate hook", () => {
  it("takes the bearer scheme in any case, and names the token's user", async () => {
    const user = await signUp(t.app, { name: "Karim Fathy" });
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const response = await profile({ authorization: `${scheme} ${user.access}` });
      expect(response.statusCode, scheme).toBe(200);
      expect(response.json()).toMatchObject({ id: user.user_profile.id, name: "Karim Fathy" });
    }
  });

  it("says credentials are missing for no header, another scheme, or a bearer without a token", async () => {
    const user = await signUp(t.app);
    for (const authorization of [
      undefined,
      `Basic ${user.access}`,
      "Bearer",
      "Bearer ",
      `Token ${user.access}`,
    ]) {
      const response = await profile(authorization === undefined ? {} : { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code, authorization).toBe("notAuthenticated");
    }
    expect(await codeOf({ authorization: `x Bearer ${user.access}` })).toBe("notAuthenticated");
    expect(await codeOf({ authorization: `Bearer ${user.access} extra` })).toBe("notAuthenticated");
  });

  it("refuses a validly signed token whose subject is not a user id", async () => {
    for (const sub of ["0", "-3", "2.5", "abc", ""]) {
      const token = await accessFor(sub);
      const response = await profile(bearer(token));
      expect(response.statusCode, sub).toBe(401);
      expect(response.json().code, sub).toBe("tokenInvalid");
    }
  });

  it("refuses a valid token of an account deleted since, and a token naming nobody", async () => {
    const user = await signUp(t.app);
    expect((await profile(bearer(user.access))).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.user_profile.id));
    const gone = await profile(bearer(user.access));
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ code: "userNotFound", message: "User not found" });
    expect(await codeOf(bearer(await accessFor("2000000000")))).toBe("userNotFound");
  });

  it("keeps a checked token only until it expires", async () => {
    const user = await signUp(t.app);
    const token = await signToken(t.app.signingKey, "access", { sub: String(user.user_profile.id) }, 5);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 6000);
      expect(await codeOf(bearer(token))).toBe("tokenInvalid");
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a refresh token where an access token belongs", async () => {
    const user = await signUp(t.app);
    expect(await codeOf(bearer(user.refresh))).toBe("tokenInvalid");
  });

  it("lets one user's token reach only that user's data", async () => {
    const mona = await signUp(t.app, { name: "Mona" });
    const omar = await signUp(t.app, { name: "Omar" });
    expect((await profile(bearer(mona.access))).json().id).toBe(mona.user_profile.id);
    expect((await profile(bearer(omar.access))).json().id).toBe(omar.user_profile.id);
  });
});
