import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/v1/health/", () => {
  it("answers ok with the database it runs on", async () => {
    const response = await t.app.inject({ url: "/api/v1/health/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind });
  });
});

describe("the error shape", () => {
  it("answers an unknown API path with the catalogue's 404 in English", async () => {
    const response = await t.app.inject({ url: "/api/v1/no-such-thing/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "notFound", message: "Not found." });
  });

  it("speaks Arabic when the request asks for it", async () => {
    const response = await t.app.inject({
      url: "/api/v1/no-such-thing/",
      headers: { "accept-language": "ar-EG" },
    });
    expect(response.json()).toEqual({ code: "notFound", message: "غير موجود" });
  });

  it("documents the API as OpenAPI generated from the route schemas", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty("/api/v1/health/");
  });
});

describe("GET /api/v1/config/", () => {
  it("answers the public settings and nothing secret", async () => {
    const response = await t.app.inject({ url: "/api/v1/config/" });
    expect(response.json()).toEqual({
      whatsappNumber: t.env.whatsappNumber,
      callUsNumber: t.env.callUsNumber,
      demoContacts: t.env.demoContacts,
      appStoreUrl: t.env.appStoreUrl,
      googlePlayUrl: t.env.googlePlayUrl,
      egpPerUsd: 50,
      publicBaseUrl: t.env.publicBaseUrl,
      trueCostRate: {
        percent: 12.5,
        source: "CAPMAS, annual urban headline inflation",
        sourceArabic: "الجهاز المركزي للتعبئة العامة والإحصاء، التضخم السنوي العام في الحضر",
        date: "2025-10",
      },
      reservationHoldSeconds: 172_800,
    });
    expect(response.body).not.toContain(t.env.jwtSecret);
  });
});
