import { partnerLocationsRoutes as routes } from "@capital/contract/routes/partner-locations-routes";
import { freshEmail, insertLocation, locationForm } from "../partner-fixtures";
import { type AuthorizationCase, partnersGet } from "./case";

const operatorsOnly = (ok: number) => partnersGet({ salesA: 403, managerA: 403, operator: ok, salesB: 403 });

/** The catalogue's locations: only operators list, add, read and edit them. */
export const locationsCases: AuthorizationCase[] = [
  { route: routes.locations, request: () => ({}), expect: operatorsOnly(200) },
  {
    route: routes.createLocation,
    request: async () => ({ multipart: await locationForm() }),
    expect: operatorsOnly(201),
  },
  {
    route: routes.location,
    request: async ({ db }) => ({ params: { id: (await insertLocation(db)).id } }),
    expect: operatorsOnly(200),
  },
  {
    route: routes.updateLocation,
    request: async ({ db }) => ({
      params: { id: (await insertLocation(db)).id },
      body: { intro: `Updated ${freshEmail()}` },
    }),
    expect: operatorsOnly(200),
  },
];
