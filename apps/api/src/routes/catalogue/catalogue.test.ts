import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientReviews, feedbackLikes, feedbackReplies, feedbacks, users, villas } from "../../db/schema";
import { insertCatalogueFixture, insertMallFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let mallFixture: Awaited<ReturnType<typeof insertMallFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 3);
  mallFixture = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
  await t.db.insert(villas).values([
    {
      compoundId: fixture.compound.id,
      kind: "duplex",
      name: "Villa D1",
      nameArabic: "فيلا د١",
      buildingFloors: 2,
      allFloorsAvailable: true,
    },
    {
      compoundId: fixture.compound.id,
      kind: "twin",
      name: "Twin T1",
      nameArabic: "توين ت١",
      buildingFloors: 2,
    },
  ]);
  await t.db.insert(clientReviews).values({
    source: "/media/t/r.svg",
    review: "Great",
    reviewArabic: "ممتاز",
    name: "Sara",
    nameArabic: "سارة",
    profession: "Engineer",
    professionArabic: "مهندسة",
  });
  const [author, liker] = await t.db
    .insert(users)
    .values([
      { name: "Author", email: "author@x.eg", passwordHash: "!" },
      { name: "Liker", email: "liker@x.eg", passwordHash: "!" },
    ])
    .returning();
  if (!author || !liker) throw new Error("users");
  const [feedback] = await t.db
    .insert(feedbacks)
    .values({ companyId: fixture.company.id, userId: author.id, text: "Delivered on time <b>really</b>" })
    .returning();
  if (!feedback) throw new Error("feedback");
  await t.db.insert(feedbackLikes).values({ feedbackId: feedback.id, userId: liker.id });
  await t.db.insert(feedbackReplies).values({ feedbackId: feedback.id, userId: liker.id, text: "Agreed" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1${url}`, headers });

describe("GET /home/", () => {
  it("gives live free-unit counts per category, the first malls, latest projects and reviews", async () => {
    const response = await get("/home/");
    expect(response.statusCode).toBe(200);
    const home = response.json();
    const apartments = home.residentialPropertiesList.find(
      (c: { category: string }) => c.category === "apartment",
    );
    expect(apartments.results).toBe(3);
    const shops = home.investmentPropertiesList.find((c: { category: string }) => c.category === "shops");
    expect(shops.results).toBe(2);
    const clinics = home.investmentPropertiesList.find((c: { category: string }) => c.category === "clinics");
    expect(clinics.results).toBe(0);
    expect(home.investmentPropertiesList).toHaveLength(8);
    expect(home.residentialPropertiesList).toHaveLength(6);
    expect(home.mallsList).toEqual([
      expect.objectContaining({ name: "Test Mall", tags: ["Commercial", "Medical"] }),
    ]);
    expect(home.mallsCount).toBe(1);
    expect(home.latestProjects.map((p: { type: string }) => p.type).sort()).toEqual(["compound", "mall"]);
    expect(home.best_client_reviews).toEqual([
      expect.objectContaining({ name: "Sara", reviewArabic: "ممتاز" }),
    ]);
  });

  it("may be cached briefly, and answers 304 to a matching ETag", async () => {
    const first = await get("/home/");
    expect(first.headers["cache-control"]).toMatch(/public, max-age=60/);
    const etag = String(first.headers.etag);
    expect((await get("/home/", { "if-none-match": etag })).statusCode).toBe(304);
  });
});

describe("lists of cards", () => {
  it("pages malls, compounds, companies and locations as {count, next, previous, results}", async () => {
    for (const path of ["/malls/", "/compounds/", "/companies/", "/locations/"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toMatchObject({
        count: 1,
        next: null,
        previous: null,
        results: [expect.any(Object)],
      });
    }
    const compound = (await get("/compounds/")).json().results[0];
    expect(compound).toEqual(
      expect.objectContaining({
        name: "Test Gardens",
        propertiesNumber: 3,
        tags: ["Residential"],
        distance: 2.5,
      }),
    );
    const company = (await get("/companies/")).json().results[0];
    expect(company.projectNumbers).toBe(2);
    const location = (await get("/locations/")).json().results[0];
    expect(location.propertiesNumber).toBe(6);
  });

  it("pages with page and page_size, and refuses a page size over the maximum", async () => {
    const second = await get("/malls/?page=2&page_size=1");
    expect(second.json()).toMatchObject({ count: 1, next: null, previous: 1, results: [] });
    const tooBig = await get("/malls/?page_size=1000");
    expect(tooBig.statusCode).toBe(400);
    expect(Object.keys(tooBig.json().fields)).toEqual(["page_size"]);
    expect((await get("/malls/?page=zero")).statusCode).toBe(400);
  });
});

describe("details", () => {
  it("GET /malls/{id}/ gives unit prices computed from the units and each floor", async () => {
    const mall = (await get(`/malls/${mallFixture.mall.id}/`)).json();
    expect(mall).toMatchObject({
      name: "Test Mall",
      type: "mall",
      buildingFloors: 2,
      implementingCompany: { companyId: fixture.company.id, name: "Test Developments" },
      location: { id: fixture.location.id, name: "R7" },
      mallUnitsPrices: [
        { tag: "Commercial", min: 5, max: 9, type: "M", typeArabic: "مليون" },
        { tag: "Medical", min: 4, max: 4, type: "M" },
      ],
    });
    expect(mall.floorsFeatures).toEqual([
      expect.objectContaining({ number: 0, tag: "commercial", unitsCount: 2, freeUnitsCount: 2 }),
      expect.objectContaining({ number: 1, tag: "medical", unitsCount: 1, freeUnitsCount: 0 }),
    ]);
  });

  it("GET /compounds/{id}/ gives prices, blocks and villas by kind", async () => {
    const compound = (await get(`/compounds/${fixture.compound.id}/`)).json();
    expect(compound).toMatchObject({
      type: "compound",
      propertiesNumber: 3,
      compoundUnitsPrices: [{ tag: "Apartments", min: 7.5, max: 7.5, type: "M" }],
      blocks: [{ blockNumber: "B1", blockNumberArabic: "عمارة ١", buildingFloors: 5 }],
      // These villas have no units yet, so neither can be sold whole.
      duplexVillas: [{ name: "Villa D1", allFloorsAvailable: false }],
      twinHouses: [{ name: "Twin T1", allFloorsAvailable: false }],
      detachedVillas: [],
      studios: [],
      hotelUnits: [],
    });
  });

  it("GET /companies/{id}/ gives its projects and feedback with likers and replies, text as written", async () => {
    const company = (await get(`/companies/${fixture.company.id}/`)).json();
    expect(company.projectNumbers).toBe(2);
    expect(company.rating).toBe(4.5);
    expect(company.feedbacks).toEqual([
      expect.objectContaining({
        creatorName: "Author",
        text: "Delivered on time <b>really</b>",
        date: expect.any(Number),
        likersIds: [expect.any(Number)],
        replies: [expect.objectContaining({ creatorName: "Liker", text: "Agreed" })],
      }),
    ]);
    expect(Math.abs(company.feedbacks[0].date - Date.now() / 1000)).toBeLessThan(120);
  });

  it("GET /locations/{id}/ gives its companies and compounds", async () => {
    const location = (await get(`/locations/${fixture.location.id}/`)).json();
    expect(location).toMatchObject({
      name: "R7",
      propertiesNumber: 6,
      availableCompanies: [{ name: "Test Developments", projectNumbers: 2 }],
      availableCompounds: [{ name: "Test Gardens" }],
    });
  });

  it.each([
    ["/malls/", "Mall not found", "المول غير موجود"],
    ["/compounds/", "Compound not found", "الكمبوند غير موجود"],
    ["/companies/", "Company not found", "الشركة غير موجودة"],
    ["/locations/", "Location not found", "الموقع غير موجود"],
  ])("%s answers 404 for a missing or malformed id", async (path, english, arabic) => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999999"]) {
      const response = await get(`${path}${id}/`);
      expect(response.statusCode, `${path}${id}`).toBe(404);
      expect(response.json().message).toBe(english);
    }
    expect((await get(`${path}999999/`, { "accept-language": "ar" })).json().message).toBe(arabic);
  });

  it("a compound id is not a mall", async () => {
    expect((await get(`/malls/${fixture.compound.id}/`)).statusCode).toBe(404);
  });
});
