import { partnerCoreRoutes as routes } from "@capital/contract/routes/partner-core-routes";
import { type AuthorizationCase, partnersGet } from "./case";

/** partner-core's routes (roles, companies, staff, invitations, audit, moderation). */
export const coreCases: AuthorizationCase[] = [
  {
    route: routes.me,
    request: () => ({}),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 200 }),
  },
];
