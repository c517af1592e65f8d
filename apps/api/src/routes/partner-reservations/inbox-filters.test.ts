import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema";
import { bearer } from "../../testing/accounts";
import { heldReservation } from "../../testing/held-reservation";
import { insertCompany, signUpPartner } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let company: { id: number };
let other: { id: number };
let sales: { access: string };
let otherSales: { access: string };
beforeAll(async () => {
  t = await createTestApp();
  company = await insertCompany(t.db, "Filter Homes");
  other = await insertCompany(t.db, "Other Homes");
  sales = await signUpPartner(t.app, t.db, "sales", company.id);
  otherSales = await signUpPartner(t.app, t.db, "sales", other.id);
});
afterAll(() => t.close());

const inbox = (query: string, access = sales.access, language = "en") =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/partner/reservations/?${query}`,
    headers: { ...bearer(access), "accept-language": language },
  });
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);
/** Dates the reservation as made at `at` (an instant with its offset), as if it were made then. */
const madeAt = (id: number, at: string) =>
  t.db.execute(sql`update bookings set created_at = ${at}::timestamptz where id = ${id}`);

describe("filtering the inbox", () => {
  it("by project and by the days the holds were made, in Cairo time, with counts for the same filter", async () => {
    const lateOnTheTenth = await heldReservation(t.app, t.db, company.id);
    const justAfterMidnight = await heldReservation(t.app, t.db, company.id);
    const inAnotherProject = await heldReservation(t.app, t.db, company.id);
    // Both are the 10th of January in UTC; in Cairo (UTC+2) the second is already the 11th.
    await madeAt(lateOnTheTenth.id, "2026-01-10T23:30:00+02:00");
    await madeAt(justAfterMidnight.id, "2026-01-11T00:30:00+02:00");
    await madeAt(inAnotherProject.id, "2026-01-11T12:00:00+02:00");
    await t.db
      .update(projects)
      .set({ name: "Zeta Towers", nameArabic: "أبراج زيتا" })
      .where(eq(projects.id, inAnotherProject.projectId));

    const tenth = (await inbox("from=2026-01-10&to=2026-01-10")).json();
    expect(ids(tenth)).toEqual([lateOnTheTenth.id]);
    expect(tenth.count).toBe(1);
    expect(tenth.counts).toMatchObject({ held: 1, confirmed: 0 });

    const eleventh = (await inbox("from=2026-01-11")).json();
    expect(ids(eleventh)).toEqual([justAfterMidnight.id, inAnotherProject.id]);
    expect(ids((await inbox("to=2026-01-10")).json())).toEqual([lateOnTheTenth.id]);

    const oneProject = (await inbox(`project=${inAnotherProject.projectId}&status=held`)).json();
    expect(ids(oneProject)).toEqual([inAnotherProject.id]);
    expect(oneProject.counts.held).toBe(1);
    const bothFilters = await inbox(`project=${inAnotherProject.projectId}&from=2026-01-10&to=2026-01-10`);
    expect(bothFilters.json()).toMatchObject({ count: 0, results: [] });

    // The project filter's choices: the projects with reservations the caller may see, by name.
    const all = (await inbox("")).json();
    expect(all.projects.map((p: { id: number }) => p.id)).toEqual([
      lateOnTheTenth.projectId,
      justAfterMidnight.projectId,
      inAnotherProject.projectId,
    ]);
    expect(all.projects.at(-1)).toEqual({
      id: inAnotherProject.projectId,
      name: "Zeta Towers",
      nameArabic: "أبراج زيتا",
    });
    const theirs = (await inbox("", otherSales.access)).json();
    expect(theirs).toMatchObject({ count: 0, results: [], projects: [] });
    // Another company's project is no way in: it filters to nothing.
    expect((await inbox(`project=${inAnotherProject.projectId}`, otherSales.access)).json().count).toBe(0);
  });

  it("refuses days that are not days and a range that ends before it starts, in the reader's language", async () => {
    const badDay = await inbox("from=2026-02-30");
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields).toEqual({ from: ["Enter a date as YYYY-MM-DD."] });
    expect((await inbox("to=11-01-2026")).json().fields).toEqual({ to: ["Enter a date as YYYY-MM-DD."] });
    const inverted = await inbox("from=2026-01-12&to=2026-01-11", sales.access, "ar");
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toEqual({ to: ["يجب ألا يكون اليوم الأخير قبل اليوم الأول"] });
    const badProject = await inbox("project=abc");
    expect(badProject.json().fields).toEqual({ project: ["Enter a whole number."] });
    expect((await inbox("status=pending")).json().fields).toEqual({
      status: ["This is not a valid choice."],
    });
  });
});
