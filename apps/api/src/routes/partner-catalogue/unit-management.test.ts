import { IMPORT_COLUMNS } from "@capital/contract/partner-catalogue";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, paymentPlans, projects, units } from "../../db/schema";
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
  locationId = (await insertCatalogueFixture(t.db, 1)).location.id;
});
afterAll(() => t.close());

type Role = Parameters<PartnerWorld["headers"]>[0];
const api = (
  role: Role,
  method: "GET" | "POST" | "PATCH" | "DELETE",
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
const publicGet = (url: string) => t.app.inject({ url: `/api/v1${url}` });

async function newProject(type: "compound" | "mall" = "compound") {
  const made = await api("managerA", "POST", "/partner/projects/", {
    type,
    locationId,
    name: type === "mall" ? "Capital Walk" : "Nile Gardens",
    nameArabic: type === "mall" ? "كابيتال ووك" : "حدائق النيل",
    address: "R7",
    addressArabic: "الحي السابع",
    distance: 2,
    acres: 12,
    intro: "Shaded walks.",
    introArabic: "ممرات مظللة.",
    features: ["Pool"],
    featuresArabic: ["حمام سباحة"],
    ...(type === "mall" ? { buildingFloors: 6 } : {}),
  });
  expect(made.statusCode).toBe(201);
  return made.json() as { id: number };
}

async function withBlock(projectId: number, name = "B1", buildingFloors = 4) {
  const made = await api("managerA", "POST", `/partner/projects/${projectId}/buildings/`, {
    kind: "apartments",
    name,
    nameArabic: `عمارة ${name}`,
    buildingFloors,
  });
  expect(made.statusCode).toBe(201);
}

const apartment = (code: string, changes: object = {}) => ({
  code,
  building: "B1",
  floor: 1,
  name: `Apartment ${code}`,
  nameArabic: `شقة ${code}`,
  category: "apartment",
  finishing: "full",
  roomsNumber: 3,
  area: 150,
  totalPrice: 6_000_000,
  plans: [
    { deposit: 10, years: 8 },
    { deposit: 20, years: 5 },
  ],
  ...changes,
});

async function newUnit(projectId: number, code: string, changes: object = {}) {
  const made = await api("salesA", "POST", `/partner/projects/${projectId}/units/`, apartment(code, changes));
  expect(made.statusCode).toBe(201);
  return made.json() as { id: number; plans: unknown[]; status: string };
}

const setStatus = (id: number, status: "held" | "reserved") =>
  t.db.update(units).set({ status }).where(eq(units.id, id));

describe("changing a unit", () => {
  it("changes only what is sent: a new price keeps the plans, the status and the fees", async () => {
    const project = await newProject();
    await withBlock(project.id);
    const unit = await newUnit(project.id, "P-1", {
      status: "sold",
      clubFee: 120_000,
      deliveryDate: "2030-01-31",
    });
    const changed = await api("salesA", "PATCH", `/partner/units/${unit.id}/`, { totalPrice: 6_300_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      totalPrice: 6_300_000,
      status: "sold",
      clubFee: 120_000,
      deliveryDate: "2030-01-31",
      plans: [
        { deposit: 10, years: 8 },
        { deposit: 20, years: 5 },
      ],
    });
    expect(await t.db.$count(paymentPlans, eq(paymentPlans.unitId, unit.id))).toBe(2);
  });

  it("changes only the project fields sent", async () => {
    const project = await newProject();
    const renamed = await api("managerA", "PATCH", `/partner/projects/${project.id}/`, {
      name: "Nile Gardens II",
    });
    expect(renamed.json()).toMatchObject({
      name: "Nile Gardens II",
      intro: "Shaded walks.",
      features: ["Pool"],
      featuresArabic: ["حمام سباحة"],
    });
  });

  it("moves a unit to another building and floor, and refuses a floor beyond the building", async () => {
    const project = await newProject();
    await withBlock(project.id, "B1");
    await withBlock(project.id, "B2", 2);
    const unit = await newUnit(project.id, "M-1");
    const moved = await api("managerA", "PATCH", `/partner/units/${unit.id}/`, { building: "B2", floor: 0 });
    expect(moved.json()).toMatchObject({ building: "B2", floor: 0 });
    const beyond = await api("managerA", "PATCH", `/partner/units/${unit.id}/`, { floor: 7 }, "ar");
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().fields).toEqual({
      floor: ["أدوار هذا المبنى (٢) مرقّمة من ٠، فلا يوجد فيه الدور ٧"],
    });
    // A form sends an emptied number field as null: it is left blank, not mistyped.
    const blank = await api(
      "managerA",
      "PATCH",
      `/partner/units/${unit.id}/`,
      { floor: null, area: "x" },
      "ar",
    );
    expect(blank.json().fields).toEqual({ floor: ["هذا الحقل مطلوب"], area: ["أدخل عددًا صحيحًا"] });
    const nowhere = await api("managerA", "PATCH", `/partner/units/${unit.id}/`, { building: "B9" });
    expect(nowhere.json().fields).toEqual({ building: ["Building not found"] });
    expect((await api("managerA", "GET", `/partner/units/${unit.id}/`)).json()).toMatchObject({
      building: "B2",
      floor: 0,
    });
  });

  it("takes a unit off the market, away from buyers, and back", async () => {
    const project = await newProject();
    await withBlock(project.id);
    const unit = await newUnit(project.id, "O-1");
    await api("managerA", "POST", `/partner/projects/${project.id}/publish/`);
    const inSearch = async () =>
      (await publicGet(`/compounds/${project.id}/`)).statusCode === 200 &&
      (await publicGet("/search-residential-unit/?category=apartment&page_size=100"))
        .json()
        .results.some((u: { id: number }) => u.id === unit.id);
    expect(await inSearch()).toBe(true);
    const off = await api("salesA", "PATCH", `/partner/units/${unit.id}/`, { status: "off_market" });
    expect(off.json().status).toBe("off_market");
    expect(await inSearch()).toBe(false);
    await api("salesA", "PATCH", `/partner/units/${unit.id}/`, { status: "free" });
    expect(await inSearch()).toBe(true);
    // Held and reserved follow the reservations, never a form.
    expect((await api("salesA", "PATCH", `/partner/units/${unit.id}/`, { status: "held" })).statusCode).toBe(
      400,
    );
  });

  it("leaves a unit a buyer's reservation holds as it is: no status change, no removal", async () => {
    const project = await newProject();
    await withBlock(project.id);
    const unit = await newUnit(project.id, "H-1");
    await setStatus(unit.id, "held");
    const changed = await api(
      "salesA",
      "PATCH",
      `/partner/units/${unit.id}/`,
      { status: "off_market" },
      "ar",
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({
      status: ["حالتا «محجوزة مؤقتًا» و«محجوزة» تأتيان من حجوزات المشترين، غيّرهما من صندوق الحجوزات"],
    });
    // Its price may still change.
    expect(
      (await api("salesA", "PATCH", `/partner/units/${unit.id}/`, { totalPrice: 6_100_000 })).json(),
    ).toMatchObject({ status: "held", totalPrice: 6_100_000 });
    const removed = await api("salesA", "DELETE", `/partner/units/${unit.id}/`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe("unitHasReservation");
    const project409 = await api("managerA", "DELETE", `/partner/projects/${project.id}/`);
    expect(project409.statusCode).toBe(409);
    expect(project409.json().code).toBe("projectHasReservations");
    expect(await t.db.$count(projects, eq(projects.id, project.id))).toBe(1);
  });

  it("keeps a unit and its project whose reservations are over: their record stays with them", async () => {
    const project = await newProject();
    await withBlock(project.id);
    const unit = await newUnit(project.id, "R-1");
    await api("managerA", "POST", `/partner/projects/${project.id}/publish/`);
    const held = await api("buyer", "POST", "/bookings/", { units: [unit.id], phone: "010 1234 5678" });
    expect(held.statusCode).toBe(201);
    const booking = held.json().bookings[0].id;
    expect((await api("buyer", "DELETE", `/bookings/${booking}/`)).statusCode).toBe(200);
    expect((await api("salesA", "GET", `/partner/units/${unit.id}/`)).json().status).toBe("free");

    const removed = await api("salesA", "DELETE", `/partner/units/${unit.id}/`, undefined, "ar");
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "سبق أن حجز مشترون هذه الوحدة، وتبقى حجوزاتهم مسجلة معها: اجعلها «خارج السوق» لإيقاف بيعها",
    );
    const projectRemoved = await api("managerA", "DELETE", `/partner/projects/${project.id}/`);
    expect(projectRemoved.json().code).toBe("projectHasReservations");
    expect(await t.db.$count(bookings, eq(bookings.id, booking))).toBe(1);
    // Off the market instead: the unit leaves the buyers' pages and keeps its history.
    const off = await api("salesA", "PATCH", `/partner/units/${unit.id}/`, { status: "off_market" });
    expect(off.json().status).toBe("off_market");
  });
});

describe("the units list", () => {
  it("filters by code or name, building and status, and pages", async () => {
    const project = await newProject();
    await withBlock(project.id, "B1");
    await withBlock(project.id, "Tower 2");
    await newUnit(project.id, "B1-101");
    await newUnit(project.id, "B1-102", { status: "sold" });
    await newUnit(project.id, "T2-101", { building: "Tower 2" });
    const list = async (query: string) =>
      (await api("salesA", "GET", `/partner/projects/${project.id}/units/?${query}`)).json() as {
        count: number;
        next: number | null;
        results: { code: string }[];
      };
    expect((await list("building=tower%202")).results.map((u) => u.code)).toEqual(["T2-101"]);
    expect((await list("status=sold")).results.map((u) => u.code)).toEqual(["B1-102"]);
    expect((await list("q=101&building=B1")).results.map((u) => u.code)).toEqual(["B1-101"]);
    // Digits typed on an Arabic keyboard find a code in Western digits, and the other way round.
    expect((await list(`q=${encodeURIComponent("T2-١٠١")}`)).results.map((u) => u.code)).toEqual(["T2-101"]);
    await t.db.update(units).set({ nameArabic: "شقة ١٠٢" }).where(eq(units.code, "B1-102"));
    expect((await list(`q=${encodeURIComponent("شقة 102")}`)).results.map((u) => u.code)).toEqual(["B1-102"]);
    const first = await list("page_size=2");
    expect(first).toMatchObject({ count: 3, next: 2 });
    expect((await list("page_size=2&page=2")).results.map((u) => u.code)).toEqual(["T2-101"]);
    expect(
      (await api("salesA", "GET", `/partner/projects/${project.id}/units/?status=lost`)).statusCode,
    ).toBe(400);
  });

  it("lists codes in the order people count them: U-2 before U-10, A1-9 before A1-10", async () => {
    const project = await newProject();
    await withBlock(project.id, "B1", 12);
    for (const code of ["U-10", "U-2", "U-1", "A1-10", "A1-9", "A2-1"]) await newUnit(project.id, code);
    const listed = (await api("salesA", "GET", `/partner/projects/${project.id}/units/`)).json() as {
      results: { code: string }[];
    };
    expect(listed.results.map((u) => u.code)).toEqual(["A1-9", "A1-10", "A2-1", "U-1", "U-2", "U-10"]);
  });
});

describe("the unit generator", () => {
  const spec = (changes: object = {}) => ({
    buildings: ["B1", "B2"],
    floorFrom: 1,
    floorTo: 3,
    unitsPerFloor: 4,
    codePattern: "{building}-{floor}{unit:2}",
    namePattern: "Apartment {floor}{unit:2}",
    namePatternArabic: "شقة {floor}{unit:2}",
    category: "apartment",
    finishing: "half",
    roomsNumber: 2,
    area: 110,
    totalPrice: 5_000_000,
    floorPremium: 100_000,
    plans: [{ deposit: 10, years: 7 }],
    cashDiscountPercent: 12,
    ...changes,
  });

  it("previews every unit without writing, then writes them all in one audited run", async () => {
    const project = await newProject();
    await withBlock(project.id, "B1", 4);
    await withBlock(project.id, "B2", 4);
    const url = `/partner/projects/${project.id}/units/generate/`;
    const preview = await api("salesA", "POST", `${url}?dryRun=true`, spec());
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ count: 24, created: 0 });
    expect(body.units[0]).toEqual({
      code: "B1-101",
      building: "B1",
      floor: 1,
      name: "Apartment 101",
      nameArabic: "شقة 101",
      totalPrice: 5_000_000,
    });
    expect(body.units.at(-1)).toMatchObject({ code: "B2-304", floor: 3, totalPrice: 5_200_000 });
    expect(await t.db.$count(units, eq(units.projectId, project.id))).toBe(0);
    // In the Arabic name, {building} is the building's Arabic name; in the code, its name.
    const named = await api("salesA", "POST", `${url}?dryRun=true`, {
      ...spec({ buildings: ["b2"], namePatternArabic: "شقة {floor}{unit:2} {building}" }),
    });
    expect(named.json().units[0]).toMatchObject({ code: "b2-101", nameArabic: "شقة 101 عمارة B2" });
    // A building's name with spaces makes a code without them.
    await withBlock(project.id, "Tower A", 4);
    const spaced = await api("salesA", "POST", `${url}?dryRun=true`, spec({ buildings: ["Tower A"] }));
    expect(spaced.json().units[0]).toMatchObject({ code: "TowerA-101", building: "Tower A" });

    const made = await api("salesA", "POST", `${url}?dryRun=false`, spec());
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ count: 24, created: 24 });
    const listed = (await api("salesA", "GET", `/partner/projects/${project.id}/units/?q=B2-304`)).json();
    expect(listed.results[0]).toMatchObject({
      building: "B2",
      floor: 3,
      totalPrice: 5_200_000,
      pricePerMeter: 47_273,
      cashDiscountPercent: 12,
      plans: [{ deposit: 10, years: 7 }],
    });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, "generate"));
    expect(audited).toMatchObject({ entity: "project", entityId: project.id, companyId: world.companyA.id });

    // The same run again would repeat codes: refused, nothing written.
    const again = await api("salesA", "POST", `${url}?dryRun=false`, spec(), "ar");
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ codePattern: ["يوجد في المشروع وحدة بالكود B1-101 بالفعل"] });
    expect(await t.db.$count(units, eq(units.projectId, project.id))).toBe(24);
  });

  it("refuses patterns that repeat codes, floors beyond a building, unknown buildings and runs too large", async () => {
    const project = await newProject();
    await withBlock(project.id, "B1", 4);
    const url = `/partner/projects/${project.id}/units/generate/?dryRun=true`;
    const fields = async (changes: object) =>
      (await api("managerA", "POST", url, spec(changes))).json().fields;
    expect(await fields({ buildings: ["B1"], codePattern: "A-{unit}" })).toEqual({
      codePattern: ["The pattern gives the code A-1 to more than one unit: add {floor} or {building} to it."],
    });
    expect(await fields({ buildings: ["B1"], codePattern: "A-{floor}" })).toEqual({
      codePattern: ["The code pattern needs {unit}, the unit's number on its floor."],
    });
    expect(await fields({ buildings: ["B1"], floorTo: 6 })).toEqual({
      floorTo: ["This building's 4 floors are numbered from 0, so it has no floor 4."],
    });
    expect(await fields({ buildings: ["B1", "B7"] })).toEqual({ buildings: ["Building not found"] });
    expect(await fields({ buildings: ["B1"], floorFrom: 3, floorTo: 1 })).toEqual({
      floorTo: ["The last floor must not come before the first."],
    });
    expect(await fields({ buildings: ["B1"], floorTo: 200, unitsPerFloor: 20 })).toEqual({
      unitsPerFloor: ["That makes more than 1,000 units at once: make fewer in each run."],
    });
    expect(await fields({ buildings: ["B1"], category: "shops" })).toEqual({
      category: ["Units of this category cannot be in this kind of project or building."],
    });
    expect(await t.db.$count(units, eq(units.projectId, project.id))).toBe(0);
  });

  it("fills a mall's floors, making the floors it lacks for a manager only", async () => {
    const mall = await newProject("mall");
    const shops = {
      ...spec(),
      buildings: [""],
      floorFrom: 0,
      floorTo: 1,
      unitsPerFloor: 3,
      codePattern: "S-{floor}{unit:2}",
      namePattern: "Shop {floor}{unit:2}",
      namePatternArabic: "محل {floor}{unit:2}",
      category: "shops",
      roomsNumber: 0,
      plans: [],
    };
    const url = `/partner/projects/${mall.id}/units/generate/?dryRun=false`;
    // Floors are added by managers, by hand or here: a sales person is told whom to ask.
    const bySales = await api("salesA", "POST", url, shops);
    expect(bySales.statusCode).toBe(400);
    expect(bySales.json().fields).toEqual({
      floorTo: ["This mall has no floor 0. Correct the floor, or ask a manager to add it first."],
    });
    expect(await t.db.$count(units, eq(units.projectId, mall.id))).toBe(0);

    const made = await api("managerA", "POST", url, shops);
    expect(made.statusCode).toBe(201);
    const whole = (await api("managerA", "GET", `/partner/projects/${mall.id}/`)).json();
    expect(
      whole.buildings[0].floors.map((f: { number: number; tag: string; unitsCount: number }) => [
        f.number,
        f.tag,
        f.unitsCount,
      ]),
    ).toEqual([
      [0, "commercial", 3],
      [1, "commercial", 3],
    ]);
  });

  it("lists every problem of a file at once: the rows it cannot read and where the others cannot go", async () => {
    const compound = await newProject("compound");
    const answer = await importUnits(
      compound.id,
      unitsFile([
        { code: "N-1", building: "Nowhere" },
        { code: "N-2", status: "available" },
      ]),
    );
    expect(answer.created).toBe(0);
    expect(answer.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, "building"],
      [3, "status"],
    ]);
    expect(answer.errors[1].message).toBe("Write one of: \u2068free, sold, off_market\u2069.");
  });

  it("fills a mall's floors from a file, and the floors it made are in the audit log", async () => {
    const mall = await newProject("mall");
    const shop = { building: "", category: "shops", rooms: "0", area: "60" };
    const file = unitsFile([
      { ...shop, code: "S-101", floor: "1" },
      { ...shop, code: "S-102", floor: "1" },
      { ...shop, code: "S-201", floor: "2" },
    ]);
    // Mall floors are added by managers: a sales person's file is refused, row by row, and whom to ask.
    expect(await importUnits(mall.id, file, { language: "ar" })).toMatchObject({
      created: 0,
      errors: [2, 3, 4].map((row) => ({
        row,
        column: "floor",
        message: `لا يوجد الدور ${row === 4 ? "٢" : "١"} في هذا المول. صحّح الدور أو اطلب من مدير الشركة إضافته أولًا`,
      })),
    });
    expect(await importUnits(mall.id, file, { who: "managerA" })).toMatchObject({
      created: 3,
      updated: 0,
      errors: [],
    });
    const floors = await t.db.select().from(auditLog).where(eq(auditLog.entity, "mall_floor"));
    expect(floors.map((a) => [a.action, a.companyId, a.summary])).toEqual([
      ["create", world.companyA.id, { before: null, after: { number: 1, tag: "commercial", area: 120 } }],
      ["create", world.companyA.id, { before: null, after: { number: 2, tag: "commercial", area: 60 } }],
    ]);
  });
});

