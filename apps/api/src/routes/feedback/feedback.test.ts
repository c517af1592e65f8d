import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../../testing/accounts";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";
import { testEnv } from "../../testing/test-env";

let t: Awaited<ReturnType<typeof createTestApp>>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ env: testEnv({ FEEDBACK_RATE_LIMIT: "6/60" }) });
  companyId = (await insertCatalogueFixture(t.db, 1)).company.id;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: access ? bearer(access) : {} });
const feedbacksOf = async () =>
  (await call("GET", `/companies/${companyId}/`)).json().feedbacks as {
    id: number;
    text: string;
    creatorId: number;
    likersIds: number[];
    replies: { id: number; creatorId: number; text: string }[];
  }[];

describe("feedback", () => {
  it("posts trimmed text as written, HTML and all, and answers a message for the toast", async () => {
    const user = await signUp(t.app);
    const posted = await call("POST", "/feedbacks/", user.access, {
      company: companyId,
      text: "  <b>Great</b> <script>x</script> delivery  ",
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ message: "Your feedback has been added" });
    const [first] = await feedbacksOf();
    expect(first?.text).toBe("<b>Great</b> <script>x</script> delivery");
  });

  it("refuses an empty text, a 201-character text and an unknown company", async () => {
    const user = await signUp(t.app);
    const blank = await call("POST", "/feedbacks/", user.access, { company: companyId, text: "   " });
    expect(blank.json().fields).toEqual({ text: ["This field may not be blank."] });
    const long = await call("POST", "/feedbacks/", user.access, {
      company: companyId,
      text: "x".repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ text: ["This text is too long."] });
    expect(
      (await call("POST", "/feedbacks/", user.access, { company: companyId, text: "x".repeat(200) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call("POST", "/feedbacks/", user.access, { company: 999_999, text: "hi" })).statusCode,
    ).toBe(404);
  });

  it("refuses a text or reply with direction controls, which would reverse what others read", async () => {
    const user = await signUp(t.app);
    const reversed = await call("POST", "/feedbacks/", user.access, {
      company: companyId,
      text: "abc\u202efdp.exe",
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({
      text: ["Remove the invisible characters that change the direction of this text."],
    });
    const [first] = await feedbacksOf();
    const reply = await call("POST", `/feedbacks/${first?.id}/reply/`, user.access, {
      text: "\u2066ok\u2069",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({
      text: ["Remove the invisible characters that change the direction of this text."],
    });
  });

  it("answers 401 to a deleted account's still-valid token, as SimpleJWT does (it was a 500)", async () => {
    const user = await signUp(t.app);
    const deleted = await call("DELETE", `/users/${user.user_profile.id}/delete/`, user.access);
    expect(deleted.statusCode).toBe(200);
    for (const [method, url, payload] of [
      ["GET", "/users/data/"],
      ["POST", "/feedbacks/", { company: companyId, text: "Still here?" }],
      ["POST", "/favourites/", { unit: 1 }],
    ] as const) {
      const response = await call(method, url, user.access, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "userNotFound", message: "User not found" });
    }
  });

  it("counts a like once, takes it back, and tells the author, not the liker", async () => {
    const author = await signUp(t.app);
    const fan = await signUp(t.app);
    await call("POST", "/feedbacks/", author.access, { company: companyId, text: "On time" });
    const id = (await feedbacksOf())[0]?.id;
    expect((await call("POST", `/feedbacks/${id}/like/`, fan.access, { id })).json()).toEqual({
      message: "You liked this feedback",
    });
    await call("POST", `/feedbacks/${id}/like/`, fan.access, { id });
    expect((await feedbacksOf())[0]?.likersIds).toEqual([fan.user_profile.id]);

    const inbox = (await call("GET", "/notifications/", author.access)).json();
    expect(inbox).toMatchObject({
      count: 1,
      unread: 1,
      results: [{ kind: "feedback_like", read: false, data: { actor: "Mona Adel", companyId } }],
    });
    expect((await call("GET", "/notifications/", fan.access)).json().count).toBe(0);

    await call("DELETE", `/feedbacks/${id}/like/`, fan.access);
    expect((await feedbacksOf())[0]?.likersIds).toEqual([]);
  });

  it("adds replies and notifies the author", async () => {
    const author = await signUp(t.app);
    const other = await signUp(t.app, { name: "Omar" });
    await call("POST", "/feedbacks/", author.access, { company: companyId, text: "Question about R7" });
    const id = (await feedbacksOf())[0]?.id;
    const replied = await call("POST", `/feedbacks/${id}/reply/`, other.access, {
      company: companyId,
      text: "Same here",
    });
    expect(replied.statusCode).toBe(201);
    expect((await feedbacksOf())[0]?.replies.map((r) => r.text)).toEqual(["Same here"]);
    const inbox = (await call("GET", "/notifications/", author.access)).json();
    expect(inbox.results[0]).toMatchObject({ kind: "feedback_reply", data: { actor: "Omar" } });
  });

  it("lets only the creator delete: anyone else gets 403 and nothing changes", async () => {
    const author = await signUp(t.app);
    const stranger = await signUp(t.app);
    await call("POST", "/feedbacks/", author.access, { company: companyId, text: "Mine" });
    const id = (await feedbacksOf())[0]?.id;
    const refused = await call("DELETE", `/feedbacks/${id}/`, stranger.access);
    expect(refused.statusCode).toBe(403);
    expect((await feedbacksOf()).some((f) => f.id === id)).toBe(true);
    expect((await call("DELETE", `/feedbacks/${id}/`, author.access)).json()).toEqual({
      message: "Your feedback has been deleted",
    });
    expect((await feedbacksOf()).some((f) => f.id === id)).toBe(false);
    expect((await call("DELETE", `/feedbacks/${id}/`, author.access)).statusCode).toBe(404);
  });

  it("lets only a reply's writer delete it, in their language; the feedback and other replies stay", async () => {
    const author = await signUp(t.app);
    const writer = await signUp(t.app, { name: "Omar" });
    await call("POST", "/feedbacks/", author.access, { company: companyId, text: "Handover on time?" });
    const id = (await feedbacksOf())[0]?.id;
    for (const [who, text] of [
      [writer, "Mine was late"],
      [author, "Thanks"],
    ] as const)
      await call("POST", `/feedbacks/${id}/reply/`, who.access, { company: companyId, text });
    const replies = (await feedbacksOf())[0]?.replies ?? [];
    const mine = replies.find((r) => r.text === "Mine was late");
    expect(mine?.creatorId).toBe(writer.user_profile.id);

    for (const other of [author, await signUp(t.app)])
      expect((await call("DELETE", `/feedbacks/replies/${mine?.id}/`, other.access)).statusCode).toBe(403);
    expect((await call("DELETE", `/feedbacks/replies/${mine?.id}/`)).statusCode).toBe(401);
    expect((await feedbacksOf())[0]?.replies).toHaveLength(2);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/feedbacks/replies/${mine?.id}/`,
      headers: { ...bearer(writer.access), "accept-language": "ar" },
    });
    expect(deleted.json()).toEqual({ message: "تم حذف ردك" });
    expect((await feedbacksOf())[0]?.replies.map((r) => r.text)).toEqual(["Thanks"]);
    expect((await call("DELETE", `/feedbacks/replies/${mine?.id}/`, writer.access)).statusCode).toBe(404);
    expect((await call("DELETE", "/feedbacks/replies/abc/", writer.access)).json()).toMatchObject({
      message: "Reply not found",
    });
  });

  it("needs a signed-in user for every action", async () => {
    expect((await call("POST", "/feedbacks/", undefined, { company: companyId, text: "x" })).statusCode).toBe(
      401,
    );
    expect((await call("POST", "/feedbacks/1/like/")).statusCode).toBe(401);
  });

  it("rate limits posting per user", async () => {
    const user = await signUp(t.app);
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (await call("POST", "/feedbacks/", user.access, { company: companyId, text: `Note ${i}` }))
          .statusCode,
      );
    expect(statuses.slice(0, 6).every((s) => s === 201)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe("notifications", () => {
  it("pages newest first, marks one and all read, and keeps each user to their own", async () => {
    const author = await signUp(t.app);
    const fans = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await call("POST", "/feedbacks/", author.access, { company: companyId, text: "Popular" });
    const id = (await feedbacksOf())[0]?.id;
    for (const fan of fans) await call("POST", `/feedbacks/${id}/like/`, fan.access);
    const page = (await call("GET", "/notifications/?page_size=2", author.access)).json();
    expect(page).toMatchObject({ count: 3, unread: 3, next: 2 });
    const [newest] = page.results;
    expect((await call("POST", `/notifications/${newest.id}/read/`, fans[0]?.access)).statusCode).toBe(404);
    expect((await call("POST", `/notifications/${newest.id}/read/`, author.access)).json()).toEqual({
      unread: 2,
    });
    expect((await call("POST", "/notifications/read-all/", author.access)).json()).toEqual({ unread: 0 });
    expect((await call("GET", "/notifications/", author.access)).json().unread).toBe(0);
  });
});
