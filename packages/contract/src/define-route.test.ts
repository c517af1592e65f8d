import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { API_ROUTES } from "./api-routes";
import { defineRoute, type PathParamNames, type RouteAnswer, type RouteInput } from "./define-route";

const summary = "a route for this test";
const tags = ["test"];
const idParams = z.object({ id: z.string() });

describe("defineRoute", () => {
  it("reads a path's parameters", () => {
    expectTypeOf<PathParamNames<"/feedbacks/:id/like/">>().toEqualTypeOf<"id">();
    expectTypeOf<PathParamNames<"/a/:x/b/:y/">>().toEqualTypeOf<"x" | "y">();
    expectTypeOf<PathParamNames<"/home/">>().toEqualTypeOf<never>();
  });

  it("holds a path's parameters and its params schema to each other", () => {
    defineRoute({ method: "GET", url: "/a/:id/", schema: { tags, summary, params: idParams, response: {} } });
    // @ts-expect-error the path has `id`, the route no params schema
    defineRoute({ method: "GET", url: "/a/:id/", schema: { tags, summary, response: {} } });
    // @ts-expect-error the schema names `id`, the path has none
    defineRoute({ method: "GET", url: "/a/", schema: { tags, summary, params: idParams, response: {} } });
    // @ts-expect-error the path calls it `slug`
    defineRoute({
      method: "GET",
      url: "/a/:slug/",
      schema: { tags, summary, params: idParams, response: {} },
    });
  });

  it("gives a caller zod's input types and a success answer's output type", () => {
    const route = defineRoute({
      method: "POST",
      url: "/things/:id/",
      schema: {
        tags,
        summary,
        security: [{ bearerAuth: [] }],
        params: idParams,
        querystring: z.object({ page: z.coerce.number().default(1) }),
        body: z.object({ name: z.string(), units: z.array(z.coerce.number()) }),
        response: { 201: z.object({ made: z.boolean() }), 400: z.object({ code: z.string() }) },
      },
    });
    type Input = RouteInput<typeof route>;
    expectTypeOf<Input["params"]>().toEqualTypeOf<Record<"id", string | number>>();
    expectTypeOf<Input["query"]>().toEqualTypeOf<{ page?: string | number | boolean } | undefined>();
    expectTypeOf<Input["body"]>().toEqualTypeOf<{ name: string; units: (string | number | boolean)[] }>();
    expectTypeOf<Input["accessToken"]>().toEqualTypeOf<string | null>();
    expectTypeOf<RouteAnswer<typeof route>>().toEqualTypeOf<{ made: boolean }>();
  });
});

describe("the API's routes", () => {
  it("are each one method on one path", () => {
    const names = API_ROUTES.map((route) => `${route.method} ${route.url}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("keep SPEC.md's trailing slash", () => {
    expect(API_ROUTES.filter((route) => !route.url.endsWith("/")).map((route) => route.url)).toEqual([]);
  });
});
