import { SAVED_SEARCHES_MAX } from "@capital/contract/saved-search-options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../alerts/unsubscribe-token";
import { bearer, signUp } from "../../testing/accounts";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const call = (
  method: Method,
  url: string,
  options: { access?: string; payload?: object; language?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(options.access ? bearer(options.access) : {}),
      "accept-language": options.language ?? "en",
      ...options.headers,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const APARTMENTS = "/residential/search/apartments?price_lte=3000000&sort=-price";

async function save(access: string, page: string, name = "Cheap apartments", frequency?: string) {
  const answer = await call("POST", "/saved-searches/", {
    access,
    payload: { name, page, ...(frequency ? { frequency } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; page: string; frequency: string; paused: boolean };
}

describe("saving a search", () => {
  it("keeps the page's filters and sort as its address, with a name, instant by default", async () => {
    const saved = await save(owner.access, `/en${APARTMENTS}&page=2`);
    expect(saved).toMatchObject({
      name: "Cheap apartments",
      page: APARTMENTS,
      kind: "units",
      frequency: "instant",
      paused: false,
      lastAlertAt: null,
    });
    const text = await save(owner.access, "/search?q=Palm%20Terraces", "Palm", "daily");
    expect(text).toMatchObject({ kind: "text", page: "/search?q=Palm+Terraces", frequency: "daily" });
    const listed = (await call("GET", "/saved-searches/", { access: owner.access })).json();
    expect(listed.map((s: { id: number }) => s.id)).toEqual([text.id, saved.id]);
    expect((await call("GET", "/saved-searches/", { access: other.access })).json()).toEqual([]);
  });

  it("refuses the same search twice, and more than the limit", async () => {
    const buyer = await signUp(t.app);
    await save(buyer.access, "/investment/search/shops");
    const again = await call("POST", "/saved-searches/", {
      access: buyer.access,
      payload: { name: "Shops again", page: "/en/investment/search/shops?sort=price" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "searchAlreadySaved",
      message: "You already saved this search.",
    });
    for (let n = 1; n < SAVED_SEARCHES_MAX; n += 1)
      await save(buyer.access, `/investment/search/shops?minArea=${n}`);
    const over = await call("POST", "/saved-searches/", {
      access: buyer.access,
      payload: { name: "One too many", page: "/investment/search/offices" },
      language: "ar",
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      "يمكنك الاحتفاظ بـ ٢٠ عمليات بحث محفوظة على الأكثر. احذف واحدة لتحفظ غيرها",
    );
  });

  it("says what is wrong with a name, a page or a filter, in the buyer's language", async () => {
    const cases: [object, Record<string, string[]>, string?][] = [
      [{ name: "  ", page: APARTMENTS }, { name: ["This field may not be blank."] }],
      [{ name: "x".repeat(61), page: APARTMENTS }, { name: ["This text is too long."] }],
      [
        { name: "a\u202eb", page: APARTMENTS },
        { name: ["Remove the invisible characters that change the direction of this text."] },
      ],
      [
        { name: "Mine", page: APARTMENTS, frequency: "hourly" },
        { frequency: ["This is not a valid choice."] },
      ],
      [
        { name: "Mine", page: "/mall/info/3" },
        { page: ["Only a search page can be saved: a category's units search or the text search."] },
      ],
      [
        { name: "Mine", page: "/residential/search/apartments?price_gte=9&price_lte=1" },
        { price_lte: ["The upper bound must not be below the lower bound."] },
      ],
      [
        { name: "بحثي", page: "/residential/search/apartments?roomsNumber=x" },
        { roomsNumber: ["أدخل عددًا صحيحًا"] },
        "ar",
      ],
    ];
    for (const [payload, expected, language] of cases) {
      const answer = await call("POST", "/saved-searches/", { access: owner.access, payload, language });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().fields, JSON.stringify(payload)).toEqual(expected);
    }
  });

  it("renames, changes how often, pauses and resumes, then deletes; only for its owner", async () => {
    const saved = await save(owner.access, "/residential/search/studio");
    const renamed = await call("PATCH", `/saved-searches/${saved.id}/`, {
      access: owner.access,
      payload: { name: "Studios", frequency: "daily", paused: true },
    });
    expect(renamed.json()).toMatchObject({ name: "Studios", frequency: "daily", paused: true });
    const resumed = await call("PATCH", `/saved-searches/${saved.id}/`, {
      access: owner.access,
      payload: { paused: false },
    });
    expect(resumed.json()).toMatchObject({ name: "Studios", frequency: "daily", paused: false });
    const bad = await call("PATCH", `/saved-searches/${saved.id}/`, {
      access: owner.access,
      payload: { name: "" },
    });
    expect(bad.statusCode).toBe(400);
    const removed = await call("DELETE", `/saved-searches/${saved.id}/`, { access: owner.access });
    expect(removed.json()).toEqual({ message: "Saved search deleted" });
    expect((await call("DELETE", `/saved-searches/${saved.id}/`, { access: owner.access })).statusCode).toBe(
      404,
    );
  });
});

describe("who may see and change a saved search", () => {
  it("answers 401 signed out and 404 to another buyer, for every route of a saved search", async () => {
    const saved = await save(owner.access, "/residential/search/twin-house");
    const routes: [Method, string, object?][] = [
      ["GET", "/saved-searches/"],
      ["POST", "/saved-searches/", { name: "x", page: "/residential/search/twin-house?roomsNumber=4" }],
      ["PATCH", `/saved-searches/${saved.id}/`, { name: "Taken over" }],
      ["DELETE", `/saved-searches/${saved.id}/`],
      ["GET", "/alert-settings/"],
      ["PUT", "/alert-settings/", { favouriteAlerts: false }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url, payload] of routes.slice(2, 4)) {
      const answer = await call(method, url, { access: other.access, payload });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe("savedSearchNotFound");
    }
    for (const id of ["abc", "0", "-1", "99999999999", "2147483648"]) {
      expect(
        (await call("PATCH", `/saved-searches/${id}/`, { access: owner.access, payload: {} })).statusCode,
      ).toBe(404);
    }
    const mine = (await call("GET", "/saved-searches/", { access: owner.access })).json();
    // Another buyer's rename and delete changed nothing.
    expect(mine.find((s: { id: number }) => s.id === saved.id)).toMatchObject({ name: "Cheap apartments" });
  });

  it("keeps the favourites' alerts setting per buyer", async () => {
    expect((await call("GET", "/alert-settings/", { access: other.access })).json()).toEqual({
      favouriteAlerts: true,
    });
    const off = await call("PUT", "/alert-settings/", {
      access: other.access,
      payload: { favouriteAlerts: false },
    });
    expect(off.json()).toEqual({ favouriteAlerts: false });
    expect((await call("GET", "/alert-settings/", { access: other.access })).json()).toEqual({
      favouriteAlerts: false,
    });
    expect((await call("GET", "/alert-settings/", { access: owner.access })).json()).toEqual({
      favouriteAlerts: true,
    });
    const bad = await call("PUT", "/alert-settings/", {
      access: other.access,
      payload: { favouriteAlerts: "no" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the unsubscribe link", () => {
  const secret = () => t.env.jwtSecret;

  it("pauses the search it names without signing in, by the page or by a mail client's one-click post", async () => {
    const saved = await save(owner.access, "/investment/search/clinics", "Clinics");
    const token = unsubscribeToken(secret(), { userId: owner.user_profile.id, search: saved.id });
    const shown = await call("GET", `/alerts/unsubscribe/?token=${token}`);
    expect(shown.json()).toEqual({ kind: "search", name: "Clinics", subscribed: true });
    expect(shown.headers["cache-control"]).toBe("private, no-store");

    // RFC 8058: the mail client posts the form `List-Unsubscribe=One-Click` to the header's address.
    const oneClick = await t.app.inject({
      method: "POST",
      url: `/api/v1/alerts/unsubscribe/?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ kind: "search", name: "Clinics", subscribed: false });
    const listed = (await call("GET", "/saved-searches/", { access: owner.access })).json();
    expect(listed.find((s: { id: number }) => s.id === saved.id).paused).toBe(true);

    expect((await call("POST", `/alerts/resubscribe/?token=${token}`)).json()).toMatchObject({
      subscribed: true,
    });
    // The page posts without a body.
    expect((await call("POST", `/alerts/unsubscribe/?token=${token}`)).json()).toMatchObject({
      subscribed: false,
    });
  });

  it("turns the favourites' alerts off and on", async () => {
    const buyer = await signUp(t.app);
    const token = unsubscribeToken(secret(), { userId: buyer.user_profile.id, search: null });
    expect((await call("POST", `/alerts/unsubscribe/?token=${token}`)).json()).toEqual({
      kind: "favourites",
      name: null,
      subscribed: false,
    });
    expect((await call("GET", "/alert-settings/", { access: buyer.access })).json()).toEqual({
      favouriteAlerts: false,
    });
    await call("POST", `/alerts/resubscribe/?token=${token}`);
    expect((await call("GET", "/alert-settings/", { access: buyer.access })).json()).toEqual({
      favouriteAlerts: true,
    });
  });

  it("cannot be forged to stop another buyer's alerts", async () => {
    const victim = await save(other.access, "/investment/search/pharmacies", "Pharmacies");
    const mine = unsubscribeToken(secret(), { userId: owner.user_profile.id, search: 1 });
    const signature = mine.split(".")[2];
    const forged = [
      `${other.user_profile.id}.s${victim.id}.${signature}`,
      unsubscribeToken("someone-elses-secret-someone-elses-secret", {
        userId: other.user_profile.id,
        search: victim.id,
      }),
      `${other.user_profile.id}.s${victim.id}.`,
      "not a token",
      "x".repeat(201),
    ];
    for (const token of forged) {
      const answer = await call("POST", `/alerts/unsubscribe/?token=${encodeURIComponent(token)}`, {
        language: "ar",
      });
      expect(answer.statusCode, token).toBe(400);
      // A token too long to be one is refused by the query's schema, with the same message for the field.
      expect(JSON.stringify(answer.json())).toMatch(/رابط إلغاء الاشتراك غير صالح/);
    }
    // A real token of one buyer names only their own searches.
    const crossed = unsubscribeToken(secret(), { userId: owner.user_profile.id, search: victim.id });
    expect((await call("POST", `/alerts/unsubscribe/?token=${crossed}`)).statusCode).toBe(404);
    const still = (await call("GET", "/saved-searches/", { access: other.access })).json();
    expect(still.find((s: { id: number }) => s.id === victim.id).paused).toBe(false);
    expect((await call("POST", "/alerts/unsubscribe/")).statusCode).toBe(400);
  });

  it("says so when the search was deleted since", async () => {
    const saved = await save(owner.access, "/investment/search/partitions", "Partitions");
    const token = unsubscribeToken(secret(), { userId: owner.user_profile.id, search: saved.id });
    await call("DELETE", `/saved-searches/${saved.id}/`, { access: owner.access });
    const answer = await call("GET", `/alerts/unsubscribe/?token=${token}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("savedSearchNotFound");
  });
});
