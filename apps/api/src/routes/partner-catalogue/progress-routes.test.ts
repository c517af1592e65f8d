import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { cairoToday } from "@capital/contract/track-record";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, projectMedia, projectProgressUpdates, projects } from "../../db/schema";
import { bearer } from "../../testing/accounts";
import { multipart } from "../../testing/multipart";
import { createPartnerWorld, type PartnerWorld, signUpPartner } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";
import { insertProgressUpdate, insertTrackedProject } from "../../testing/track-record-fixtures";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
let managerB: { access: string };

beforeAll(async () => {
  t = await createTestApp();
  world = await createPartnerWorld(t.app, t.db);
  managerB = await signUpPartner(t.app, t.db, "manager", world.companyB.id, { name: "Bassem Manager" });
});
afterAll(() => t.close());

type Role = Parameters<PartnerWorld["headers"]>[0];
const headersOf = (role: Role | "managerB") =>
  role === "managerB" ? bearer(managerB.access) : world.headers(role);

const call = (
  role: Role | "managerB",
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  language = "en",
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headersOf(role), "accept-language": language },
    ...(payload ? { payload } : {}),
  });

const update = {
  percent: 30,
  text: "The concrete frame reached floor 5.",
  textArabic: "وصل الهيكل الخرساني إلى الدور الخامس.",
};

/** A photo as a phone takes it: EXIF with the camera's orientation and where it was taken. */
async function phonePhoto() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a7f70" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneMaker", Model: "Camera 1" } } })
    .toBuffer();
}

const projectOfA = async (options: Parameters<typeof insertTrackedProject>[2] = {}) =>
  (await insertTrackedProject(t.db, world.companyA.id, options)).project;

