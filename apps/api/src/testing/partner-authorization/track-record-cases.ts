import { partnerTrackRecordRoutes as routes } from "@capital/contract/routes/track-record-routes";
import { insertProgressUpdate, insertTrackedProject } from "../track-record-fixtures";
import { type AuthorizationCase, partnersGet } from "./case";

const managers = { salesA: 403, salesB: 403 } as const;

/** The track record's partner routes: the actual delivery and the progress updates (issue 21 point 6). */
export const trackRecordCases: AuthorizationCase[] = [
  {
    route: routes.partnerProgress,
    request: async ({ db, world }) => ({
      params: { id: (await insertTrackedProject(db, world.companyA.id, { draft: true })).project.id },
    }),
    expect: partnersGet({ salesA: 200, managerA: 200, operator: 200, salesB: 404 }),
  },
  {
    route: routes.setActualDelivery,
    request: async ({ db, world }) => ({
      params: { id: (await insertTrackedProject(db, world.companyA.id)).project.id },
      body: { actualDelivery: "2025-06-30" },
    }),
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  },
  {
    route: routes.postProgress,
    request: async ({ db, world }) => ({
      params: { id: (await insertTrackedProject(db, world.companyA.id)).project.id },
      body: { percent: 35, text: "Slabs of floor 3 poured.", textArabic: "صب أسقف الدور الثالث." },
    }),
    expect: partnersGet({ ...managers, managerA: 201, operator: 201 }),
  },
  {
    route: routes.deleteProgress,
    request: async ({ db, world }) => {
      const { project } = await insertTrackedProject(db, world.companyA.id);
      return { params: { id: (await insertProgressUpdate(db, project.id, 20)).id } };
    },
    expect: partnersGet({ ...managers, managerA: 200, operator: 200 }),
  },
];
