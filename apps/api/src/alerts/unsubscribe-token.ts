import { createHmac, timingSafeEqual } from "node:crypto";

/** What an unsubscribe link stops: one saved search's alerts, or the favourites' alerts. */
export type UnsubscribeTarget = { userId: number; search: number } | { userId: number; search: null };

/** Keys this use of the secret apart from every other (session tokens are signed with it too). */
const PURPOSE = "capital alert unsubscribe v1";
const FORMAT = /^([1-9]\d{0,9})\.(s[1-9]\d{0,9}|f)\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, body: string) {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${body}`).digest("base64url");
}

/**
 * The token of an alert mail's unsubscribe link: `<user>.<s<search id>|f>.<HMAC-SHA256>`, signed
 * with the app's secret. It works without signing in and never expires: a link in an old mail must
 * still stop the mails. Nothing but the secret's holder can make one for another account or search.
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const body = `${target.userId}.${target.search === null ? "f" : `s${target.search}`}`;
  return `${body}.${mac(secret, body)}`;
}

/** The target a token names, or null when it is malformed or its signature is not the secret's. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const match = FORMAT.exec(token);
  if (!match) return null;
  const [, user = "", what = "", signature = ""] = match;
  const expected = Buffer.from(mac(secret, `${user}.${what}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const userId = Number(user);
  const search = what === "f" ? null : Number(what.slice(1));
  if (userId > 2_147_483_647 || (search !== null && search > 2_147_483_647)) return null;
  return { userId, search };
}
