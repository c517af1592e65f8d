import { API_PREFIX, pathTo } from "@capital/contract/api-paths";
import { API_ROUTES } from "@capital/contract/api-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTHORIZATION_CASES } from "./testing/partner-authorization/all-cases";
import { createPartnerWorld, PARTNER_TEST_ROLES, type PartnerWorld } from "./testing/partner-world";
import { createTestApp } from "./testing/test-app";

/**
 * Decision 18's authorization table: every partner route of the contract, called by every role,
 * answers the status the table says (401 signed out, 403 buyers and lesser roles, 404 for another
 * company's ids, success for the rest).
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;

beforeAll(async () => {
  test = await createTestApp();
  world = await createPartnerWorld(test.app, test.db);
});
afterAll(async () => {
  await test?.close();
});

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe("the partner authorization table", () => {
  it("has exactly one row for every partner route of the contract", () => {
    const partnerRoutes = API_ROUTES.filter((route) => route.url.startsWith("/partner/")).map(key);
    const rows = AUTHORIZATION_CASES.map((row) => key(row.route));
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual([...partnerRoutes].sort());
  });

  for (const row of AUTHORIZATION_CASES) {
    it(`${key(row.route)}: ${PARTNER_TEST_ROLES.map((role) => `${role} ${row.expect[role]}`).join(", ")}`, async () => {
      const answered: Record<string, number> = {};
      for (const role of PARTNER_TEST_ROLES) {
        const call = await row.request({ app: test.app, db: test.db, world, role });
        const query = new URLSearchParams(
          Object.entries(call.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
        );
        const response = await test.app.inject({
          method: row.route.method,
          url: `${API_PREFIX}${pathTo(row.route.url, call.params ?? {})}${query.size > 0 ? `?${query}` : ""}`,
          headers: { ...world.headers(role), ...call.multipart?.headers },
          ...(call.multipart
            ? { payload: call.multipart.payload }
            : call.body !== undefined
              ? { payload: call.body as object }
              : {}),
        });
        answered[role] = response.statusCode;
      }
      expect(answered).toEqual(row.expect);
    });
  }
});
