import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-secret-of-the-app-at-least-32-characters-long";

describe("the unsubscribe token", () => {
  it("names the account and the saved search, or the favourites, it was made for", () => {
    const search = unsubscribeToken(SECRET, { userId: 42, search: 7 });
    expect(search).toMatch(/^42\.s7\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(SECRET, search)).toEqual({ userId: 42, search: 7 });
    const favourites = unsubscribeToken(SECRET, { userId: 42, search: null });
    expect(readUnsubscribeToken(SECRET, favourites)).toEqual({ userId: 42, search: null });
  });

  it("cannot be altered to name another account or search", () => {
    const token = unsubscribeToken(SECRET, { userId: 42, search: 7 });
    const [, , signature] = token.split(".");
    for (const forged of [`43.s7.${signature}`, `42.s8.${signature}`, `42.f.${signature}`]) {
      expect(readUnsubscribeToken(SECRET, forged), forged).toBeNull();
    }
    // Every single changed character of the signature is refused.
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(readUnsubscribeToken(SECRET, `${token.slice(0, -1)}${last}`)).toBeNull();
  });

  it("cannot be made without the app's secret", () => {
    const other = unsubscribeToken("another-secret-of-the-same-length-or-not-at-all", {
      userId: 42,
      search: 7,
    });
    expect(readUnsubscribeToken(SECRET, other)).toBeNull();
    // A plain HMAC of the visible part, without the purpose it is keyed to, is not the signature either.
    const bare = createHmac("sha256", SECRET).update("42.s7").digest("base64url");
    expect(readUnsubscribeToken(SECRET, `42.s7.${bare}`)).toBeNull();
  });

  it("refuses malformed tokens", () => {
    const token = unsubscribeToken(SECRET, { userId: 42, search: 7 });
    for (const bad of [
      "",
      "42.s7",
      `${token}.x`,
      `${token}=`,
      token.replace("42.", "042."),
      token.replace("s7", "s07"),
      token.replace("s7", "s"),
      `0.s7.${token.split(".")[2]}`,
      `99999999999.s7.${token.split(".")[2]}`,
      token.replaceAll(".", ":"),
    ]) {
      expect(readUnsubscribeToken(SECRET, bad), bad).toBeNull();
    }
    const huge = unsubscribeToken(SECRET, { userId: 9_999_999_999, search: 1 });
    expect(readUnsubscribeToken(SECRET, huge)).toBeNull();
  });
});
