import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectMedia } from "../../db/schema";
import { insertCompany } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";
import { insertProgressUpdate, insertTrackedProject } from "../../testing/track-record-fixtures";

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });

describe("a company's track record", () => {
  it("lists its published projects, soonest due first, with where each stands", async () => {
    const company = await insertCompany(t.db, "Track Record Developments");
    const late = await insertTrackedProject(t.db, company.id, {
      deliveryDate: "2024-12-31",
      actualDeliveryDate: "2025-06-30",
      unitStatuses: ["sold", "sold", "reserved", "held", "free", "off_market"],
    });
    const onTime = await insertTrackedProject(t.db, company.id, {
      deliveryDate: "2025-03-31",
      actualDeliveryDate: "2025-03-15",
      unitStatuses: ["sold", "sold"],
    });
    const overdue = await insertTrackedProject(t.db, company.id, { deliveryDate: "2025-09-30" });
    const ahead = await insertTrackedProject(t.db, company.id, {
      deliveryDate: "2099-12-31",
      unitStatuses: [],
    });
    const undated = await insertTrackedProject(t.db, company.id);
    const draft = await insertTrackedProject(t.db, company.id, { draft: true, deliveryDate: "2024-01-31" });
    await insertProgressUpdate(t.db, ahead.project.id, 15, 40);
    await insertProgressUpdate(t.db, ahead.project.id, 35, 5);

    const answer = await get(`/companies/${company.id}/track-record/`);
    expect(answer.statusCode).toBe(200);
    const record = answer.json();
    expect(record.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.projects.map((p: { id: number }) => p.id)).toEqual([
      late.project.id,
      onTime.project.id,
      overdue.project.id,
      ahead.project.id,
      undated.project.id,
    ]);
    expect(record.projects.map((p: { id: number }) => p.id)).not.toContain(draft.project.id);
    const [first, second, third, fourth, fifth] = record.projects;
    expect(first).toMatchObject({
      promisedDelivery: "2024-12-31",
      actualDelivery: "2025-06-30",
      standing: { state: "late", months: 6 },
      // Sold and confirmed reservations count; a hold, a free and an off-market unit do not.
      units: { total: 6, soldOrReserved: 3 },
      latestProgress: null,
    });
    expect(second).toMatchObject({
      standing: { state: "on_time", months: 0 },
      units: { total: 2, soldOrReserved: 2 },
    });
    expect(third.standing.state).toBe("overdue");
    expect(third.standing.months).toBeGreaterThanOrEqual(13);
    expect(fourth).toMatchObject({
      standing: { state: "scheduled", months: null },
      units: { total: 0, soldOrReserved: 0 },
      latestProgress: { percent: 35 },
    });
    expect(fifth.standing).toEqual({ state: "unknown", months: null });
  });

  it("answers 404 for a company that does not exist", async () => {
    const answer = await get("/companies/999999/track-record/");
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe("Company not found");
    expect((await get("/companies/abc/track-record/")).statusCode).toBe(404);
  });
});

describe("a project's construction timeline", () => {
  it("shows the updates newest first with their photos, without who posted them", async () => {
    const company = await insertCompany(t.db);
    const { project } = await insertTrackedProject(t.db, company.id);
    await insertProgressUpdate(t.db, project.id, 20, 90);
    const latest = await insertProgressUpdate(t.db, project.id, 40, 1);
    await t.db.insert(projectMedia).values({
      projectId: project.id,
      progressUpdateId: latest.id,
      kind: "progress",
      position: 0,
      key: randomBytes(12).toString("hex"),
      width: 960,
      height: 640,
      widths: [480, 960],
    });
    const answer = await get(`/projects/${project.id}/progress/?page_size=1`);
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page).toMatchObject({ count: 2, next: 2, previous: null });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ percent: 40, correction: false });
    expect(page.results[0]).not.toHaveProperty("postedBy");
    expect(page.results[0].photos[0].variants).toHaveLength(4);
    const second = (await get(`/projects/${project.id}/progress/?page=2&page_size=1`)).json();
    expect(second.results[0].percent).toBe(20);
  });

  it("of a draft answers 404, as a project that does not exist", async () => {
    const company = await insertCompany(t.db);
    const { project } = await insertTrackedProject(t.db, company.id, { draft: true });
    await insertProgressUpdate(t.db, project.id, 20);
    for (const id of [project.id, 999999]) {
      const answer = await get(`/projects/${id}/progress/`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe("Project not found");
    }
  });
});
