import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
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

describe("npm run create-admin", () => {
  it("creates the operator, then says nothing changed", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "capital-admin-"));
    const run = () =>
      promisify(execFile)(
        "npm",
        [
          "run",
          "--silent",
          "create-admin",
          "--",
          "--email",
          "boss@example.com",
          "--password",
          "Capital-ops-2026!",
        ],
        {
          cwd: path.resolve(import.meta.dirname, "../../../.."),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false" },
        },
      );
    try {
      expect((await run()).stdout).toContain("Created the account boss@example.com");
      expect((await run()).stdout).toContain("already an operator");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the compiled create-admin", () => {
  it("runs with plain node, without TypeScript or tsx, as in the production image", {
    timeout: 120_000,
  }, async () => {
    const apiDir = path.resolve(import.meta.dirname, "../..");
    // Inside the API package, as dist/ is: the bundle finds the migrations from apps/api.
    const compiled = await mkdtemp(path.join(apiDir, ".compiled-test-"));
    const dataDir = await mkdtemp(path.join(tmpdir(), "capital-admin-"));
    const exec = promisify(execFile);
    try {
      await exec(process.execPath, ["scripts/build-server.mjs"], {
        cwd: apiDir,
        env: { ...process.env, SERVER_DIST: compiled },
      });
      const run = () =>
        exec(
          process.execPath,
          [
            path.join(compiled, "create-admin.js"),
            "--email",
            "ops@example.com",
            "--password",
            "Capital-ops-2026!",
          ],
          // No loader: NODE_OPTIONS from the test runner must not lend it one.
          { cwd: apiDir, env: { ...process.env, NODE_OPTIONS: "", DATA_DIR: dataDir, DATABASE_URL: "" } },
        );
      expect((await run()).stdout).toContain("Created the account ops@example.com");
      expect((await run()).stdout).toContain("already an operator");
    } finally {
      await rm(compiled, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
