import { existsSync } from "node:fs";
import path from "node:path";
import { IMPORT_COLUMNS } from "@capital/contract/partner-catalogue";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, locations, unitPriceChanges, units } from "../../db/schema";
import { readSheet } from "../../spreadsheet";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { multipart } from "../../testing/multipart";
import { createPartnerWorld, type PartnerWorld } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await createPartnerWorld(t.app, t.db);
  const fixture = await insertCatalogueFixture(t.db, 1);
  locationId = fixture.location.id;
});
afterAll(() => t.close());

type Role = Parameters<PartnerWorld["headers"]>[0];
const api = (
  role: Role,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  language = "en",
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...world.headers(role), "accept-language": language },
    ...(payload ? { payload } : {}),
  });
const upload = (
  role: Role,
  url: string,
  file: Buffer,
  filename: string,
  contentType: string,
  language = "en",
) => {
  const form = multipart({ file: { filename, contentType, data: file } });
  return t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: { ...world.headers(role), ...form.headers, "accept-language": language },
    payload: form.payload,
  });
};
const publicGet = (url: string) => t.app.inject({ url: `/api/v1${url}` });

const compoundBody = () => ({
  type: "compound",
  locationId,
  name: "Palm Terraces",
  nameArabic: "تراسات النخيل",
  address: "R8, New Capital",
  addressArabic: "الحي الثامن، العاصمة الجديدة",
  distance: 3.5,
  acres: 40,
  intro: "Gardens and terraces.",
  introArabic: "حدائق وتراسات.",
  features: ["Clubhouse"],
  featuresArabic: ["نادي اجتماعي"],
  deliveryDate: "2029-03-31",
});

const csv = (rows: string[][]) =>
  Buffer.from([IMPORT_COLUMNS.join(","), ...rows.map((r) => r.join(","))].join("\n"));
const row = (code: string, changes: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    code,
    building: "B1",
    floor: "2",
    name: `Apartment ${code}`,
    name_ar: `شقة ${code}`,
    category: "apartment",
    rooms: "3",
    area: "150",
    price: "7500000",
    finishing: "full",
    status: "free",
    deposit_percent: "10",
    years: "8",
    delivery_date: "2029-03-31",
    maintenance_deposit_percent: "8",
    club_fee: "100000",
    parking_fee: "",
    cash_discount_percent: "15",
  };
  return IMPORT_COLUMNS.map((column) => ({ ...base, ...changes })[column] ?? "");
};

async function newCompound(role: Role = "managerA") {
  const made = await api(role, "POST", "/partner/projects/", compoundBody());
  expect(made.statusCode).toBe(201);
  return made.json() as { id: number; publishedAt: string | null; companyId: number };
}