describe("a mall's floors and the gallery's descriptions", () => {
  it("adds a floor with its features, then changes its tag and area", async () => {
    const mall = await newProject("mall");
    const added = await api("managerA", "POST", `/partner/projects/${mall.id}/mall-floors/`, {
      number: 2,
      tag: "medical",
      area: 1800,
      features: ["Clinics wing"],
      featuresArabic: ["جناح العيادات"],
    });
    expect(added.statusCode).toBe(201);
    const floor = added.json().floors[0];
    expect(floor).toMatchObject({ number: 2, tag: "medical", area: 1800, features: ["Clinics wing"] });
    const changed = await api("managerA", "PATCH", `/partner/mall-floors/${floor.id}/`, {
      tag: "administrative",
      area: 2000,
    });
    expect(changed.json().floors[0]).toMatchObject({
      tag: "administrative",
      area: 2000,
      featuresArabic: ["جناح العيادات"],
    });
    expect((await api("salesA", "PATCH", `/partner/mall-floors/${floor.id}/`, { area: 1 })).statusCode).toBe(
      403,
    );
  });

  it("describes a photo in both languages, and a project without photos shows none", async () => {
    const project = await newProject();
    await withBlock(project.id);
    const unit = await newUnit(project.id, "G-1");
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const form = multipart({ file: { filename: "a.jpg", contentType: "image/jpeg", data: photo } });
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/projects/${project.id}/media/`,
      headers: { ...world.headers("managerA"), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json();
    // The unit made before the first photo shows the cover now.
    const [withCover] = await t.db.select().from(units).where(eq(units.id, unit.id));
    expect(withCover?.unitImage).toMatch(/^\/media\/uploads\//);

    const described = await api("managerA", "PATCH", `/partner/media/${media.id}/`, {
      altEn: "The pool at dusk",
      altAr: "حمام السباحة عند الغروب",
    });
    expect(described.json()).toMatchObject({ altEn: "The pool at dusk", altAr: "حمام السباحة عند الغروب" });
    expect(
      (await api("salesA", "PATCH", `/partner/media/${media.id}/`, { altEn: "", altAr: "" })).statusCode,
    ).toBe(403);

    expect((await api("managerA", "DELETE", `/partner/media/${media.id}/`)).statusCode).toBe(200);
    const [after] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(after).toMatchObject({ projectImage: "", latestProjectImage: "", backgroundImage: "" });
    const [unitAfter] = await t.db.select().from(units).where(eq(units.id, unit.id));
    expect(unitAfter?.unitImage).toBe("");
  });
});

/** An import file of these rows, each an apartment in B1 unless it says otherwise. */
function unitsFile(rows: Record<string, string>[]) {
  const base = {
    building: "B1",
    floor: "1",
    name: "Apartment",
    name_ar: "شقة",
    category: "apartment",
    rooms: "2",
    area: "100",
    price: "5000000",
    finishing: "full",
  };
  const lines = [IMPORT_COLUMNS.join(",")];
  for (const r of rows) {
    const full: Record<string, string> = { ...base, ...r };
    lines.push(IMPORT_COLUMNS.map((c) => full[c] ?? "").join(","));
  }
  return Buffer.from(lines.join("\n"));
}

async function importUnits(
  projectId: number,
  data: Buffer,
  { who = "salesA", language = "en" }: { who?: "salesA" | "managerA"; language?: "ar" | "en" } = {},
) {
  const form = multipart({ file: { filename: "u.csv", contentType: "text/csv", data } });
  return (
    await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/projects/${projectId}/units/import/?dryRun=false`,
      headers: { ...world.headers(who), ...form.headers, "accept-language": language },
      payload: form.payload,
    })
  ).json();
}

