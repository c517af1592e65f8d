import type { PartnerRole } from "@capital/contract/partner";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { companies, partnerMembers } from "../db/schema";
import { bearer, signUp } from "./accounts";

/** Who calls in the authorization table: company A's staff, an operator, and staff of company B. */
export const PARTNER_TEST_ROLES = ["anonymous", "buyer", "salesA", "managerA", "operator", "salesB"] as const;
export type PartnerTestRole = (typeof PARTNER_TEST_ROLES)[number];

let companyCounter = 0;

/** A company with every required column filled, for partner tests. */
export async function insertCompany(db: Db, name = "Test Developments") {
  companyCounter += 1;
  const [company] = await db
    .insert(companies)
    .values({
      name: `${name} ${companyCounter}`,
      nameArabic: `شركة ${companyCounter}`,
      logo: "/media/t/logo.svg",
      image: "/media/t/image.svg",
      rating: 4,
      aboutFirstParagraph: "About",
      aboutFirstParagraphArabic: "نبذة",
      aboutSecondParagraph: "More",
      aboutSecondParagraphArabic: "المزيد",
    })
    .returning();
  if (!company) throw new Error("company not inserted");
  return company;
}

/** A new account (through the API) given a partner role: its tokens, id and email. */
export async function signUpPartner(
  app: FastifyInstance,
  db: Db,
  role: PartnerRole,
  companyId: number | null,
  overrides: Parameters<typeof signUp>[1] = {},
) {
  const account = await signUp(app, overrides);
  await db.insert(partnerMembers).values({ userId: account.user_profile.id, role, companyId });
  return account;
}

export type PartnerWorld = Awaited<ReturnType<typeof createPartnerWorld>>;

/**
 * Two companies and one account per test role. `headers(role)` gives the role's authorization
 * header ({} for anonymous).
 */
export async function createPartnerWorld(app: FastifyInstance, db: Db) {
  const companyA = await insertCompany(db, "Alpha Developments");
  const companyB = await insertCompany(db, "Beta Developments");
  const buyer = await signUp(app, { name: "Buyer Person" });
  const salesA = await signUpPartner(app, db, "sales", companyA.id, { name: "Sara Sales" });
  const managerA = await signUpPartner(app, db, "manager", companyA.id, { name: "Mahmoud Manager" });
  const operator = await signUpPartner(app, db, "operator", null, { name: "Omar Operator" });
  const salesB = await signUpPartner(app, db, "sales", companyB.id, { name: "Basma Sales" });
  const accounts = { buyer, salesA, managerA, operator, salesB };
  return {
    companyA,
    companyB,
    accounts,
    headers(role: PartnerTestRole): Record<string, string> {
      return role === "anonymous" ? {} : bearer(accounts[role].access);
    },
  };
}
