import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { units, villas } from "../../db/schema";
import { bearer, signUp } from "../../testing/accounts";
import { insertCatalogueFixture, insertMallFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let mall: Awaited<ReturnType<typeof insertMallFixture>>;
let villaId: number;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 2);
  mall = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  const [villa] = await t.db
    .insert(villas)
    .values({
      compoundId: fixture.compound.id,
      kind: "duplex",
      name: "Villa D1",
      nameArabic: "فيلا د١",
      buildingFloors: 2,
      allFloorsAvailable: true,
    })
    .returning();
  villaId = villa?.id ?? 0;
  await t.db.insert(units).values(
    [0, 1].map((floor) => ({
      projectId: fixture.compound.id,
      villaId,
      floor,
      name: `Villa D1 floor ${floor}`,
      nameArabic: `فيلا د١ دور ${floor}`,
      category: "duplex-villas" as const,
      type: "residential" as const,
      finishing: "full" as const,
      roomsNumber: 3,
      area: 200,
      pricePerMeter: 60_000,
      totalPrice: 12_000_000,
      unitImage: "/v.svg",
    })),
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });

describe("unit pages, one step at a time", () => {
  it("gives the units of one mall floor, with their statuses", async () => {
    const medical = mall.floors.find((f) => f.tag === "medical");
    const response = await get(`/mall-floors/${medical?.id}/units/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ name: "Clinic 1-01", status: "reserved", propertyFloor: 1 }),
    ]);
  });

  it("gives a block's floors with counts, then one floor's units with their plans", async () => {
    const floors = (await get(`/blocks/${fixture.block.id}/floors/`)).json();
    expect(floors).toEqual([
      expect.objectContaining({
        id: fixture.floor.id,
        number: 2,
        tag: "apartments",
        unitsCount: 2,
        freeUnitsCount: 2,
      }),
    ]);
    const onFloor = (await get(`/block-floors/${fixture.floor.id}/units/`)).json();
    expect(onFloor).toHaveLength(2);
    expect(onFloor[0].plans[0]).toMatchObject({
      deposit: 10,
      years: 8,
      depositAmount: 750_000,
      yearInstallment: 843_750,
    });
  });

  it("gives a villa's floors as units, in floor order", async () => {
    const floors = (await get(`/villas/${villaId}/units/`)).json();
    expect(floors.map((u: { propertyFloor: number }) => u.propertyFloor)).toEqual([0, 1]);
    expect(floors[0]).toMatchObject({ category: "duplex-villas", buildingFloors: 2, status: "free" });
  });

  it("offers a villa whole only while every floor is free", async () => {
    const villa = async () => (await get(`/compounds/${fixture.compound.id}/`)).json().duplexVillas[0];
    expect((await villa()).allFloorsAvailable).toBe(true);
    const [floor] = await t.db.select({ id: units.id }).from(units).where(eq(units.name, "Villa D1 floor 1"));
    const { access } = await signUp(t.app);
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/",
      headers: bearer(access),
      payload: { units: [floor?.id], phone: "01012345678" },
    });
    expect(booked.statusCode).toBe(201);
    expect((await villa()).allFloorsAvailable).toBe(false);
  });

  it.each([
    "/mall-floors/999999/units/",
    "/blocks/999999/floors/",
    "/block-floors/abc/units/",
    "/villas/0/units/",
  ])("%s answers 404", async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });
});
