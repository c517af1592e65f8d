import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let unitId: number;
beforeAll(async () => {
  t = await createTestApp();
  const fixture = await insertCatalogueFixture(t.db, 1);
  unitId = fixture.units[0]?.id ?? 0;
});
afterAll(() => t.close());

describe("GET /media/plans/{unit}/{floor}.svg", () => {
  it("draws the unit's plan for its own floor", async () => {
    const response = await t.app.inject({ url: `/media/plans/${unitId}/2.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[\s\S]*viewBox[\s\S]*<\/svg>\s*$/);
    expect(response.body).toContain("Apartment 2-01");
  });

  it("answers 404 for another floor, an unknown unit or a malformed path", async () => {
    for (const url of [
      `/media/plans/${unitId}/3.svg`,
      "/media/plans/999999/1.svg",
      "/media/plans/x/1.svg",
      `/media/plans/${unitId}/a.svg`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
