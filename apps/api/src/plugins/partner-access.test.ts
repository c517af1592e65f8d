import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../db/schema";
import { HttpError } from "../http-error";
import { createPartnerWorld, type PartnerWorld } from "../testing/partner-world";
import { createTestApp } from "../testing/test-app";
import { assertOwnCompany, companyCondition, type PartnerMember, scopedCompanyId } from "./partner-access";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createPartnerWorld(t.app, t.db);
});
afterAll(() => t.close());

const operator: PartnerMember = { userId: 1, role: "operator", companyId: null };
const staffOf = (companyId: number): PartnerMember => ({ userId: 2, role: "sales", companyId });

describe("company scoping", () => {
  it("gives staff their own company and operators every company", () => {
    expect(scopedCompanyId(staffOf(world.companyA.id))).toBe(world.companyA.id);
    expect(scopedCompanyId({ userId: 3, role: "manager", companyId: world.companyB.id })).toBe(
      world.companyB.id,
    );
    expect(scopedCompanyId(operator)).toBeNull();
  });

  it("keeps a query to the staff's company, and filters nothing for operators", async () => {
    const idsFor = async (member: PartnerMember) =>
      (await t.db.select({ id: companies.id }).from(companies).where(companyCondition(member, companies.id)))
        .map((c) => c.id)
        .sort((a, b) => a - b);
    expect(await idsFor(staffOf(world.companyB.id))).toEqual([world.companyB.id]);
    expect(await idsFor(operator)).toEqual(
      expect.arrayContaining([world.companyA.id, world.companyB.id].sort((a, b) => a - b)),
    );
    expect(companyCondition(operator, companies.id)).toBeUndefined();
  });

  it("answers another company's row with its own 404, and lets operators and the row's staff by", () => {
    const foreign = () => assertOwnCompany(staffOf(world.companyA.id), world.companyB.id, "projectNotFound");
    expect(foreign).toThrow(HttpError);
    try {
      foreign();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 404, code: "projectNotFound" });
    }
    expect(() =>
      assertOwnCompany(staffOf(world.companyA.id), world.companyA.id, "projectNotFound"),
    ).not.toThrow();
    expect(() => assertOwnCompany(operator, world.companyB.id, "projectNotFound")).not.toThrow();
  });
});

describe("what browsers keep", () => {
  it("nothing of the portal; the public catalogue as before", async () => {
    for (const role of ["salesA", "operator"] as const) {
      const portal = await t.app.inject({
        method: "GET",
        url: "/api/v1/partner/me/",
        headers: world.headers(role),
      });
      expect(portal.statusCode).toBe(200);
      expect(portal.headers["cache-control"]).toBe("private, no-store");
    }
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/v1/partner/me/",
      headers: world.headers("buyer"),
    });
    expect(refused.statusCode).toBe(403);
    const catalogue = await t.app.inject({ method: "GET", url: "/api/v1/malls/" });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers["cache-control"] ?? "").not.toContain("no-store");
  });
});