describe("a manager's compound, from draft to the buyer's search", () => {
  it("is a draft of the manager's company, invisible to the public and to another company", async () => {
    const project = await newCompound();
    expect(project).toMatchObject({ publishedAt: null, companyId: world.companyA.id });
    expect((await publicGet(`/compounds/${project.id}/`)).statusCode).toBe(404);
    expect((await api("salesB", "GET", `/partner/projects/${project.id}/`)).statusCode).toBe(404);
    const listB = (await api("salesB", "GET", "/partner/projects/")).json();
    expect(listB.results.map((p: { id: number }) => p.id)).not.toContain(project.id);
    const listOperator = (await api("operator", "GET", "/partner/projects/")).json();
    expect(listOperator.results.map((p: { id: number }) => p.id)).toContain(project.id);
    expect((await api("salesB", "GET", `/partner/projects/${project.id}/units/export/`)).statusCode).toBe(
      404,
    );
  });

  it("imports units (dry run first), publishes, and the next public search finds them", async () => {
    const project = await newCompound();
    const building = await api("managerA", "POST", `/partner/projects/${project.id}/buildings/`, {
      kind: "apartments",
      name: "B1",
      nameArabic: "عمارة ١",
      buildingFloors: 5,
    });
    expect(building.statusCode).toBe(201);
    expect(building.json().floors).toHaveLength(5);

    const file = csv([
      row("A-201"),
      row("A-202", { floor: "3", price: "8000000" }),
      row("V-1", { building: "Villa 1", category: "twin-house", floor: "0" }),
    ]);
    // A sales person may not add a building by hand, nor by file: the row says whom to ask.
    const bySales = await upload(
      "salesA",
      `/partner/projects/${project.id}/units/import/?dryRun=false`,
      file,
      "units.csv",
      "text/csv",
    );
    expect(bySales.statusCode).toBe(400);
    expect(bySales.json()).toMatchObject({
      created: 0,
      newBuildings: [],
      errors: [
        {
          row: 4,
          column: "building",
          message:
            "This project has no building named \u2068Villa 1\u2069. Correct the name, or ask a manager to add the building first.",
        },
      ],
    });
    expect(await t.db.$count(units, eq(units.projectId, project.id))).toBe(0);

    const dry = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=true`,
      file,
      "units.csv",
      "text/csv",
    );
    expect(dry.statusCode).toBe(200);
    // The check names the building the file will add, so a typo in an existing one's name shows.
    expect(dry.json()).toEqual({
      created: 3,
      updated: 0,
      newBuildings: ["Villa 1"],
      priceChanges: [],
      errors: [],
    });
    expect(await t.db.$count(units, eq(units.projectId, project.id))).toBe(0);

    const real = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=false`,
      file,
      "units.csv",
      "text/csv",
    );
    expect(real.json()).toEqual({
      created: 3,
      updated: 0,
      newBuildings: ["Villa 1"],
      priceChanges: [],
      errors: [],
    });
    const whole = (await api("managerA", "GET", `/partner/projects/${project.id}/`)).json();
    expect(
      whole.buildings.map((b: { name: string; kind: string; buildingFloors: number }) => [
        b.name,
        b.kind,
        b.buildingFloors,
      ]),
    ).toEqual([
      ["B1", "apartments", 5],
      ["Villa 1", "twin", 1],
    ]);

    // Still a draft: nothing public yet.
    expect((await publicGet("/search-residential-unit/?category=apartment")).json().results).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ code: "A-201" })]),
    );
    expect((await api("salesA", "POST", `/partner/projects/${project.id}/publish/`)).statusCode).toBe(403);
    const published = await api("managerA", "POST", `/partner/projects/${project.id}/publish/`);
    expect(published.json().publishedAt).not.toBeNull();
    const search = (await publicGet("/search-residential-unit/?category=apartment&page_size=100")).json();
    const found = search.results.find(
      (u: { code: string; projectId: number }) => u.code === "A-201" && u.projectId === project.id,
    );
    expect(found).toMatchObject({
      totalPrice: 7_500_000,
      deliveryDate: "2029-03-31",
      maintenanceDepositPercent: 8,
      clubFee: 100_000,
      parkingFee: null,
      cashDiscountPercent: 15,
    });
    expect((await publicGet(`/compounds/${project.id}/`)).statusCode).toBe(200);
    expect(
      (await publicGet(`/search/?q=${encodeURIComponent("Palm Terraces")}`)).json().units.count,
    ).toBeGreaterThan(0);

    // A price change is history and is public on the very next request.
    const changed = await api("salesA", "PATCH", `/partner/units/${found.id}/`, { totalPrice: 7_900_000 });
    expect(changed.json()).toMatchObject({ totalPrice: 7_900_000, pricePerMeter: 52_667 });
    const history = (await api("salesA", "GET", `/partner/units/${found.id}/price-changes/`)).json();
    expect(history).toMatchObject([{ oldPrice: 7_500_000, newPrice: 7_900_000, changedBy: "Sara Sales" }]);
    const again = (await publicGet("/search-residential-unit/?category=apartment&page_size=100")).json();
    expect(again.results.find((u: { id: number }) => u.id === found.id).totalPrice).toBe(7_900_000);
    expect((await api("salesB", "PATCH", `/partner/units/${found.id}/`, { totalPrice: 1 })).statusCode).toBe(
      404,
    );

    // Unpublishing takes it off every public page at once.
    await api("managerA", "POST", `/partner/projects/${project.id}/unpublish/`);
    expect((await publicGet(`/compounds/${project.id}/`)).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, "project"));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["create", "import", "publish", "unpublish"]),
    );
  });

  it("reports every bad row of a file by row, column and message, in Arabic too, and writes nothing", async () => {
    const project = await newCompound();
    await api("managerA", "POST", `/partner/projects/${project.id}/buildings/`, {
      kind: "apartments",
      name: "B1",
      nameArabic: "عمارة ١",
      buildingFloors: 4,
    });
    const file = csv([
      row("A-1", { area: "-20" }),
      row("A-2", { deposit_percent: "120" }),
      row("A-3", { price: "ثمانية ملايين" }),
      row("A-1"),
      row("A-5", { floor: "9" }),
    ]);
    const dry = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=true`,
      file,
      "u.csv",
      "text/csv",
      "ar",
    );
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual([
      { row: 2, column: "area", message: "أدخل رقمًا أكبر من صفر" },
      { row: 3, column: "deposit_percent", message: "أدخل نسبة مئوية من ٠ إلى ١٠٠" },
      { row: 4, column: "price", message: "أدخل رقمًا بالأرقام وليس بالحروف" },
      { row: 5, column: "code", message: "الكود A-1 مكرر أيضًا في الصف ٢ من الملف" },
      // Where a row that reads well goes is checked in the same pass: every problem at once.
      { row: 6, column: "floor", message: "أدوار هذا المبنى (٤) مرقّمة من ٠، فلا يوجد فيه الدور ٩" },
    ]);
    const beyond = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=false`,
      csv([row("A-5", { floor: "9" })]),
      "u.csv",
      "text/csv",
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual([
      {
        row: 2,
        column: "floor",
        message: "This building's 4 floors are numbered from 0, so it has no floor 9.",
      },
    ]);

    const header = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=false`,
      Buffer.from("code,name\nA,B\n"),
      "u.csv",
      "text/csv",
    );
    expect(header.statusCode).toBe(400);
    expect(header.json().errors[0]).toMatchObject({ row: 1, column: "building" });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const renamed = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=false`,
      png,
      "units.csv",
      "text/csv",
    );
    expect(renamed.json().errors).toEqual([
      { row: 1, column: null, message: "This file is not a CSV or XLSX spreadsheet that can be read." },
    ]);
    const huge = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=true`,
      Buffer.alloc(50 * 1024 * 1024, 65),
      "u.csv",
      "text/csv",
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toEqual({ file: ["The file must be at most 10 MB."] });
    expect(await t.db.$count(units, eq(units.projectId, project.id))).toBe(0);
  });

  it("renames a building an import made, in both languages, and refuses another building's name", async () => {
    const project = await newCompound();
    await api("managerA", "POST", `/partner/projects/${project.id}/buildings/`, {
      kind: "apartments",
      name: "B1",
      nameArabic: "عمارة ١",
      buildingFloors: 5,
    });
    const file = csv([
      row("R-1", { building: "Tower 9" }),
      row("V-1", { building: "Villa 1", category: "twin-house", floor: "0" }),
    ]);
    await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=false`,
      file,
      "u.csv",
      "text/csv",
    );
    const whole = (await api("managerA", "GET", `/partner/projects/${project.id}/`)).json();
    const tower = whole.buildings.find((b: { name: string }) => b.name === "Tower 9");
    const villa = whole.buildings.find((b: { name: string }) => b.name === "Villa 1");
    // The import could only copy the English name.
    expect(tower.nameArabic).toBe("Tower 9");

    const renamed = await api("managerA", "PATCH", `/partner/blocks/${tower.id}/`, {
      name: "Tower 9",
      nameArabic: "البرج ٩",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: tower.id, name: "Tower 9", nameArabic: "البرج ٩" });
    const villaRenamed = await api("managerA", "PATCH", `/partner/villas/${villa.id}/`, {
      name: "Palm Villa 1",
      nameArabic: "فيلا النخيل ١",
    });
    expect(villaRenamed.json()).toMatchObject({ id: villa.id, name: "Palm Villa 1" });

    // Another building's name, whatever its case and spacing, is refused, and nothing changes.
    const taken = await api("managerA", "PATCH", `/partner/blocks/${tower.id}/`, {
      name: " b1 ",
      nameArabic: "مكرر",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ name: ["This project already has a building with this name."] });
    expect(
      (await api("salesA", "PATCH", `/partner/blocks/${tower.id}/`, { name: "X", nameArabic: "س" }))
        .statusCode,
    ).toBe(403);
    const after = (await api("managerA", "GET", `/partner/projects/${project.id}/`)).json();
    expect(
      after.buildings.find((b: { id: number; kind: string }) => b.id === tower.id && b.kind === "apartments")
        .nameArabic,
    ).toBe("البرج ٩");
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.entityId, tower.id));
    expect(logged.filter((a) => a.entity === "block" && a.action === "update").map((a) => a.summary)).toEqual(
      [{ before: { nameArabic: "Tower 9" }, after: { nameArabic: "البرج ٩" } }],
    );
  });

  it("updates the units whose code exists, keeps the price history, and exports what it imports", async () => {
    const project = await newCompound();
    const first = csv([row("C-1"), row("C-2", { building: "Tower  B9", floor: "6" })]);
    expect(
      (
        await upload(
          "managerA",
          `/partner/projects/${project.id}/units/import/?dryRun=false`,
          first,
          "u.csv",
          "text/csv",
        )
      ).json(),
    ).toEqual({
      created: 2,
      updated: 0,
      newBuildings: ["B1", "Tower B9"],
      priceChanges: [],
      errors: [],
    });
    // Letter case and runs of spaces do not make another building.
    const second = csv([
      row("C-1", { price: "9000000", name: "Corner apartment" }),
      row("C-3", { building: " tower b9 ", floor: "1" }),
    ]);
    expect(
      (
        await upload(
          "managerA",
          `/partner/projects/${project.id}/units/import/?dryRun=false`,
          second,
          "u.csv",
          "text/csv",
        )
      ).json(),
    ).toEqual({
      created: 1,
      updated: 1,
      newBuildings: [],
      // The check shows what a price was and what the file makes it, for a person to look at.
      priceChanges: [{ code: "C-1", from: 7_500_000, to: 9_000_000 }],
      errors: [],
    });
    const [c1] = await t.db.select().from(units).where(eq(units.code, "C-1"));
    expect(c1).toMatchObject({ name: "Corner apartment", totalPrice: 9_000_000 });
    // Each unit and building a file adds or changes is in the audit log, as a change by hand is.
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.companyId, world.companyA.id));
    const unitRows = logged.filter((a) => a.entity === "unit" && a.entityId === c1?.id);
    expect(unitRows.map((a) => [a.action, a.summary])).toEqual([
      ["create", expect.objectContaining({ before: null })],
      [
        "update",
        {
          before: { name: "Apartment C-1", totalPrice: 7_500_000, pricePerMeter: 50_000 },
          after: { name: "Corner apartment", totalPrice: 9_000_000, pricePerMeter: 60_000 },
        },
      ],
    ]);
    const madeBlocks = logged.filter((a) => a.entity === "block" && a.action === "create");
    expect(madeBlocks.map((a) => (a.summary as { after: unknown }).after)).toEqual(
      expect.arrayContaining([
        { kind: "apartments", name: "Tower B9", nameArabic: "Tower B9", buildingFloors: expect.any(Number) },
      ]),
    );
    const changes = await t.db
      .select()
      .from(unitPriceChanges)
      .where(eq(unitPriceChanges.unitId, c1?.id ?? 0));
    expect(changes).toMatchObject([{ oldPrice: 7_500_000, newPrice: 9_000_000 }]);

    for (const format of ["csv", "xlsx"] as const) {
      const exported = await api(
        "salesA",
        "GET",
        `/partner/projects/${project.id}/units/export/?format=${format}`,
      );
      expect(exported.statusCode).toBe(200);
      const sheet = await readSheet(exported.rawPayload);
      expect(sheet[0]).toEqual([...IMPORT_COLUMNS]);
      expect(sheet.slice(1).map((r) => r[0])).toEqual(["C-1", "C-2", "C-3"]);
      if (format === "xlsx") {
        // Figures are number cells: a spreadsheet sorts and sums the prices.
        const { default: excel } = await import("exceljs");
        const workbook = new excel.Workbook();
        await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
        const price = IMPORT_COLUMNS.indexOf("price") + 1;
        expect(workbook.worksheets[0]?.getRow(2).getCell(price).value).toBe(9_000_000);
      }
      const reimported = await upload(
        "managerA",
        `/partner/projects/${project.id}/units/import/?dryRun=true`,
        exported.rawPayload,
        `u.${format}`,
        "application/octet-stream",
      );
      // The file as exported changes nothing, and says so.
      expect(reimported.json()).toEqual({
        created: 0,
        updated: 0,
        newBuildings: [],
        priceChanges: [],
        errors: [],
      });
    }
    const template = await api("salesA", "GET", "/partner/units/import-template/?format=xlsx");
    expect((await readSheet(template.rawPayload))[0]).toEqual([...IMPORT_COLUMNS]);
  });

  it("explains every column of the XLSX template on a second sheet in the partner's language, which the import does not read", async () => {
    const { default: excel } = await import("exceljs");
    for (const [language, name, status] of [
      [
        "ar",
        "طريقة التعبئة",
        "واحد من: free, sold, off_market (متاحة، مباعة، خارج السوق). الخانة الفارغة تعني متاحة.",
      ],
      [
        "en",
        "How to fill it in",
        "One of: free, sold, off_market (for sale, sold, not offered). Empty means free.",
      ],
    ] as const) {
      const template = await api(
        "salesA",
        "GET",
        "/partner/units/import-template/?format=xlsx",
        undefined,
        language,
      );
      const workbook = new excel.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      const [first, guide] = workbook.worksheets;
      expect(first?.name).toBe("units");
      expect(guide?.name).toBe(name);
      expect(guide?.views[0]?.rightToLeft).toBe(language === "ar");
      const rows = guide?.getSheetValues().filter(Array.isArray) as unknown[][];
      const columns = rows.slice(1, 1 + IMPORT_COLUMNS.length);
      expect(columns.map((row) => row[1])).toEqual([...IMPORT_COLUMNS]);
      expect(columns.every((row) => typeof row[2] === "string" && row[2].length > 20)).toBe(true);
      expect(String(columns[IMPORT_COLUMNS.indexOf("status")]?.[2])).toContain(status);
      // The guide's example is the first sheet's example row.
      expect(columns[IMPORT_COLUMNS.indexOf("price")]?.[3]).toBe(first?.getRow(2).getCell(9).value);
      // The note, last, names the example's code: left in, it would be imported.
      expect(String(rows.at(-1)?.[2])).toContain(String(first?.getRow(2).getCell(1).value));
    }
    // The Arabic guide writes its figures in Arabic-Indic digits.
    const arabic = await api("salesA", "GET", "/partner/units/import-template/?format=xlsx", undefined, "ar");
    const workbook = new (await import("exceljs")).default.Workbook();
    await workbook.xlsx.load(arabic.rawPayload as unknown as ArrayBuffer);
    expect(String(workbook.worksheets[1]?.getRow(4).getCell(2).value)).toContain("من ٠ إلى ٢٠٠");

    // The template with its guide is a file the import takes: its first sheet is read, the guide is not.
    const project = await newCompound();
    const template = await api("managerA", "GET", "/partner/units/import-template/?format=xlsx");
    const checked = await upload(
      "managerA",
      `/partner/projects/${project.id}/units/import/?dryRun=true`,
      template.rawPayload,
      "units-template.xlsx",
      "application/octet-stream",
    );
    expect(checked.json()).toMatchObject({ created: 1, errors: [] });
  });
});

