import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { companyForm, freshEmail, insertFeedback, insertInvitation } from "../partner-fixtures";
import { signUpPartner } from "../partner-world";
import { type AuthorizationCase, partnersGet } from "./case";

const operatorsOnly = partnersGet({ salesA: 403, managerA: 403, operator: 200, salesB: 403 });
const managersOfA = (ok: number) => partnersGet({ salesA: 403, managerA: ok, operator: ok, salesB: 403 });

/** partner-core's routes (roles, companies, staff, invitations, audit, moderation). */
export const coreCases: AuthorizationCase[] = [
  {
    route: routes.me,
    request: () => ({}),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 200 }),
  },
  { route: routes.companies, request: () => ({}), expect: operatorsOnly },
  {
    route: routes.createCompany,
    request: async () => ({ multipart: await companyForm() }),
    expect: partnersGet({ salesA: 403, managerA: 403, operator: 201, salesB: 403 }),
  },
  {
    route: routes.company,
    request: ({ world }) => ({ params: { id: world.companyA.id } }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
  },
  {
    route: routes.updateCompany,
    request: ({ world }) => ({
      params: { id: world.companyA.id },
      body: { aboutFirstParagraph: `Updated ${freshEmail()}` },
    }),
    expect: managersOfA(200),
  },
  {
    route: routes.companyStaff,
    request: ({ world }) => ({ params: { id: world.companyA.id } }),
    expect: managersOfA(200),
  },
  {
    route: routes.inviteStaff,
    request: ({ world }) => ({
      params: { id: world.companyA.id },
      body: { email: freshEmail(), role: "sales" },
    }),
    expect: managersOfA(201),
  },
  {
    route: routes.removeStaff,
    request: async ({ app, db, world }) => {
      const member = await signUpPartner(app, db, "sales", world.companyA.id);
      return { params: { id: member.user_profile.id } };
    },
    expect: managersOfA(200),
  },
  {
    route: routes.withdrawInvitation,
    request: async ({ db, world }) => {
      const { row } = await insertInvitation(db, {
        role: "sales",
        companyId: world.companyA.id,
        invitedBy: world.accounts.managerA.user_profile.id,
      });
      return { params: { id: row.id } };
    },
    expect: managersOfA(200),
  },
  { route: routes.operators, request: () => ({}), expect: operatorsOnly },
  {
    route: routes.inviteOperator,
    request: () => ({ body: { email: freshEmail() } }),
    expect: partnersGet({ salesA: 403, managerA: 403, operator: 201, salesB: 403 }),
  },
  {
    // The link is the credential: whoever holds it may read what it offers.
    route: routes.invitation,
    request: async ({ db, world }) => {
      const { token } = await insertInvitation(db, {
        role: "sales",
        companyId: world.companyA.id,
        invitedBy: world.accounts.managerA.user_profile.id,
      });
      return { params: { token } };
    },
    expect: { anonymous: 200, buyer: 200, salesA: 200, managerA: 200, operator: 200, salesB: 200 },
  },
  {
    // A new person accepts with a name and password; a signed-in account for another address may not.
    route: routes.acceptInvitation,
    request: async ({ db, world }) => {
      const { token } = await insertInvitation(db, {
        role: "sales",
        companyId: world.companyA.id,
        invitedBy: world.accounts.managerA.user_profile.id,
      });
      return { params: { token }, body: { name: "Hana Invited", password: "Nile-sunset-R7-balcony" } };
    },
    expect: { anonymous: 201, buyer: 403, salesA: 403, managerA: 403, operator: 403, salesB: 403 },
  },
  { route: routes.audit, request: () => ({}), expect: managersOfA(200) },
  { route: routes.feedbacks, request: () => ({}), expect: operatorsOnly },
  {
    route: routes.hideFeedback,
    request: async ({ db, world }) => {
      const feedback = await insertFeedback(db, world.companyA.id, world.accounts.buyer.user_profile.id);
      return { params: { id: feedback.id }, body: { reason: "Insults another buyer" } };
    },
    expect: operatorsOnly,
  },
  {
    route: routes.unhideFeedback,
    request: async ({ db, world }) => {
      const feedback = await insertFeedback(db, world.companyA.id, world.accounts.buyer.user_profile.id);
      return { params: { id: feedback.id } };
    },
    expect: operatorsOnly,
  },
];
