import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerMembers } from "../../db/schema";
import { bearer, signUp } from "../../testing/accounts";
import { createPartnerWorld, type PartnerWorld, signUpPartner } from "../../testing/partner-world";
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

const me = (headers: Record<string, string>) =>
  test.app.inject({ method: "GET", url: "/api/v1/partner/me/", headers });

describe("GET /partner/me/", () => {
  it("names an operator's role with no company", async () => {
    const response = await me(world.headers("operator"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toMatchObject({
      role: "operator",
      company: null,
      user: { name: "Omar Operator" },
    });
  });

  it("names company staff's company", async () => {
    const response = await me(world.headers("managerA"));
    expect(response.json()).toEqual({
      role: "manager",
      company: {
        id: world.companyA.id,
        name: world.companyA.name,
        nameArabic: world.companyA.nameArabic,
        logo: world.companyA.logo,
      },
      user: expect.objectContaining({ id: world.accounts.managerA.user_profile.id }),
    });
  });

  it("answers a buyer 403 partnerOnly in the reader's language, and the signed-out 401", async () => {
    const buyer = await me({ ...world.headers("buyer"), "accept-language": "ar" });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toEqual({ code: "partnerOnly", message: "هذه المساحة مخصّصة لشركاء السوق فقط" });
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: "Bearer nonsense" })).statusCode).toBe(401);
  });

  it("stops answering a member the moment the role is removed, with the same token", async () => {
    const member = await signUpPartner(test.app, test.db, "sales", world.companyA.id);
    expect((await me(bearer(member.access))).statusCode).toBe(200);
    await test.db.delete(partnerMembers).where(eq(partnerMembers.userId, member.user_profile.id));
    expect((await me(bearer(member.access))).statusCode).toBe(403);
  });

  it("a buyer's account is untouched by the portal (no role row appears)", async () => {
    const buyer = await signUp(test.app);
    await me(bearer(buyer.access));
    const rows = await test.db
      .select()
      .from(partnerMembers)
      .where(eq(partnerMembers.userId, buyer.user_profile.id));
    expect(rows).toEqual([]);
  });
});