describe("the gallery", () => {
  it("takes photos into AVIF and WebP sizes served for a year, in an order with a cover, and refuses bad files", async () => {
    const project = await newCompound();
    const photo = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#c84" } })
      .jpeg()
      .toBuffer();
    const first = await upload(
      "managerA",
      `/partner/projects/${project.id}/media/`,
      photo,
      "gate.jpg",
      "image/jpeg",
    );
    expect(first.statusCode).toBe(201);
    const media = first.json();
    expect(media.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
      "1600.avif",
      "1600.webp",
    ]);
    const served = await t.app.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const second = (
      await upload("managerA", `/partner/projects/${project.id}/media/`, photo, "pool.jpg", "image/jpeg")
    ).json();

    const ordered = await api("managerA", "PUT", `/partner/projects/${project.id}/media/order/`, {
      ids: [second.id, media.id],
    });
    expect(ordered.json().map((m: { id: number }) => m.id)).toEqual([second.id, media.id]);
    expect(
      (await api("managerA", "PUT", `/partner/projects/${project.id}/media/order/`, { ids: [second.id] }))
        .statusCode,
    ).toBe(400);
    await api("managerA", "POST", `/partner/projects/${project.id}/publish/`);
    const compound = (await publicGet(`/compounds/${project.id}/`)).json();
    expect(compound.gallery.map((m: { id: number }) => m.id)).toEqual([second.id, media.id]);
    expect(compound.projectImage).toContain(`/media/uploads/`);

    const corrupt = await upload(
      "managerA",
      `/partner/projects/${project.id}/media/`,
      photo.subarray(0, 500),
      "x.jpg",
      "image/jpeg",
      "ar",
    );
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().fields).toEqual({ file: ["ارفع صورة صالحة بصيغة JPEG أو PNG أو WebP"] });
    const huge = await upload(
      "managerA",
      `/partner/projects/${project.id}/media/`,
      Buffer.alloc(50 * 1024 * 1024),
      "big.jpg",
      "image/jpeg",
    );
    expect(huge.json().fields).toEqual({ file: ["The photo must be at most 15 MB."] });
    expect(
      (await upload("salesB", `/partner/projects/${project.id}/media/`, photo, "p.jpg", "image/jpeg"))
        .statusCode,
    ).toBe(403);

    const file = path.join(t.env.mediaDir, media.url.replace("/media/", ""));
    expect(existsSync(file)).toBe(true);
    expect((await api("managerA", "DELETE", `/partner/media/${media.id}/`)).statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await publicGet(`/compounds/${project.id}/`)).json().gallery).toHaveLength(1);
  });
});

