import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { units } from "../../db/schema";
import { bearer, signUp } from "../../testing/accounts";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";
import { testEnv } from "../../testing/test-env";

let t: Awaited<ReturnType<typeof createTestApp>>;
let unitIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const fixture = await insertCatalogueFixture(t.db, 12);
  unitIds = fixture.units.map((u) => u.id);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: access ? bearer(access) : {} });
const unit = (i: number) => unitIds[i] ?? 0;

describe("favourites", () => {
  it("adds, lists with the enriched unit, and removes", async () => {
    const user = await signUp(t.app);
    const added = await call("POST", "/favourites/", user.access, { unit: unit(0) });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: expect.any(Number),
      unit: { id: unit(0), projectName: "Test Gardens", plans: [expect.any(Object)] },
    });
    const list = (await call("GET", "/favourites/", user.access)).json();
    expect(list.map((f: { unit: { id: number } }) => f.unit.id)).toEqual([unit(0)]);
    const removed = await call("DELETE", `/favourites/${added.json().id}/`, user.access);
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", "/favourites/", user.access)).json()).toEqual([]);
  });

  it("keeps one favourite when the same unit is added twice, without an error", async () => {
    const user = await signUp(t.app);
    const first = await call("POST", "/favourites/", user.access, { unit: unit(1) });
    const second = await call("POST", "/favourites/", user.access, { unit: unit(1) });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect((await call("GET", "/favourites/", user.access)).json()).toHaveLength(1);
  });

  it("answers the unit's own favourite when an older one is added again", async () => {
    const user = await signUp(t.app);
    const older = (await call("POST", "/favourites/", user.access, { unit: unit(3) })).json();
    await call("POST", "/favourites/", user.access, { unit: unit(4) });
    const again = (await call("POST", "/favourites/", user.access, { unit: unit(3) })).json();
    expect(again).toMatchObject({ id: older.id, unit: { id: unit(3) } });
  });

  it("leaves out a favourite whose unit went off the market", async () => {
    const user = await signUp(t.app);
    await call("POST", "/favourites/", user.access, { unit: unit(5) });
    await call("POST", "/favourites/", user.access, { unit: unit(6) });
    await t.db
      .update(units)
      .set({ status: "off_market" })
      .where(eq(units.id, unit(5)));
    const list = (await call("GET", "/favourites/", user.access)).json();
    expect(list.map((f: { unit: { id: number } }) => f.unit.id)).toEqual([unit(6)]);
  });

  it("answers 404 for an unknown unit and for another user's favourite, and 401 when signed out", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    expect((await call("POST", "/favourites/", mona.access, { unit: 999_999 })).statusCode).toBe(404);
    const omars = (await call("POST", "/favourites/", omar.access, { unit: unit(2) })).json();
    expect((await call("DELETE", `/favourites/${omars.id}/`, mona.access)).statusCode).toBe(404);
    expect((await call("GET", "/favourites/", omar.access)).json()).toHaveLength(1);
    expect((await call("GET", "/favourites/")).statusCode).toBe(401);
    expect((await call("POST", "/favourites/", undefined, { unit: unit(2) })).statusCode).toBe(401);
  });
});

describe("the booking rate limit", () => {
  it("stops one person from reserving unit after unit", async () => {
    const limited = await createTestApp({ env: testEnv({ BOOKING_RATE_LIMIT: "2/60" }) });
    try {
      const { units: own } = await insertCatalogueFixture(limited.db, 3);
      const user = await signUp(limited.app);
      const book = (id: number) =>
        limited.app.inject({
          method: "POST",
          url: "/api/v1/bookings/",
          payload: { units: [id], phone: "01012345678" },
          headers: bearer(user.access),
        });
      const statuses = [];
      for (const u of own) statuses.push((await book(u.id)).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
