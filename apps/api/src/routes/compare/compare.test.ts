import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogueFixture, insertMallFixture } from "../../testing/catalogue-fixture";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let mall: Awaited<ReturnType<typeof insertMallFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertCatalogueFixture(t.db, 4);
  mall = await insertMallFixture(t.db, fixture.company.id, fixture.location.id);
});
afterAll(() => t.close());

const compare = (units: string, language = "en") =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/compare/?units=${units}`,
    headers: { "accept-language": language },
  });
const ids = () => fixture.units.map((u) => u.id);

describe("GET /compare/", () => {
  it("answers up to four units in the order asked, with developer, page and terms, signed out", async () => {
    const [a, b, c, d] = ids();
    const answer = await compare(`${c},${a},${d},${b}`);
    expect(answer.statusCode).toBe(200);
    const units = answer.json().units;
    expect(units.map((u: { id: number }) => u.id)).toEqual([c, a, d, b]);
    expect(units[0]).toMatchObject({
      projectName: "Test Gardens",
      developer: { id: fixture.company.id, name: "Test Developments", rating: 4.5 },
      page: `/compound/apartments/${fixture.compound.id}?building=${fixture.block.id}&floor=2&unit=${c}#unit`,
      plans: [{ deposit: 10, years: 8 }],
      delivery: null,
      cashDiscountPercent: null,
      fees: { maintenanceDeposit: null, clubFee: null, parkingFee: null },
    });
  });

  it("answers one unit: what is left of a comparison when the buyer takes the others out", async () => {
    const [a] = ids();
    const answer = await compare(`${a}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().units.map((u: { id: number }) => u.id)).toEqual([a]);
  });

  it("links a mall unit to its floor of the mall units page", async () => {
    const mallUnit = mall.units[0];
    if (!mallUnit) throw new Error("no mall unit");
    const answer = await compare(`${mallUnit.id},${ids()[0]}`);
    expect(answer.json().units[0].page).toMatch(
      new RegExp(`^/mall/(commercial|medical)/${mall.mall?.id}\\?floor=\\d+&unit=${mallUnit.id}#unit$`),
    );
  });

  it.each([
    ["no unit", "", "Choose up to 4 units to compare."],
    ["five units", "1,2,3,4,5", "Choose up to 4 units to compare."],
    ["a repeated unit", "1,2,1", "Each unit can be compared once; remove the repeated one."],
    ["a word", "1,abc", "Enter a whole number."],
    ["an empty part", "1,,2", "Enter a whole number."],
    ["zero", "0,1", "Enter a whole number."],
    ["an id past the largest", "1,99999999999", "Enter a whole number."],
  ])("refuses %s with a 400 on the units field", async (_name, units, text) => {
    const answer = await compare(units);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "validation", fields: { units: [text] } });
  });

  it("refuses a missing units parameter", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/v1/compare/" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.units).toEqual(["Choose up to 4 units to compare."]);
  });

  it("names the unknown ids in a 404, in the request's language", async () => {
    const [a] = ids();
    const english = await compare(`${a},999998,999999`);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      code: "compareUnitsUnknown",
      message: "These units were not found: 999998, 999999.",
      fields: { units: ["These units were not found: 999998, 999999."] },
    });
    const arabic = await compare(`${a},999998`, "ar");
    expect(arabic.json().message).toBe("هذه الوحدات غير موجودة: ٩٩٩٩٩٨");
    expect((await compare("1,2,3,4,5", "ar")).json().fields.units).toEqual(["اختر حتى ٤ وحدات للمقارنة"]);
  });
});