describe("units one at a time", () => {
  it("adds a unit to a building's floor, refuses a floor beyond it, a taken code and a wrong category", async () => {
    const project = await newCompound();
    await api("managerA", "POST", `/partner/projects/${project.id}/buildings/`, {
      kind: "apartments",
      name: "B2",
      nameArabic: "عمارة ٢",
      buildingFloors: 3,
    });
    const unit = {
      code: "B2-101",
      building: "B2",
      floor: 1,
      name: "Apartment 101",
      nameArabic: "شقة ١٠١",
      category: "apartment",
      finishing: "half",
      roomsNumber: 2,
      area: 120,
      totalPrice: 6_000_000,
      plans: [{ deposit: 10, years: 7 }],
    };
    const made = await api("salesA", "POST", `/partner/projects/${project.id}/units/`, unit);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      code: "B2-101",
      building: "B2",
      floor: 1,
      pricePerMeter: 50_000,
      plans: [{ deposit: 10, years: 7 }],
    });
    expect(
      (await api("salesA", "POST", `/partner/projects/${project.id}/units/`, unit)).json().fields,
    ).toEqual({
      code: ["Another unit of this project has this code."],
    });
    expect(
      (
        await api("salesA", "POST", `/partner/projects/${project.id}/units/`, {
          ...unit,
          code: "X",
          floor: 5,
        })
      ).json().fields,
    ).toEqual({
      floor: ["This building's 3 floors are numbered from 0, so it has no floor 5."],
    });
    expect(
      (
        await api("salesA", "POST", `/partner/projects/${project.id}/units/`, {
          ...unit,
          code: "Y",
          category: "shops",
        })
      ).json().fields,
    ).toEqual({
      category: ["Units of this category cannot be in this kind of project or building."],
    });
    expect(
      (
        await api("salesA", "POST", `/partner/projects/${project.id}/units/`, {
          ...unit,
          code: "Z",
          maintenanceDepositPercent: 140,
        })
      ).statusCode,
    ).toBe(400);
    const listed = (await api("salesA", "GET", `/partner/projects/${project.id}/units/?q=101`)).json();
    expect(listed.count).toBe(1);
    expect((await api("salesA", "DELETE", `/partner/units/${made.json().id}/`)).statusCode).toBe(200);
    expect((await api("salesA", "GET", `/partner/units/${made.json().id}/`)).statusCode).toBe(404);
  });

  it("names the bound a number crossed, grouped as the reader writes numbers", async () => {
    const tooBig = { ...compoundBody(), acres: 100_001 };
    expect((await api("managerA", "POST", "/partner/projects/", tooBig)).json().fields).toEqual({
      acres: ["Enter a number of at most 100,000."],
    });
    expect((await api("managerA", "POST", "/partner/projects/", tooBig, "ar")).json().fields).toEqual({
      acres: ["أدخل رقمًا لا يزيد عن ١٠٠٬٠٠٠"],
    });
    expect(
      (await api("managerA", "POST", "/partner/projects/", { ...compoundBody(), acres: 0 }, "ar")).json()
        .fields,
    ).toEqual({ acres: ["أدخل رقمًا لا يقل عن ١"] });
  });

  it("refuses a project for an unknown location, and lets only operators choose the company", async () => {
    expect(
      (await api("managerA", "POST", "/partner/projects/", { ...compoundBody(), locationId: 999_999 })).json()
        .fields,
    ).toEqual({
      locationId: ["Location not found"],
    });
    const forB = await api("managerA", "POST", "/partner/projects/", {
      ...compoundBody(),
      companyId: world.companyB.id,
    });
    expect(forB.json().companyId).toBe(world.companyA.id);
    const byOperator = await api("operator", "POST", "/partner/projects/", {
      ...compoundBody(),
      companyId: world.companyB.id,
    });
    expect(byOperator.json().companyId).toBe(world.companyB.id);
    const [location] = await t.db.select().from(locations).where(eq(locations.id, locationId));
    expect(location).toBeDefined();
  });
});
