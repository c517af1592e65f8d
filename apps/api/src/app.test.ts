import { API_PREFIX, pathTo } from "@capital/contract/api-paths";
import { API_ROUTES } from "@capital/contract/api-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./testing/test-app";

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let openApi: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  openApi = (await t.app.inject({ url: "/api/docs/json" })).json();
});
afterAll(() => t.close());

const documented = (url: string) => `${API_PREFIX}${url.replace(/:(\w+)/g, "{$1}")}`;
const name = (route: (typeof API_ROUTES)[number]) => `${route.method} ${route.url}`;

describe("the API serves the contract's routes, and only them", () => {
  it("names each route once", () => {
    expect(new Set(API_ROUTES.map(name)).size).toBe(API_ROUTES.length);
  });

  it.each(API_ROUTES.map((route) => [name(route), route] as const))("registers %s", (_, route) => {
    expect(t.app.hasRoute({ method: route.method, url: `${API_PREFIX}${route.url}` })).toBe(true);
  });

  it.each(API_ROUTES.map((route) => [name(route), route] as const))(
    "documents %s with its schemas",
    (_, route) => {
      const operation = openApi.paths[documented(route.url)]?.[route.method.toLowerCase()];
      expect(operation).toBeDefined();
      if (!operation) return;
      const { schema } = route;
      for (const status of Object.keys(schema.response)) {
        expect(operation.responses[status]?.content?.["application/json"]?.schema).toBeDefined();
      }
      const parameters = (where: string) =>
        (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      if ("params" in schema) expect(parameters("path")).toEqual(Object.keys(schema.params.shape));
      if ("querystring" in schema) {
        expect(parameters("query").sort()).toEqual(Object.keys(schema.querystring.shape).sort());
      }
      expect(operation.requestBody !== undefined).toBe("body" in schema);
      expect(operation.security !== undefined).toBe("security" in schema);
    },
  );

  it("documents no API route the contract lacks", () => {
    const contract = new Set(API_ROUTES.map((route) => `${route.method} ${documented(route.url)}`));
    const served = Object.entries(openApi.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served.filter((route) => !contract.has(route))).toEqual([]);
    expect(served.length).toBe(API_ROUTES.length);
  });

  it.each(
    API_ROUTES.filter(
      (route) =>
        "security" in route.schema &&
        !route.schema.security.some((requirement) => Object.keys(requirement).length === 0),
    ).map((route) => [name(route), route] as const),
  )("refuses %s without an access token, as the contract says", async (_, route) => {
    const response = await t.app.inject({
      method: route.method,
      url: `${API_PREFIX}${pathTo(route.url, { id: 1 })}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
