import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { insertLocation, locationForm } from "../../testing/partner-fixtures";
import { createPartnerWorld, type PartnerWorld } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";

let test: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
beforeAll(async () => {
  test = await createTestApp();
  world = await createPartnerWorld(test.app, test.db);
});
afterAll(async () => {
  await test?.close();
});

const api = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("partner locations", () => {
  it("an operator creates a location with its images, finds it by name, and the audit log has it", async () => {
    const form = await locationForm({ name: "Lotus Heights" });
    const created = await api(
      "POST",
      "/partner/locations/",
      { ...world.headers("operator"), ...form.headers },
      form.payload,
    );
    expect(created.statusCode).toBe(201);
    const location = created.json();
    expect(location).toMatchObject({
      name: "Lotus Heights",
      nameArabic: "حي النهر الأخضر",
      acres: 420,
      mainFeatures: ["Parks", "Schools"],
      mainFeaturesArabic: ["حدائق", "مدارس"],
    });
    expect(location.logo).toMatch(new RegExp(`^/media/locations/${location.id}/logo-[0-9a-f]+\\.webp$`));
    expect((await test.app.inject({ method: "GET", url: location.locationCardImage })).statusCode).toBe(200);

    const found = await api("GET", "/partner/locations/?search=lotus", world.headers("operator"));
    expect(found.statusCode).toBe(200);
    expect(found.json().results.map((row: { id: number }) => row.id)).toEqual([location.id]);

    const [audit] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "location"), eq(auditLog.entityId, location.id)));
    expect(audit).toMatchObject({ action: "location.created", companyId: null });
  });

  it("refuses bad fields one by one, in Arabic, and creates nothing", async () => {
    const form = await locationForm({ name: " ", acres: "many", mainFeatures: "" });
    const refused = await api(
      "POST",
      "/partner/locations/",
      { ...world.headers("operator"), ...form.headers, "accept-language": "ar" },
      form.payload,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      name: ["هذا الحقل مطلوب"],
      acres: ["أدخل عددًا صحيحًا"],
      mainFeatures: ["هذا الحقل مطلوب"],
    });
  });

  it("calls an empty acres field blank, not out of range", async () => {
    const form = await locationForm({ acres: "" });
    const refused = await api(
      "POST",
      "/partner/locations/",
      { ...world.headers("operator"), ...form.headers },
      form.payload,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ acres: ["This field may not be blank."] });
  });

  it("an operator edits a location and the public page shows it on the next request", async () => {
    const location = await insertLocation(test.db, "Old Quarter");
    const before = await api("GET", `/locations/${location.id}/`, {});
    expect(before.json().intro).toBe("Intro");
    const edited = await api("PATCH", `/partner/locations/${location.id}/`, world.headers("operator"), {
      intro: "A quarter reborn.",
      acres: 250,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ intro: "A quarter reborn.", acres: 250, name: "Old Quarter" });
    const after = await api("GET", `/locations/${location.id}/`, {});
    expect(after.json()).toMatchObject({ intro: "A quarter reborn.", acres: 250 });
    const read = await api("GET", `/partner/locations/${location.id}/`, world.headers("operator"));
    expect(read.json().intro).toBe("A quarter reborn.");
    const [audit] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "location.updated"), eq(auditLog.entityId, location.id)));
    expect(audit?.summary).toMatchObject({
      before: { intro: "Intro" },
      after: { intro: "A quarter reborn." },
    });
  });

  it("refuses buyers and company managers, and answers 404 for an unknown location", async () => {
    const location = await insertLocation(test.db);
    for (const role of ["buyer", "managerA"] as const) {
      expect((await api("GET", "/partner/locations/", world.headers(role))).statusCode).toBe(403);
      const patched = await api("PATCH", `/partner/locations/${location.id}/`, world.headers(role), {
        intro: "No",
      });
      expect(patched.statusCode).toBe(403);
    }
    expect((await api("GET", "/partner/locations/999999/", world.headers("operator"))).statusCode).toBe(404);
  });
});
