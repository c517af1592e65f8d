import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, notifications, units } from "../../db/schema";
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
const unitStatus = async (id: number) => (await t.db.select().from(units).where(eq(units.id, id)))[0]?.status;
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

describe("bookings", () => {
  it("reserves the unit, removes it from favourites, notifies, and cancelling frees it", async () => {
    const user = await signUp(t.app);
    await call("POST", "/favourites/", user.access, { unit: unit(3) });
    const booked = await call("POST", "/bookings/", user.access, { units: [unit(3)] });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      message: "Unit booked successfully",
      bookings: [{ unit: { id: unit(3), status: "reserved" } }],
    });
    expect(await unitStatus(unit(3))).toBe("reserved");
    expect((await call("GET", "/favourites/", user.access)).json()).toEqual([]);
    const mine = (await call("GET", "/bookings/", user.access)).json();
    expect(mine.map((b: { unit: { id: number } }) => b.unit.id)).toEqual([unit(3)]);
    const kinds = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.user_profile.id));
    expect(kinds.map((n) => n.kind)).toEqual(["booking_created"]);

    const cancelled = await call("DELETE", `/bookings/${mine[0].id}/`, user.access);
    expect(cancelled.statusCode).toBe(200);
    expect(await unitStatus(unit(3))).toBe("free");
    expect((await call("GET", "/bookings/", user.access)).json()).toEqual([]);
  });

  it("refuses a reserved unit, or one this user already booked, with 409 and changes nothing", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    expect((await call("POST", "/bookings/", mona.access, { units: [unit(4)] })).statusCode).toBe(201);
    const again = await call("POST", "/bookings/", mona.access, { units: [unit(4)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This unit is already reserved.");
    expect((await call("POST", "/bookings/", omar.access, { units: [unit(4)] })).statusCode).toBe(409);
    expect((await call("GET", "/bookings/", omar.access)).json()).toEqual([]);
  });

  it("refuses a unit the developer marked reserved, though nobody booked it here", async () => {
    const user = await signUp(t.app);
    await t.db
      .update(units)
      .set({ status: "reserved" })
      .where(eq(units.id, unit(10)));
    const refused = await call("POST", "/bookings/", user.access, { units: [unit(10)] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "unitReserved", message: "This unit is already reserved." });
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.unitId, unit(10))),
    ).toEqual([]);
    const mixed = await call("POST", "/bookings/", user.access, { units: [unit(11), unit(10)] });
    expect(mixed.statusCode).toBe(409);
    expect(await unitStatus(unit(11))).toBe("free");
  });

  it("books several units all or nothing", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    await call("POST", "/bookings/", omar.access, { units: [unit(6)] });
    const mixed = await call("POST", "/bookings/", mona.access, { units: [unit(5), unit(6)] });
    expect(mixed.statusCode).toBe(409);
    expect(await unitStatus(unit(5))).toBe("free");
    const both = await call("POST", "/bookings/", mona.access, { units: [unit(5), unit(7)] });
    expect(both.statusCode).toBe(201);
    expect(both.json().bookings).toHaveLength(2);
  });

  it("lets a user neither see nor cancel another user's booking", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    await call("POST", "/bookings/", omar.access, { units: [unit(8)] });
    const omars = (await call("GET", "/bookings/", omar.access)).json();
    expect((await call("GET", "/bookings/", mona.access)).json()).toEqual([]);
    expect((await call("DELETE", `/bookings/${omars[0].id}/`, mona.access)).statusCode).toBe(404);
    expect(await unitStatus(unit(8))).toBe("reserved");
  });

  it("refuses an empty list, a word for an id, and an unknown unit", async () => {
    const user = await signUp(t.app);
    expect((await call("POST", "/bookings/", user.access, { units: [] })).statusCode).toBe(400);
    expect((await call("POST", "/bookings/", user.access, { units: ["one"] })).statusCode).toBe(400);
    expect((await call("POST", "/bookings/", user.access, { units: [999_999] })).statusCode).toBe(404);
  });

  it("50 users booking the same unit at the same moment: exactly one succeeds, the others get 409", async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));
    const answers = await Promise.all(
      people.map((p) => call("POST", "/bookings/", p.access, { units: [unit(9)] })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const active = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.unitId, unit(9)));
    expect(active.filter((b) => b.status === "active")).toHaveLength(1);
    expect(await unitStatus(unit(9))).toBe("reserved");
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
          payload: { units: [id] },
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
