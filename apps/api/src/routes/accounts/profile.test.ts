import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, favourites, units, users } from "../../db/schema";
import { bearer, signUp } from "../../testing/accounts";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { multipart } from "../../testing/multipart";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function update(access: string, id: number, fields: Parameters<typeof multipart>[0], language = "en") {
  const form = multipart(fields);
  return t.app.inject({
    method: "PUT",
    url: `/api/v1/users/${id}/update/`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(access), "accept-language": language },
  });
}

describe("PUT /users/{id}/update/", () => {
  it("changes one field per call and answers the updated user", async () => {
    const user = await signUp(t.app);
    const id = user.user_profile.id;
    for (const [field, value] of [
      ["name", "Mona A. Adel"],
      ["phone", "+20 100 123 4567"],
      ["gender", "female"],
      ["preferedCurrency", "usd"],
      ["preferedLanguage", "en"],
    ] as const) {
      const response = await update(user.access, id, { [field]: value });
      expect(response.statusCode, field).toBe(200);
      expect(response.json()[field]).toBe(value);
    }
  });

  it("reads a phone typed in Arabic-Indic digits as the number it is", async () => {
    const user = await signUp(t.app);
    const response = await update(user.access, user.user_profile.id, { phone: "٠١٠ ١٢٣٤ ٥٦٧٨" });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe("010 1234 5678");
    const wrong = await update(user.access, user.user_profile.id, { phone: "٠١٠-abc" }, "ar");
    expect(wrong.statusCode).toBe(400);
  });

  it("refuses values outside the choices, with the field named", async () => {
    const user = await signUp(t.app);
    const response = await update(user.access, user.user_profile.id, { gender: "other" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ gender: ["This is not a valid choice."] });
    const arabic = await update(user.access, user.user_profile.id, { preferedCurrency: "eur" }, "ar");
    expect(arabic.json().fields).toEqual({ preferedCurrency: ["هذا الاختيار غير صالح"] });
  });

  it("ignores the email and unknown fields: nothing else is written", async () => {
    const user = await signUp(t.app);
    const response = await update(user.access, user.user_profile.id, {
      email: "new@example.com",
      passwordHash: "x",
      id: "999",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.user_profile.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id/);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app, { name: "Omar" });
    const response = await update(mona.access, omar.user_profile.id, { name: "Hacked" });
    expect(response.statusCode).toBe(403);
    const omarNow = await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(omar.access) });
    expect(omarNow.json().name).toBe("Omar");
  });

  it("re-encodes an uploaded picture as a 256×256 WebP in the media folder", async () => {
    const user = await signUp(t.app);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#1f6f8b" } })
      .png()
      .toBuffer();
    const response = await update(user.access, user.user_profile.id, {
      profilePicture: { filename: "me.png", contentType: "image/png", data: png },
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().profilePicture;
    expect(url).toMatch(new RegExp(`^/media/users/${user.user_profile.id}/[0-9a-f]+\\.webp$`));
    const stored = await sharp(path.join(t.env.mediaDir, url.slice("/media/".length))).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it("refuses a file that is not an image, and one over 5 MB", async () => {
    const user = await signUp(t.app);
    const notImage = await update(user.access, user.user_profile.id, {
      profilePicture: { filename: "x.png", contentType: "image/png", data: Buffer.from("<svg></svg>") },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields).toEqual({ profilePicture: ["Upload a valid image: JPEG, PNG or WebP."] });
    const huge = await update(user.access, user.user_profile.id, {
      profilePicture: {
        filename: "big.jpg",
        contentType: "image/jpeg",
        data: Buffer.alloc(5 * 1024 * 1024 + 10),
      },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toEqual({ profilePicture: ["The image must be at most 5 MB."] });
  });
});

describe("DELETE /users/{id}/delete/", () => {
  it("deletes the account, frees the units it had booked, and revokes its sessions", async () => {
    const fixture = await insertCatalogueFixture(t.db, 2);
    const [booked, liked] = fixture.units;
    if (!booked || !liked) throw new Error("fixture");
    const user = await signUp(t.app);
    const id = user.user_profile.id;
    await t.db.update(units).set({ status: "reserved" }).where(eq(units.id, booked.id));
    await t.db
      .insert(bookings)
      .values({ userId: id, unitId: booked.id, reference: "NC-PR0F1L", status: "confirmed" });
    await t.db.insert(favourites).values({ userId: id, unitId: liked.id });

    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/${id}/delete/`,
      headers: bearer(user.access),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "User deleted successfully" });

    const [unit] = await t.db.select().from(units).where(eq(units.id, booked.id));
    expect(unit?.status).toBe("free");
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, id))).toEqual([]);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/refresh/",
      payload: { refresh: user.refresh },
    });
    expect(again.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/",
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("refuses another user's id with 403 and deletes nothing", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/${omar.user_profile.id}/delete/`,
      headers: bearer(mona.access),
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: "/api/v1/users/data/", headers: bearer(omar.access) })).statusCode,
    ).toBe(200);
  });

  it("removes the account's stored picture", async () => {
    const user = await signUp(t.app);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const picture = (
      await update(user.access, user.user_profile.id, {
        profilePicture: { filename: "a.png", contentType: "image/png", data: png },
      })
    ).json().profilePicture as string;
    await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/${user.user_profile.id}/delete/`,
      headers: bearer(user.access),
    });
    expect(existsSync(path.join(t.env.mediaDir, picture.slice("/media/".length)))).toBe(false);
  });
});
