import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectMedia, projects, units } from "../db/schema";
import { insertCatalogueFixture } from "../testing/catalogue-fixture";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 2);
});
afterAll(() => t.close());

describe("what the partner portal adds to the public pages", () => {
  it("a compound shows its gallery in order, each photo in every size as AVIF and WebP, and its delivery date", async () => {
    await t.db
      .update(projects)
      .set({ deliveryDate: "2028-06-30" })
      .where(eq(projects.id, fixture.compound.id));
    await t.db.insert(projectMedia).values([
      {
        projectId: fixture.compound.id,
        kind: "gallery",
        position: 1,
        key: "second",
        width: 960,
        height: 640,
        widths: [480, 960],
      },
      {
        projectId: fixture.compound.id,
        kind: "gallery",
        position: 0,
        key: "cover",
        width: 480,
        height: 320,
        widths: [480],
        altAr: "المدخل",
        altEn: "The gate",
      },
    ]);
    const compound = (await t.app.inject({ url: `/api/v1/compounds/${fixture.compound.id}/` })).json();
    expect(compound.deliveryDate).toBe("2028-06-30");
    expect(compound.gallery.map((m: { url: string }) => m.url)).toEqual([
      "/media/uploads/cover-480.webp",
      "/media/uploads/second-960.webp",
    ]);
    expect(compound.gallery[0]).toMatchObject({
      altEn: "The gate",
      altAr: "المدخل",
      width: 480,
      height: 320,
    });
    expect(compound.gallery[1].variants).toEqual([
      { url: "/media/uploads/second-480.avif", width: 480, format: "avif" },
      { url: "/media/uploads/second-480.webp", width: 480, format: "webp" },
      { url: "/media/uploads/second-960.avif", width: 960, format: "avif" },
      { url: "/media/uploads/second-960.webp", width: 960, format: "webp" },
    ]);
  });

  it("a unit shows its code, fees and delivery date, its own date before its project's", async () => {
    const [first, second] = fixture.units;
    if (!first || !second) throw new Error("fixture");
    await t.db
      .update(units)
      .set({
        maintenanceDepositPercent: 8,
        clubFee: 150_000,
        parkingFee: 250_000,
        cashDiscountPercent: 12.5,
        deliveryDateOverride: "2027-12-31",
      })
      .where(eq(units.id, first.id));
    t.app.responseCache.invalidate("everything");
    const listed = (await t.app.inject({ url: `/api/v1/block-floors/${fixture.floor.id}/units/` })).json();
    const byId = new Map(listed.map((u: { id: number }) => [u.id, u]));
    expect(byId.get(first.id)).toMatchObject({
      code: `U-${first.id}`,
      maintenanceDepositPercent: 8,
      clubFee: 150_000,
      parkingFee: 250_000,
      cashDiscountPercent: 12.5,
      deliveryDate: "2027-12-31",
    });
    expect(byId.get(second.id)).toMatchObject({
      clubFee: null,
      maintenanceDepositPercent: null,
      deliveryDate: "2028-06-30",
    });
  });
});
