import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../../testing/accounts";
import { insertCatalogueFixture, insertMallFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let unitIds: number[];
let compoundId: number;
let mallId: number;
beforeAll(async () => {
  t = await createTestApp();
  const fixture = await insertCatalogueFixture(t.db, 14);
  unitIds = fixture.units.map((u) => u.id);
  compoundId = fixture.compound.id;
  const mall = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  mallId = mall.mall?.id ?? 0;
});
afterAll(() => t.close());

type Item = { kind: "unit" | "project"; id: number; viewedAt?: string };
const record = (access: string | undefined, items: Item[]) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/recently-viewed/",
    payload: { items },
    headers: access ? bearer(access) : {},
  });
const mine = (access?: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/recently-viewed/", headers: access ? bearer(access) : {} });
const ids = (list: { id: number }[]) => list.map((x) => x.id);
const unit = (i: number) => unitIds[i] ?? 0;

describe("recently viewed, signed in", () => {
  it("records a view as it happens, newest first, a unit seen again moving to the top", async () => {
    const user = await signUp(t.app);
    expect((await mine(user.access)).json()).toEqual({ units: [], projects: [] });
    await record(user.access, [{ kind: "unit", id: unit(0) }]);
    await record(user.access, [{ kind: "unit", id: unit(1) }]);
    await record(user.access, [{ kind: "project", id: compoundId }]);
    const again = await record(user.access, [{ kind: "unit", id: unit(0) }]);
    expect(again.statusCode).toBe(200);
    const list = again.json();
    expect(ids(list.units)).toEqual([unit(0), unit(1)]);
    expect(list.units[0]).toMatchObject({ name: "Apartment 2-01", projectName: "Test Gardens" });
    expect(list.units[0].page).toMatch(
      new RegExp(`^/compound/apartments/${compoundId}\\?building=\\d+&floor=2&unit=${unit(0)}#unit$`),
    );
    expect(list.projects).toEqual([expect.objectContaining({ id: compoundId, type: "compound" })]);
  });

  it("merges a browser's list at sign-in: the later of two views wins, unknown ids are skipped", async () => {
    const user = await signUp(t.app);
    await record(user.access, [{ kind: "unit", id: unit(2), viewedAt: "2026-01-10T10:00:00Z" }]);
    await record(user.access, [{ kind: "unit", id: unit(3), viewedAt: "2026-01-05T10:00:00Z" }]);
    const merged = await record(user.access, [
      { kind: "unit", id: unit(4), viewedAt: "2026-01-08T10:00:00+02:00" },
      // Older than the server's view of the same unit: it does not push it back.
      { kind: "unit", id: unit(2), viewedAt: "2026-01-01T10:00:00Z" },
      { kind: "unit", id: 999_999, viewedAt: "2026-01-09T10:00:00Z" },
      { kind: "project", id: mallId, viewedAt: "2026-01-02T10:00:00Z" },
      { kind: "project", id: 999_999 },
    ]);
    expect(merged.statusCode).toBe(200);
    expect(ids(merged.json().units)).toEqual([unit(2), unit(4), unit(3)]);
    expect(ids(merged.json().projects)).toEqual([mallId]);
  });

  it("counts a time in the future as now", async () => {
    const user = await signUp(t.app);
    await record(user.access, [{ kind: "unit", id: unit(5), viewedAt: "2999-01-01T00:00:00Z" }]);
    await record(user.access, [{ kind: "unit", id: unit(6) }]);
    expect(ids((await mine(user.access)).json().units)[0]).toBe(unit(6));
  });

  it("keeps the newest twelve of each kind", async () => {
    const user = await signUp(t.app);
    const items: Item[] = unitIds.map((id, i) => ({
      kind: "unit",
      id,
      viewedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    const list = (await record(user.access, items)).json();
    expect(ids(list.units)).toEqual([...unitIds].reverse().slice(0, 12));
  });

  it("keeps each user's list to themselves", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    await record(mona.access, [{ kind: "unit", id: unit(7) }]);
    expect((await mine(omar.access)).json().units).toEqual([]);
  });

  it("refuses signed-out calls and bad bodies, field by field", async () => {
    expect((await mine()).statusCode).toBe(401);
    expect((await record(undefined, [{ kind: "unit", id: unit(0) }])).statusCode).toBe(401);
    const user = await signUp(t.app);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/recently-viewed/",
      headers: bearer(user.access),
      payload: { items: [{ kind: "villa", id: -1, viewedAt: "yesterday" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      "items.0.kind": ["This is not a valid choice."],
      "items.0.id": ["Enter a whole number."],
      "items.0.viewedAt": ["Enter a valid date and time."],
    });
    const tooMany = await record(
      user.access,
      Array.from({ length: 25 }, () => ({ kind: "unit" as const, id: unit(0) })),
    );
    expect(tooMany.json().fields).toEqual({ items: ["Send at most 24 recently viewed items at once."] });
    expect((await record(user.access, [])).json().fields).toEqual({
      items: ["This field may not be blank."],
    });
  });
});

describe("recently viewed lookup, signed out", () => {
  it("answers the browser's ids as cards in the order given, skipping unknown ones", async () => {
    const answer = await t.app.inject({
      url: `/api/v1/recently-viewed/lookup/?units=${unit(9)},999999,${unit(8)}&projects=${mallId},${compoundId}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(ids(answer.json().units)).toEqual([unit(9), unit(8)]);
    expect(ids(answer.json().projects)).toEqual([mallId, compoundId]);
    expect((await t.app.inject({ url: "/api/v1/recently-viewed/lookup/" })).json()).toEqual({
      units: [],
      projects: [],
    });
  });

  it("refuses words and more than twelve ids", async () => {
    const words = await t.app.inject({ url: "/api/v1/recently-viewed/lookup/?units=1,x" });
    expect(words.statusCode).toBe(400);
    expect(words.json().fields).toEqual({ units: ["Enter a whole number."] });
    const many = Array.from({ length: 13 }, (_, i) => i + 1).join(",");
    const tooMany = await t.app.inject({ url: `/api/v1/recently-viewed/lookup/?projects=${many}` });
    expect(tooMany.statusCode).toBe(400);
  });
});
