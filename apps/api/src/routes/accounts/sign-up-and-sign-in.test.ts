import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/password-hash";
import { users } from "../../db/schema";
import { signUp } from "../../testing/accounts";
import { multipart } from "../../testing/multipart";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registerFields(fields: Record<string, string>, language = "en") {
  const form = multipart(fields);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/create/",
    payload: form.payload,
    headers: { ...form.headers, "accept-language": language },
  });
  return { status: response.statusCode, body: response.json() };
}

describe("POST /users/create/", () => {
  it("creates the user and answers a signed-in session, without any secret", async () => {
    const { status, body } = await registerFields({
      name: "Karim Fathy",
      email: "Karim@Example.com",
      password: "Nile-sunset-R7",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user_profile: {
        name: "Karim Fathy",
        email: "Karim@Example.com",
        preferedCurrency: "egp",
        // Signed up from an English page: its mails are in English.
        preferedLanguage: "en",
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it("keeps the language of the page it was made on, Arabic when the request names neither", async () => {
    const arabic = await registerFields(
      { name: "Hoda Saleh", email: "hoda.saleh@example.com", password: "Nile-sunset-R7" },
      "ar-EG,ar;q=0.9,en;q=0.5",
    );
    expect(arabic.body.user_profile.preferedLanguage).toBe("ar");
    const neither = await registerFields(
      { name: "Hoda Saleh", email: "hoda.saleh2@example.com", password: "Nile-sunset-R7" },
      "fr",
    );
    expect(neither.body.user_profile.preferedLanguage).toBe("ar");
  });

  it("stores the password as an argon2id hash", async () => {
    const user = await signUp(t.app);
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.user_profile.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ name: "", email: "a@b.eg", password: "Nile-sunset-R7" }, "name", "This field may not be blank."],
    [{ name: "A", email: "", password: "Nile-sunset-R7" }, "email", "This field may not be blank."],
    [
      { name: "A", email: "not-an-email", password: "Nile-sunset-R7" },
      "email",
      "Enter a valid email address.",
    ],
    [{ name: "A", email: "a@b.eg", password: "" }, "password", "This field may not be blank."],
    [
      { name: "A", email: "a@b.eg", password: "abc" },
      "password",
      "Ensure this field has at least 4 characters.",
    ],
  ])("refuses %o with the field's message", async (fields, field, text) => {
    const { status, body } = await registerFields(fields);
    expect(status).toBe(400);
    expect(body.fields[field]).toContain(text);
  });

  it("words password problems as Django does", async () => {
    const weak = await registerFields({ name: "Ali", email: "ali@example.com", password: "1234567" });
    expect(weak.body.fields.password).toEqual([
      "This password is too short. It must contain at least 8 characters.",
      "This password is too common.",
      "This password is entirely numeric.",
    ]);
    const similar = await registerFields({
      name: "Ali",
      email: "nabilhossam@example.com",
      password: "nabilhossam1",
    });
    expect(similar.body.fields.password).toContain("The password is too similar to the email.");
  });

  it("refuses an email that is taken, whatever its case", async () => {
    await signUp(t.app, { email: "taken@example.com" });
    const { status, body } = await registerFields({
      name: "B",
      email: "TAKEN@example.COM",
      password: "Nile-sunset-R7",
    });
    expect(status).toBe(400);
    expect(body.fields.email).toEqual(["user with this email already exists."]);
  });

  it("answers in Arabic when asked", async () => {
    const { body } = await registerFields({ name: "", email: "x@y.eg", password: "Nile-sunset-R7" }, "ar");
    expect(body.fields.name).toEqual(["بيانات غير مكتملة، من فضلك املأ جميع الحقول"]);
  });

  it("trims a password as Django REST framework does: ten spaces are a blank password", async () => {
    const blank = await registerFields({
      name: "Space",
      email: "space@example.com",
      password: " ".repeat(10),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.password).toEqual(["This field may not be blank."]);
    const short = await registerFields({
      name: "Space",
      email: "space@example.com",
      password: "   Nile7   ",
    });
    expect(short.body.fields.password).toEqual([
      "This password is too short. It must contain at least 8 characters.",
    ]);
  });

  it("keeps the trimmed password: it signs in with or without the spaces around it", async () => {
    const { email } = await signUp(t.app, { password: "  Nile-sunset-R7-balcony  " });
    for (const password of ["Nile-sunset-R7-balcony", "  Nile-sunset-R7-balcony  "]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/token/",
        payload: { email, password },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it.each([
    [
      "a direction override",
      "abc\u202efdp.exe",
      "Remove the invisible characters that change the direction of this text.",
    ],
    [
      "an isolate",
      "Mona \u2067Adel\u2069",
      "Remove the invisible characters that change the direction of this text.",
    ],
    ["a NUL", "Mona\u0000Adel", "Remove the control characters from this text."],
  ])("refuses a name with %s, in English and in Arabic", async (_what, name, english) => {
    const en = await registerFields({ name, email: "bidi@example.com", password: "Nile-sunset-R7" });
    expect(en.status).toBe(400);
    expect(en.body.fields.name).toEqual([english]);
    const ar = await registerFields({ name, email: "bidi@example.com", password: "Nile-sunset-R7" }, "ar");
    expect(ar.body.fields.name).toEqual([
      english.includes("direction")
        ? "احذف الرموز الخفية التي تغيّر اتجاه هذا النص"
        : "احذف رموز التحكم من هذا النص",
    ]);
  });

  it.each([
    ["no boundary", "multipart/form-data", "hello"],
    ["a body that is not multipart", "multipart/form-data; boundary=xyz", '{"name":"A"}'],
    [
      "a form cut short",
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    ],
  ])("answers a multipart form with %s as the client's error, 400", async (_what, contentType, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/create/",
      headers: { "content-type": contentType, "accept-language": "ar" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "malformedBody",
      message: "تعذّرت قراءة محتوى الطلب، أرسله مرة أخرى كنموذج أو بصيغة JSON",
    });
  });
});

describe("POST /token/", () => {
  it("signs in with the right password, whatever the email's case", async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/",
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_profile: { id: user.user_profile.id } });
  });

  it("answers 401 with DRF's words for a wrong password or an unknown email", async () => {
    const user = await signUp(t.app);
    for (const payload of [
      { email: user.email, password: "wrong-password-1" },
      { email: "nobody@example.com", password: "whatever-it-is" },
    ]) {
      const response = await t.app.inject({ method: "POST", url: "/api/v1/token/", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: "noActiveAccount",
        message: "No active account found with the given credentials",
      });
    }
  });

  it("answers 400 'This field may not be blank.' per blank field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/",
      payload: { email: "", password: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: ["This field may not be blank."],
      password: ["This field may not be blank."],
    });
  });

  it("still signs in an account made before passwords were trimmed, with the password as it was typed", async () => {
    await t.db.execute(
      sql`insert into users (name, email, password_hash) values ('Old', 'old.spaces@example.com', ${await hashPassword(" old-spaced-pass ")})`,
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/",
      payload: { email: "old.spaces@example.com", password: " old-spaced-pass " },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a NUL in the email as the client's error, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/",
      payload: { email: "mona\u0000@example.com", password: "Nile-sunset-R7" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: ["Remove the control characters from this text."] });
  });

  it("never lets a seeded demo author (unusable password) sign in", async () => {
    await t.db.execute(
      sql`insert into users (name, email, password_hash) values ('Demo', 'demo@demo.example', '!x')`,
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/",
      payload: { email: "demo@demo.example", password: "!x" },
    });
    expect(response.statusCode).toBe(401);
  });
});
