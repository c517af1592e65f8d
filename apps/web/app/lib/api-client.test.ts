import type { Mall } from "@capital/contract/catalogue-api";
import type { SavedUnit } from "@capital/contract/saved-units";
import type { User } from "@capital/contract/user";
import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiRequestError, createApiClient } from "./api-client";

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A client whose fetch records each request and answers `status` with `answer`. */
function recordingClient(answer: unknown = {}, status = 200) {
  const sent: Sent[] = [];
  const api = createApiClient(async (url, init = {}) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    return new Response(JSON.stringify(answer), { status });
  }, "ar");
  return { api, sent };
}

describe("the typed API client", () => {
  it("fills the path's parameters and sends the query, leaving out what is undefined", async () => {
    const { api, sent } = recordingClient();
    await api.get("/malls/:id/", { params: { id: 7 } });
    await api.get("/search/", { query: { q: "R7 مول", page: 2 } });
    await api.get("/malls/", { query: { page: undefined } });
    expect(sent.map((s) => s.url)).toEqual([
      "/api/v1/malls/7/",
      "/api/v1/search/?q=R7+%D9%85%D9%88%D9%84&page=2",
      "/api/v1/malls/",
    ]);
    expect(sent[0]?.headers["accept-language"]).toBe("ar");
  });

  it("sends JSON bodies as JSON, forms as they are, and the access token as a bearer", async () => {
    const { api, sent } = recordingClient();
    await api.post("/favourites/", { body: { unit: 3 }, accessToken: "token-1" });
    const form = new FormData();
    form.set("name", "Mona");
    await api.put("/users/:id/update/", { params: { id: 4 }, body: form, accessToken: "token-2" });
    expect(sent[0]).toMatchObject({
      method: "POST",
      body: '{"unit":3}',
      headers: { "content-type": "application/json", authorization: "Bearer token-1" },
    });
    expect(sent[1]?.body).toBe(form);
    expect(sent[1]?.headers["content-type"]).toBeUndefined();
  });

  it("throws the API's error body on an answer outside 2xx", async () => {
    const { api } = recordingClient({ code: "mallNotFound", message: "المول غير موجود" }, 404);
    const error = await api.get("/malls/:id/", { params: { id: 9 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: "mallNotFound", displayMessage: "المول غير موجود" });
  });

  it("derives each answer from the route's response schema", async () => {
    const { api } = recordingClient();
    expectTypeOf(api.get("/malls/:id/", { params: { id: 1 } })).resolves.toEqualTypeOf<Mall>();
    expectTypeOf(api.get("/users/data/", { accessToken: "t" })).resolves.toEqualTypeOf<User>();
    expectTypeOf(
      api.post("/favourites/", { body: { unit: 1 }, accessToken: "t" }),
    ).resolves.toEqualTypeOf<SavedUnit>();
    expectTypeOf(api.get("/favourites/", { accessToken: "t" })).resolves.toEqualTypeOf<SavedUnit[]>();
    expectTypeOf(api.get("/malls/", {})).resolves.toHaveProperty("next").toEqualTypeOf<number | null>();
  });

  it("refuses at compile time a call the contract does not allow", async () => {
    const { api } = recordingClient();
    const mall = await api.get("/malls/:id/", { params: { id: 1 } });
    // @ts-expect-error a mall has no field of that name
    void mall.floorCount;
    // @ts-expect-error the path names an `id`
    await api.get("/malls/:id/");
    // @ts-expect-error a parameter the path does not have
    await api.get("/malls/:id/", { params: { id: 1, slug: "x" } });
    // @ts-expect-error no such query parameter
    await api.get("/malls/", { query: { pages: 2 } });
    // @ts-expect-error not one of the finishings
    await api.get("/search-residential-unit/", { query: { finishing: "marble" } });
    // @ts-expect-error no such route
    await api.get("/mall/", {});
    // @ts-expect-error the route answers GET and POST, not PUT
    await api.put("/favourites/", {});
    // @ts-expect-error the contact form needs its message
    await api.post("/contact/", { body: { fullName: "Mona", email: "mona@example.com" } });
    // @ts-expect-error favourites are the signed-in user's: the call must pass the token
    await api.get("/favourites/");
    // @ts-expect-error sign-in takes JSON only, not a form
    await api.post("/token/", { body: new FormData() });
  });
});
