import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "./testing/accounts";
import { insertCatalogueFixture, insertMallFixture } from "./testing/catalogue-fixture";
import { type FuzzContext, fuzzCases, operationsOf, plannedCases } from "./testing/openapi-fuzz";
import { createTestApp } from "./testing/test-app";
import { testEnv } from "./testing/test-env";

/**
 * Every operation of the OpenAPI document, fed generated requests, good and bad: none may answer
 * 5xx. `npm test` runs a few thousand cases (enough to try every change once); `npm run fuzz` runs many more (FUZZ_CASES, FUZZ_SEED).
 */
const CASES = Number(process.env.FUZZ_CASES ?? 8000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const UNLIMITED = "1000000/60";

let t: Awaited<ReturnType<typeof createTestApp>>;
let context: FuzzContext;
let replaceUser: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp({
    env: testEnv({
      AUTH_RATE_LIMIT: UNLIMITED,
      REFRESH_RATE_LIMIT: UNLIMITED,
      CONTACT_RATE_LIMIT: UNLIMITED,
      BOOKING_RATE_LIMIT: UNLIMITED,
      FEEDBACK_RATE_LIMIT: UNLIMITED,
    }),
  });
  const fixture = await insertCatalogueFixture(t.db);
  const mall = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  let user = await signUp(t.app);
  const posted = await t.app.inject({
    method: "POST",
    url: "/api/v1/feedbacks/",
    headers: bearer(user.access),
    payload: { company: fixture.company.id, text: "Good developer" },
  });
  expect(posted.statusCode).toBe(201);
  const gone = await signUp(t.app);
  const deleted = await t.app.inject({
    method: "DELETE",
    url: `/api/v1/users/${gone.user_profile.id}/delete/`,
    headers: bearer(gone.access),
  });
  expect(deleted.statusCode).toBe(200);
  context = {
    ids: [
      fixture.company.id,
      fixture.compound.id,
      fixture.block.id,
      fixture.floor.id,
      mall.mall.id,
      ...mall.floors.map((f) => f.id),
      ...fixture.units.map((u) => u.id),
      user.user_profile.id,
      1,
    ],
    tokens: {
      valid: () => user.access,
      deletedUser: gone.access,
    },
  };
  replaceUser = async () => {
    user = await signUp(t.app);
    context.ids.push(user.user_profile.id);
  };
}, 120_000);

afterAll(() => t.close());

describe("fuzzing every operation of the OpenAPI document", () => {
  it(`answers ${CASES} generated requests (seed ${SEED}) without a single 5xx`, async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    expect(plannedCases(operations), "every single change is tried at least once").toBeLessThanOrEqual(CASES);

    const failures: string[] = [];
    const reached = new Set<string>();
    for (const { index, operation, description, request } of fuzzCases(operations, SEED, CASES, context)) {
      const response = await t.app.inject(request);
      reached.add(`${operation.method} ${operation.path}`);
      // A case that deleted the fuzzing account (its own id and token) leaves a fresh one behind.
      if (operation.path.endsWith("/delete/") && response.statusCode === 200) await replaceUser();
      if (response.statusCode >= 500) {
        failures.push(`#${index} ${description} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(reached.size).toBe(operations.length);
    expect(failures, `${failures.length} of ${CASES} answered 5xx`).toEqual([]);
  }, 600_000);
});
