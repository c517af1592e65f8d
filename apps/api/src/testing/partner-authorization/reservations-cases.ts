import { partnerReservationsRoutes as routes } from "@capital/contract/routes/partner-reservations-routes";
import { heldReservation } from "../held-reservation";
import { type AuthorizationCase, partnersGet } from "./case";

/** Every role may work the inbox and keep notes; company staff only on their company's reservations (404 otherwise). */
const decision = partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 });

export const reservationsCases: AuthorizationCase[] = [
  {
    route: routes.list,
    request: () => ({ query: { status: "held" } }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 200 }),
  },
  {
    // Company staff get their own company's rows: the file's scope is tested in reservation-export.test.ts.
    route: routes.exportReservations,
    request: () => ({ query: { status: "held", format: "csv" } }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 200 }),
  },
  {
    route: routes.confirm,
    request: async ({ app, db, world }) => ({
      params: { id: (await heldReservation(app, db, world.companyA.id)).id },
    }),
    expect: decision,
  },
  {
    route: routes.decline,
    request: async ({ app, db, world }) => ({
      params: { id: (await heldReservation(app, db, world.companyA.id)).id },
      body: { reason: "The unit was sold offline" },
    }),
    expect: decision,
  },
  {
    route: routes.sell,
    request: async ({ app, db, world }) => ({
      params: { id: (await heldReservation(app, db, world.companyA.id)).id },
    }),
    expect: decision,
  },
  {
    route: routes.notes,
    request: async ({ app, db, world }) => ({
      params: { id: (await heldReservation(app, db, world.companyA.id)).id },
    }),
    expect: decision,
  },
  {
    route: routes.addNote,
    request: async ({ app, db, world }) => ({
      params: { id: (await heldReservation(app, db, world.companyA.id)).id },
      body: { text: "Called twice, no answer; try after 6 pm" },
    }),
    expect: partnersGet({ salesA: 201, managerA: 201, operator: 201, salesB: 404 }),
  },
];
