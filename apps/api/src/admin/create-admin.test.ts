import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, partnerMembers } from "../db/schema";
import { signUp } from "../testing/accounts";
import { insertCompany } from "../testing/partner-world";
import { createTestApp } from "../testing/test-app";
import { CreateAdminError, createAdmin } from "./create-admin";

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

async function roleOf(userId: number) {
  const [row] = await test.db.select().from(partnerMembers).where(eq(partnerMembers.userId, userId));
  return row ? { role: row.role, companyId: row.companyId } : null;
}

async function signIn(email: string, password: string) {
  return test.app.inject({ method: "POST", url: "/api/v1/token/", payload: { email, password } });
}

describe("create-admin", () => {
  it("creates an operator account that signs in, and a second run changes nothing", async () => {
    const email = "first.operator@example.com";
    expect(await createAdmin(test.db, { email, password: "Capital-ops-2026!" })).toBe("created");
    const signedIn = await signIn(email, "Capital-ops-2026!");
    expect(signedIn.statusCode).toBe(200);
    const userId = signedIn.json().user_profile.id as number;
    expect(await roleOf(userId)).toEqual({ role: "operator", companyId: null });

    expect(await createAdmin(test.db, { email: "FIRST.Operator@example.com ", password: "other" })).toBe(
      "already-operator",
    );
    expect((await signIn(email, "Capital-ops-2026!")).statusCode).toBe(200);
    const audited = await test.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(audited.map((row) => row.action)).toEqual(["operator.created"]);
  });

  it("promotes an existing buyer, keeping the password", async () => {
    const buyer = await signUp(test.app);
    expect(await createAdmin(test.db, { email: buyer.email, password: "ignored-password-1" })).toBe(
      "promoted",
    );
    expect(await roleOf(buyer.user_profile.id)).toEqual({ role: "operator", companyId: null });
    expect((await signIn(buyer.email, buyer.password)).statusCode).toBe(200);
  });

  it("promotes a company's manager to operator, leaving the company", async () => {
    const company = await insertCompany(test.db);
    const manager = await signUp(test.app);
    await test.db
      .insert(partnerMembers)
      .values({ userId: manager.user_profile.id, role: "manager", companyId: company.id });
    expect(await createAdmin(test.db, { email: manager.email, password: "x" })).toBe("promoted");
    expect(await roleOf(manager.user_profile.id)).toEqual({ role: "operator", companyId: null });
  });

  it("refuses a weak password or a bad address for a new account, creating nothing", async () => {
    await expect(
      createAdmin(test.db, { email: "weak@example.com", password: "12345678" }),
    ).rejects.toMatchObject({
      fields: { password: ["passwordCommon", "passwordNumeric"] },
    });
    await expect(
      createAdmin(test.db, { email: "not-an-address", password: "Capital-ops-2026!" }),
    ).rejects.toBeInstanceOf(CreateAdminError);
    expect((await signIn("weak@example.com", "12345678")).statusCode).toBe(401);
  });
});