describe("import statuses", () => {
  it("keeps held and reserved for the reservations: a file may repeat them, never set them", async () => {
    const project = await newProject();
    await withBlock(project.id);
    const held = await newUnit(project.id, "S-1");
    await setStatus(held.id, "held");
    const file = unitsFile;
    const send = (data: Buffer) => importUnits(project.id, data);
    expect(
      await send(
        file([
          { code: "S-1", status: "held" },
          { code: "S-2", status: "off-market" },
        ]),
      ),
    ).toEqual({
      created: 1,
      updated: 1,
      newBuildings: [],
      priceChanges: [{ code: "S-1", from: 6_000_000, to: 5_000_000 }],
      errors: [],
    });
    expect(
      (
        await send(
          file([
            { code: "S-1", status: "free" },
            { code: "S-3", status: "reserved" },
          ]),
        )
      ).errors,
    ).toEqual([
      {
        row: 2,
        column: "status",
        message: "Held and reserved come from buyers' reservations: change them in the reservations inbox.",
      },
      {
        row: 3,
        column: "status",
        message: "Held and reserved come from buyers' reservations: change them in the reservations inbox.",
      },
    ]);
    const list = (await api("salesA", "GET", `/partner/projects/${project.id}/units/`)).json();
    expect(list.results.map((u: { code: string; status: string }) => [u.code, u.status])).toEqual([
      ["S-1", "held"],
      ["S-2", "off_market"],
    ]);
  });
});