describe("the actual delivery", () => {
  it("is recorded by the company's manager, audited, and shown to buyers on the next request", async () => {
    const project = await projectOfA({ deliveryDate: "2025-06-30" });
    const before = await t.app.inject({ url: `/api/v1/companies/${world.companyA.id}/track-record/` });
    const row = () => before.json().projects.find((p: { id: number }) => p.id === project.id);
    expect(row().standing.state).toBe("overdue");

    const set = await call("managerA", "PUT", `/partner/projects/${project.id}/actual-delivery/`, {
      actualDelivery: "2025-09-30",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ promisedDelivery: "2025-06-30", actualDelivery: "2025-09-30" });

    const after = await t.app.inject({ url: `/api/v1/companies/${world.companyA.id}/track-record/` });
    expect(after.json().projects.find((p: { id: number }) => p.id === project.id)).toMatchObject({
      actualDelivery: "2025-09-30",
      standing: { state: "late", months: 3 },
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "project"), eq(auditLog.entityId, project.id)));
    expect(audits.map((a) => a.summary)).toContainEqual({
      before: { actualDelivery: null },
      after: { actualDelivery: "2025-09-30" },
    });
  });

  it("can be cleared when it was entered by mistake", async () => {
    const project = await projectOfA({ deliveryDate: "2025-06-30", actualDeliveryDate: "2025-06-01" });
    const cleared = await call("operator", "PUT", `/partner/projects/${project.id}/actual-delivery/`, {
      actualDelivery: null,
    });
    expect(cleared.json().actualDelivery).toBeNull();
  });

  it.each([
    ["a day that does not exist", "2025-02-30", "Enter a date as YYYY-MM-DD."],
    ["words", "next June", "Enter a date as YYYY-MM-DD."],
    [
      "a day before 2000",
      "1999-12-31",
      "Enter a day from 1 January 2000 to today: the day the project was handed over.",
    ],
    [
      "a day after today",
      "2999-01-01",
      "Enter a day from 1 January 2000 to today: the day the project was handed over.",
    ],
  ])("refuses %s with a clear message", async (_what, actualDelivery, text) => {
    const project = await projectOfA();
    const answer = await call("managerA", "PUT", `/partner/projects/${project.id}/actual-delivery/`, {
      actualDelivery,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.actualDelivery).toEqual([text]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.actualDeliveryDate).toBeNull();
  });

  it("accepts today, in Cairo's calendar", async () => {
    const project = await projectOfA();
    const answer = await call("managerA", "PUT", `/partner/projects/${project.id}/actual-delivery/`, {
      actualDelivery: cairoToday(),
    });
    expect(answer.statusCode).toBe(200);
  });

  it("answers in Arabic for an Arabic reader", async () => {
    const project = await projectOfA();
    const answer = await call(
      "managerA",
      "PUT",
      `/partner/projects/${project.id}/actual-delivery/`,
      { actualDelivery: "1990-01-01" },
      "ar",
    );
    expect(answer.json().fields.actualDelivery[0]).toContain("يوم تسليم المشروع");
  });

  it("is another company's business: its manager gets 404 and nothing changes", async () => {
    const project = await projectOfA({ deliveryDate: "2025-06-30" });
    const answer = await call("managerB", "PUT", `/partner/projects/${project.id}/actual-delivery/`, {
      actualDelivery: "2025-06-30",
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe("Project not found");
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.actualDeliveryDate).toBeNull();
  });
});

describe("progress updates", () => {
  it("are posted with photos that lose their EXIF and come in AVIF and WebP", async () => {
    const project = await projectOfA();
    const form = multipart({
      percent: "45",
      text: update.text,
      textArabic: update.textArabic,
      photos: [
        { filename: "site.jpg", contentType: "image/jpeg", data: await phonePhoto() },
        { filename: "crane.jpg", contentType: "image/jpeg", data: await phonePhoto() },
      ],
    });
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/projects/${project.id}/progress/`,
      headers: { ...world.headers("managerA"), ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode).toBe(201);
    const made = answer.json();
    expect(made).toMatchObject({ percent: 45, correction: false, postedBy: "Mahmoud Manager" });
    expect(made.photos).toHaveLength(2);
    const [first] = made.photos;
    // Turned upright by its EXIF orientation: the 1200 × 800 landscape is 800 wide now.
    expect(first.width).toBe(800);
    expect(first.variants.map((v: { format: string }) => v.format)).toEqual(
      expect.arrayContaining(["avif", "webp"]),
    );
    for (const variant of first.variants) {
      const file = path.join(t.env.mediaDir, variant.url.replace(/^\/media\//, ""));
      const meta = await sharp(file).metadata();
      expect(meta.exif, variant.url).toBeUndefined();
    }
    // Served for a year, and to other origins too: a buyer's mail app shows it.
    const served = await t.app.inject({ url: first.variants[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(served.headers["cache-control"]).toContain("immutable");
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "progress_update"), eq(auditLog.entityId, made.id)));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });

  it("are posted as JSON without photos", async () => {
    const project = await projectOfA();
    const answer = await call("operator", "POST", `/partner/projects/${project.id}/progress/`, update);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().photos).toEqual([]);
  });

  it.each([
    [{ ...update, percent: 101 }, "percent", "Enter a percentage from 0 to 100."],
    [{ ...update, percent: -5 }, "percent", "Enter a percentage from 0 to 100."],
    [{ ...update, percent: 12.5 }, "percent", "Enter a whole number."],
    [{ ...update, percent: "" }, "percent", "Enter a whole number."],
    [{ ...update, text: "  " }, "text", "This field may not be blank."],
    [{ ...update, textArabic: "x".repeat(1001) }, "textArabic", "This text is too long."],
    [{ ...update, text: "abc\u202Efdp" }, "text", expect.stringContaining("direction")],
  ])("refuses a bad field (%#)", async (body, field, text) => {
    const project = await projectOfA();
    const answer = await call("managerA", "POST", `/partner/projects/${project.id}/progress/`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[field]).toEqual([text]);
  });

  it("refuse a file that is not a picture, and keep nothing of the update", async () => {
    const project = await projectOfA();
    const uploads = () =>
      existsSync(path.join(t.env.mediaDir, "uploads"))
        ? readdirSync(path.join(t.env.mediaDir, "uploads")).sort()
        : [];
    const filesBefore = uploads();
    const form = multipart({
      percent: "10",
      text: update.text,
      textArabic: update.textArabic,
      photos: [
        { filename: "site.jpg", contentType: "image/jpeg", data: await phonePhoto() },
        { filename: "notes.jpg", contentType: "image/jpeg", data: Buffer.from("not a picture at all") },
      ],
    });
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/projects/${project.id}/progress/`,
      headers: { ...world.headers("managerA"), ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.photos).toEqual(["Upload a valid image: JPEG, PNG or WebP."]);
    // The good photo's files, made before the bad one was read, are gone again.
    expect(uploads()).toEqual(filesBefore);
    expect(
      await t.db
        .select()
        .from(projectProgressUpdates)
        .where(eq(projectProgressUpdates.projectId, project.id)),
    ).toEqual([]);
  });

  it("take at most 4 photos", async () => {
    const project = await projectOfA();
    const photo = { filename: "p.jpg", contentType: "image/jpeg", data: await phonePhoto() };
    const form = multipart({
      percent: "10",
      text: update.text,
      textArabic: update.textArabic,
      photos: [photo, photo, photo, photo, photo],
    });
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/projects/${project.id}/progress/`,
      headers: { ...world.headers("managerA"), ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.photos).toEqual(["Attach at most 4 photos to one update."]);
  });

  it("never go below the latest figure unless the update says it is a correction", async () => {
    const project = await projectOfA();
    await insertProgressUpdate(t.db, project.id, 60, 30);
    const lower = await call("managerA", "POST", `/partner/projects/${project.id}/progress/`, {
      ...update,
      percent: 55,
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().fields.percent).toEqual([
      "The latest update says 60% complete. To post a lower figure, mark this update as a correction.",
    ]);
    const arabic = await call(
      "managerA",
      "POST",
      `/partner/projects/${project.id}/progress/`,
      { ...update, percent: 55 },
      "ar",
    );
    expect(arabic.json().fields.percent[0]).toContain("٦٠٪");

    const corrected = await call("managerA", "POST", `/partner/projects/${project.id}/progress/`, {
      ...update,
      percent: 55,
      correction: true,
    });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toMatchObject({ percent: 55, correction: true });
    // Equal or higher is simply progress, whatever the box says.
    const same = await call("managerA", "POST", `/partner/projects/${project.id}/progress/`, {
      ...update,
      percent: 55,
      correction: true,
    });
    expect(same.json().correction).toBe(false);
  });

  it("are listed newest first for the company's staff, sales included", async () => {
    const project = await projectOfA({ deliveryDate: "2027-12-31" });
    await insertProgressUpdate(t.db, project.id, 10, 60);
    await insertProgressUpdate(t.db, project.id, 25, 30);
    const list = await call("salesA", "GET", `/partner/projects/${project.id}/progress/`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ promisedDelivery: "2027-12-31", actualDelivery: null });
    expect(list.json().updates.map((u: { percent: number }) => u.percent)).toEqual([25, 10]);
    expect((await call("managerB", "GET", `/partner/projects/${project.id}/progress/`)).statusCode).toBe(404);
  });

  it("are deleted with their photos' files by the company's manager only", async () => {
    const project = await projectOfA();
    const form = multipart({
      percent: "20",
      text: update.text,
      textArabic: update.textArabic,
      photos: [{ filename: "site.jpg", contentType: "image/jpeg", data: await phonePhoto() }],
    });
    const made = (
      await t.app.inject({
        method: "POST",
        url: `/api/v1/partner/projects/${project.id}/progress/`,
        headers: { ...world.headers("managerA"), ...form.headers },
        payload: form.payload,
      })
    ).json();
    const files = made.photos[0].variants.map((v: { url: string }) =>
      path.join(t.env.mediaDir, v.url.replace(/^\/media\//, "")),
    );
    expect(files.every((f: string) => existsSync(f))).toBe(true);

    const notTheirs = await call("managerB", "DELETE", `/partner/progress/${made.id}/`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe("Progress update not found");

    const gone = await call("managerA", "DELETE", `/partner/progress/${made.id}/`);
    expect(gone.statusCode).toBe(200);
    expect(files.some((f: string) => existsSync(f))).toBe(false);
    expect(await t.db.select().from(projectMedia).where(eq(projectMedia.progressUpdateId, made.id))).toEqual(
      [],
    );
    const again = await call("managerA", "DELETE", `/partner/progress/${made.id}/`);
    expect(again.statusCode).toBe(404);
  });

  it("stay out of the project's gallery", async () => {
    const project = await projectOfA();
    const form = multipart({
      percent: "20",
      text: update.text,
      textArabic: update.textArabic,
      photos: [{ filename: "site.jpg", contentType: "image/jpeg", data: await phonePhoto() }],
    });
    await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/projects/${project.id}/progress/`,
      headers: { ...world.headers("managerA"), ...form.headers },
      payload: form.payload,
    });
    const compound = await t.app.inject({ url: `/api/v1/compounds/${project.id}/` });
    expect(compound.json().gallery).toEqual([]);
    const whole = await call("managerA", "GET", `/partner/projects/${project.id}/`);
    expect(whole.json().media).toEqual([]);
  });
});
