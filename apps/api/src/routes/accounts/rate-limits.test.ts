import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../testing/accounts";
import { createTestApp } from "../../testing/test-app";
import { testEnv } from "../../testing/test-env";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: testEnv({ AUTH_RATE_LIMIT: "3/60" }) });
});
afterAll(() => t.close());

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
