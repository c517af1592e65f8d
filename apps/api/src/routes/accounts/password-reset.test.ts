import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../testing/accounts";
import { outboxMails } from "../../testing/outbox";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a reset link; the mail leaves after the answer, so this waits for it too. */
async function ask(email: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/password-reset/",
    payload: { email },
  });
  await t.app.afterResponseJobs.idle();
  return response;
}
const confirm = (token: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/password-reset/confirm/",
    payload: { token, password },
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/token/", payload: { email, password } });

function latestLinkFor(email: string) {
  const mail = outboxMails(t.env.dataDir)
    .filter((m) => m.to.includes(email))
    .at(-1);
  if (!mail?.link) throw new Error(`no reset mail for ${email}`);
  return { link: mail.link, token: new URL(mail.link).searchParams.get("token") ?? "" };
}

describe("password reset", () => {
  it("answers the same status, body and headers whether or not the account exists, and mails only a real one, after the answer", {
    timeout: 15_000,
  }, async () => {
    const user = await signUp(t.app);
    const before = outboxMails(t.env.dataDir).length;
    // The mail is held back until both answers are in: the requests must not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = t.app.mailer.send;
    t.app.mailer.send = async (mail) => {
      await held;
      return send(mail);
    };
    const request = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/users/password-reset/", payload: { email } });
    const known = await request(user.email);
    const unknown = await request("nobody-here@example.com");
    expect(outboxMails(t.env.dataDir).length).toBe(before);
    release();
    await t.app.afterResponseJobs.idle();
    t.app.mailer.send = send;
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // Only the date and the CSP nonce (made for every answer) may differ.
    const { date: _knownDate, "content-security-policy": knownPolicy, ...knownHeaders } = known.headers;
    const {
      date: _unknownDate,
      "content-security-policy": unknownPolicy,
      ...unknownHeaders
    } = unknown.headers;
    const withoutNonce = (policy: unknown) => String(policy).replace(/'nonce-[0-9a-f]+'/, "");
    expect(withoutNonce(unknownPolicy)).toBe(withoutNonce(knownPolicy));
    expect(unknownHeaders).toEqual(knownHeaders);
    expect(outboxMails(t.env.dataDir).length).toBe(before + 1);
    expect(latestLinkFor(user.email).link.startsWith(`${t.env.publicBaseUrl}/reset-password?token=`)).toBe(
      true,
    );
  });

  it("refuses what cannot be an address, in the asker's language, and mails nothing", async () => {
    const before = outboxMails(t.env.dataDir).length;
    for (const [email, language, message] of [
      ["x", "ar", "أدخل بريدًا إلكترونيًا صحيحًا"],
      ["no-at-sign.example.com", "en", "Enter a valid email address."],
    ]) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/v1/users/password-reset/",
        payload: { email },
        headers: { "accept-language": language ?? "" },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(message);
    }
    await t.app.afterResponseJobs.idle();
    expect(outboxMails(t.env.dataDir).length).toBe(before);
  });

  it("sets a new password once, signs out every session, and the old password stops working", async () => {
    const user = await signUp(t.app);
    await ask(user.email);
    const { token } = latestLinkFor(user.email);

    const weak = await confirm(token, "12345678");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toContain("This password is too common.");

    const done = await confirm(token, "Green-River-view-2026");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "Your password has been changed. Sign in with the new one." });

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, "Green-River-view-2026")).statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/refresh/",
      payload: { refresh: user.refresh },
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await confirm(token, "Another-fine-pass-99");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("resetLinkInvalid");
  });

  it("refuses an expired link", async () => {
    const user = await signUp(t.app);
    await ask(user.email);
    const { token } = latestLinkFor(user.email);
    await t.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    expect((await confirm(token, "Green-River-view-2026")).json().code).toBe("resetLinkInvalid");
  });
});
