import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema";
import { bearer, signUp } from "../testing/accounts";
import { insertCatalogueFixture, insertMallFixture } from "../testing/catalogue-fixture";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let mall: Awaited<ReturnType<typeof insertMallFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 2);
  mall = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });
const json = async (url: string) => (await get(url)).json();

/** Every public place a compound and its units show, as the buyer reads it. */
async function publicSightings(compoundId: number, unitName: string) {
  const home = await json("/home/");
  const compounds = await json("/compounds/");
  const company = await json(`/companies/${fixture.company.id}/`);
  const companies = await json("/companies/");
  const location = await json(`/locations/${fixture.location.id}/`);
  const locations = await json("/locations/");
  const search = await json("/search-residential-unit/?category=apartment");
  const text = await json(`/search/?q=${encodeURIComponent(unitName)}`);
  const byProjectName = await json(`/search/?q=${encodeURIComponent("Test Gardens")}`);
  return {
    detail: (await get(`/compounds/${compoundId}/`)).statusCode,
    blockFloors: (await get(`/blocks/${fixture.block.id}/floors/`)).statusCode,
    floorUnits: (await get(`/block-floors/${fixture.floor.id}/units/`)).statusCode,
    latest: home.latestProjects.some((p: { id: number }) => p.id === compoundId),
    apartmentsTile: home.residentialPropertiesList.find(
      (tile: { category: string }) => tile.category === "apartment",
    ).results,
    compoundsListed: compounds.results.some((c: { id: number }) => c.id === compoundId),
    compoundsCount: compounds.count,
    companyProjects: company.companyProjects.length,
    companyCard: companies.results[0].projectNumbers,
    locationUnits: location.propertiesNumber,
    locationCard: locations.results[0].propertiesNumber,
    locationCompounds: location.availableCompounds.length,
    searchCount: search.count,
    textUnitHits: text.units.results.some((group: { projectId: number }) => group.projectId === compoundId),
    textProjectHits: byProjectName.projects.some((project: { id: number }) => project.id === compoundId),
    plan: (await t.app.inject({ method: "GET", url: `/media/plans/${fixture.units[0]?.id}/2.svg` }))
      .statusCode,
    preview: (await t.app.inject({ method: "GET", url: `/media/og/projects/${compoundId}.png` })).statusCode,
  };
}

describe("a draft project", () => {
  it("is nowhere in public, and everything reappears on the next request once published", async () => {
    const unitName = fixture.units[0]?.name ?? "";
    const published = await publicSightings(fixture.compound.id, unitName);
    expect(published).toMatchObject({
      detail: 200,
      blockFloors: 200,
      floorUnits: 200,
      latest: true,
      apartmentsTile: 2,
      compoundsListed: true,
      compoundsCount: 1,
      companyProjects: 2,
      companyCard: 2,
      locationUnits: 5,
      locationCard: 5,
      locationCompounds: 1,
      searchCount: 2,
      textUnitHits: true,
      textProjectHits: true,
      plan: 200,
    });

    await t.db.update(projects).set({ publishedAt: null }).where(eq(projects.id, fixture.compound.id));
    // Written behind the API's back, as a migration would: the API's own writes invalidate.
    t.app.responseCache.invalidate("everything");
    const draft = await publicSightings(fixture.compound.id, unitName);
    expect(draft).toMatchObject({
      detail: 404,
      blockFloors: 404,
      floorUnits: 404,
      latest: false,
      apartmentsTile: 0,
      compoundsListed: false,
      compoundsCount: 0,
      companyProjects: 1,
      companyCard: 1,
      locationUnits: 3,
      locationCard: 3,
      locationCompounds: 0,
      searchCount: 0,
      textUnitHits: false,
      textProjectHits: false,
      plan: 404,
      preview: 404,
    });

    await t.db.update(projects).set({ publishedAt: new Date() }).where(eq(projects.id, fixture.compound.id));
    t.app.responseCache.invalidate("everything");
    expect(await publicSightings(fixture.compound.id, unitName)).toMatchObject(published);
  });

  it("cannot be saved or booked by a buyer", async () => {
    await t.db.update(projects).set({ publishedAt: null }).where(eq(projects.id, fixture.compound.id));
    const buyer = await signUp(t.app);
    const unit = fixture.units[1]?.id;
    const favourite = await t.app.inject({
      method: "POST",
      url: "/api/v1/favourites/",
      headers: bearer(buyer.access),
      payload: { unit },
    });
    expect(favourite.statusCode).toBe(404);
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/",
      headers: bearer(buyer.access),
      payload: { units: [unit], phone: "01012345678" },
    });
    expect(booking.statusCode).toBe(404);
    await t.db.update(projects).set({ publishedAt: new Date() }).where(eq(projects.id, fixture.compound.id));
  });

  it("keeps a draft mall's units out of the investment search", async () => {
    await t.db.update(projects).set({ publishedAt: null }).where(eq(projects.id, mall.mall.id));
    t.app.responseCache.invalidate("everything");
    expect((await json("/search-investment-unit/")).count).toBe(0);
    expect((await get(`/malls/${mall.mall.id}/`)).statusCode).toBe(404);
    expect((await get(`/mall-floors/${mall.floors[0]?.id}/units/`)).statusCode).toBe(404);
    expect((await json("/malls/")).count).toBe(0);
    expect((await json("/home/")).mallsCount).toBe(0);
  });
});
