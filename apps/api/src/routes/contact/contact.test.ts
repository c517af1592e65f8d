import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { testEnv } from "../../testing/test-env";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: testEnv({ CONTACT_RATE_LIMIT: "3/60" }) });
});
afterAll(() => t.close());

const send = (payload: object, ip = "10.1.1.1", language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/contact/",
    payload,
    remoteAddress: ip,
    headers: { "accept-language": language },
  });

describe("POST /contact/", () => {
  it("stores a valid message and thanks the sender", async () => {
    const response = await send({
      fullName: "Ahmed Samy",
      email: "ahmed@example.com",
      message: "Call me about R7 villas",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Thank you/);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({ fullName: "Ahmed Samy", message: "Call me about R7 villas" }),
    ]);
  });

  it("refuses a 26-character name, a 101-character message and a bad email, each by field", async () => {
    const response = await send(
      { fullName: "x".repeat(26), email: "nope", message: "y".repeat(101) },
      "10.1.1.2",
      "ar",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      fullName: ["هذا النص أطول من المسموح"],
      email: ["أدخل بريدًا إلكترونيًا صحيحًا"],
      message: ["هذا النص أطول من المسموح"],
    });
  });

  it("is rate limited per address", async () => {
    const ok = { fullName: "A", email: "a@b.eg", message: "hi" };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(ok, "10.1.1.3")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
