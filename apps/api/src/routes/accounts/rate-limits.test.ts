import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/password-hash";
import { users } from "../../db/schema";
import { signUp } from "../../testing/accounts";
import { createTestApp } from "../../testing/test-app";
import { testEnv } from "../../testing/test-env";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: testEnv({ AUTH_RATE_LIMIT: "3/60" }) });
});
afterAll(() => t.close());

/** An account made directly, so making it counts against no limit. */
async function account(email: string) {
  const password = "Nile-sunset-R7-balcony";
  await t.db
    .insert(users)
    .values({ name: "Limit Tester", email, passwordHash: await hashPassword(password) });
  return { email, password };
}

describe("rate limits on sign-in", () => {
  it("answers 429 with a clear message after too many attempts on one account", async () => {
    const user = await signUp(t.app);
    const attempt = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/token/",
        payload: { email: user.email, password: "wrong-password" },
        remoteAddress: ip,
      });
    // Different addresses, one account: the per-account limit still holds.
    const statuses = [];
    for (const ip of ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4"])
      statuses.push((await attempt(ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt("10.0.0.5");
    expect(limited.json()).toEqual({
      code: "rateLimited",
      message: "Too many requests. Please wait a moment and try again.",
    });
  });

  it("limits sign-ups for one email from many addresses", async () => {
    const statuses = [];
    for (const ip of ["10.3.0.1", "10.3.0.2", "10.3.0.3", "10.3.0.4"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/users/create/",
        // Well formed, so it reaches the handler (which refuses the common password): these are counted.
        payload: { name: "Same Person", email: "same.person@example.com", password: "password123" },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it.each([
    ["upper case", (email: string) => email.toUpperCase()],
    [
      "full-width letters",
      (email: string) =>
        email.replace(/[a-z]/g, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)),
    ],
    ["the Kelvin sign", (email: string) => email.replace("k", "\u212a")],
  ])("counts an email written with %s against the same account's limit", async (_how, written) => {
    const user = await account(`kamal.${Date.now()}@example.com`);
    const attempt = (email: string, password: string, ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/token/",
        payload: { email, password },
        remoteAddress: ip,
      });
    expect((await attempt(written(user.email), user.password, "10.5.0.1")).statusCode).toBe(200);
    for (const ip of ["10.5.0.2", "10.5.0.3"]) {
      expect((await attempt(user.email, "wrong-password", ip)).statusCode).toBe(401);
    }
    // Locked now: the right password, however the email is written, is not let in.
    expect((await attempt(written(user.email), user.password, "10.5.0.4")).statusCode).toBe(429);
    expect((await attempt(user.email, user.password, "10.5.0.5")).statusCode).toBe(429);
  });

  it("does not let İ (U+0130) in place of i reach a locked account", async () => {
    const user = await account(`mina.${Date.now()}@example.com`);
    const attempt = (email: string, password: string, ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/token/",
        payload: { email, password },
        remoteAddress: ip,
      });
    for (const ip of ["10.6.0.1", "10.6.0.2", "10.6.0.3"]) await attempt(user.email, "wrong-password", ip);
    expect((await attempt(user.email, user.password, "10.6.0.4")).statusCode).toBe(429);
    const dotted = await attempt(user.email.replace("i", "\u0130"), user.password, "10.6.0.5");
    expect(dotted.statusCode).toBe(401);
    expect(dotted.json().code).toBe("noActiveAccount");
  });

  it("limits one address across accounts", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/token/",
        payload: { email: `someone${i}@example.com`, password: "whatever-it-is" },
        remoteAddress: "10.9.9.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
