import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, favourites, notifications, users } from "../db/schema";
import { bearer, signUp } from "../testing/accounts";
import { outboxMails } from "../testing/outbox";
import { createPartnerWorld, type PartnerWorld } from "../testing/partner-world";
import { createTestApp } from "../testing/test-app";
import { insertTrackedProject } from "../testing/track-record-fixtures";
import { notifyProjectUpdate } from "./project-update-notices";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;

beforeAll(async () => {
  t = await createTestApp({ jobPollingSeconds: 0.5 });
  world = await createPartnerWorld(t.app, t.db);
});
afterAll(() => t.close());

let references = 0;
async function claim(
  userId: number,
  unitId: number,
  status: "held" | "confirmed" | "sold" | "declined",
  holdEndsInHours = 24,
) {
  references += 1;
  await t.db.insert(bookings).values({
    reference: `TR-${references}`,
    userId,
    unitId,
    status,
    holdExpiresAt: new Date(Date.now() + holdEndsInHours * 3_600_000),
    declineReason: status === "declined" ? "Sold to another buyer" : null,
  });
}

async function buyer(name: string, language: "ar" | "en") {
  const account = await signUp(t.app, { name });
  await t.db.update(users).set({ preferedLanguage: language }).where(eq(users.id, account.user_profile.id));
  return { id: account.user_profile.id, email: account.email, access: account.access };
}

const post = (projectId: number, percent: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/partner/projects/${projectId}/progress/`,
    headers: world.headers("managerA"),
    payload: {
      percent,
      text: "The facade of building B1 is finished.",
      textArabic: "اكتملت الواجهة الخارجية للعمارة ب١.",
    },
  });

const updatesTo = async (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "project_update")));

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a progress update's notices", () => {
  it("reach each buyer who saved or holds a unit of the project once, by bell and by mail in their language", async () => {
    const { project, units } = await insertTrackedProject(t.db, world.companyA.id, {
      unitStatuses: ["free", "free", "held", "reserved", "sold", "free", "free", "free"],
    });
    const other = await insertTrackedProject(t.db, world.companyA.id);
    const [u1, u2, u3, u4, u5, u6, u7] = units.map((u) => u.id);
    const saver = await buyer("Salma Saver", "ar"); // two favourites in the project
    const holder = await buyer("Hany Holder", "en");
    const confirmed = await buyer("Karim Confirmed", "ar");
    const owner = await buyer("Omnia Owner", "en");
    const lapsed = await buyer("Laila Lapsed", "en"); // a hold that ran out
    const declined = await buyer("Dina Declined", "en");
    const elsewhere = await buyer("Essam Elsewhere", "en"); // saved a unit of another project
    await t.db.insert(favourites).values([
      { userId: saver.id, unitId: u1 ?? 0 },
      { userId: saver.id, unitId: u2 ?? 0 },
      { userId: elsewhere.id, unitId: other.units[0]?.id ?? 0 },
    ]);
    await claim(holder.id, u3 ?? 0, "held");
    await claim(confirmed.id, u4 ?? 0, "confirmed");
    await claim(owner.id, u5 ?? 0, "sold");
    await claim(lapsed.id, u6 ?? 0, "held", -1);
    await claim(declined.id, u7 ?? 0, "declined");
    // The holder also saved the unit they hold: still one notice.
    await t.db.insert(favourites).values({ userId: holder.id, unitId: u3 ?? 0 });

    const answer = await post(project.id, 45);
    expect(answer.statusCode).toBe(201);
    const updateId: number = answer.json().id;
    // The request only queued the work for the job runner.
    const { rows: queued } = (await t.db.execute(
      sql`select 1 from pgboss.job where name = 'project-update-notices' and data->>'updateId' = ${String(updateId)}`,
    )) as unknown as { rows: unknown[] };
    expect(queued).toHaveLength(1);

    const told = [saver, holder, confirmed, owner];
    const mails = await waitFor(() => {
      const sent = outboxMails(t.env.dataDir).filter((m) => told.some((b) => m.to.includes(b.email)));
      return sent.length === told.length ? sent : undefined;
    });
    for (const person of told) {
      const bell = await updatesTo(person.id);
      expect(bell, person.email).toHaveLength(1);
      expect(bell[0]?.data).toMatchObject({
        projectId: project.id,
        projectType: "compound",
        projectName: project.name,
        projectNameArabic: project.nameArabic,
        percent: 45,
        updateId,
      });
    }
    for (const person of [lapsed, declined, elsewhere]) expect(await updatesTo(person.id)).toEqual([]);

    // Quoted-printable, as nodemailer writes the parts: back to UTF-8 text.
    const decoded = (raw: string) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    const arabic = mails.find((m) => m.to.includes(saver.email))?.raw ?? "";
    expect(arabic).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(decoded(arabic)).toContain(`/compound/info/${project.id}#progress`);
    expect(decoded(arabic)).not.toContain("/en/compound");
    expect(decoded(arabic)).toContain("نسبة إنجاز المشروع بلغت ٤٥٪");
    expect(decoded(arabic)).toContain("اكتملت الواجهة الخارجية للعمارة ب١.");
    const english = decoded(mails.find((m) => m.to.includes(holder.email))?.raw ?? "");
    expect(english).toContain(`Subject: ${project.name}: construction is 45% complete`);
    expect(english).toContain(`/en/compound/info/${project.id}#progress`);
    expect(english).toContain("The facade of building B1 is finished.");

    // Run again, as a retried or duplicated job would: nobody is told or mailed twice.
    expect(await notifyProjectUpdate(t.db, updateId)).toEqual([]);
    await t.app.projectUpdates.announce(updateId);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const person of told) expect(await updatesTo(person.id)).toHaveLength(1);
    expect(outboxMails(t.env.dataDir).filter((m) => told.some((b) => m.to.includes(b.email)))).toHaveLength(
      told.length,
    );

    // The saver's bell lists it, in the contract's shape.
    const page = await t.app.inject({ url: "/api/v1/notifications/", headers: bearer(saver.access) });
    expect(page.json().results[0]).toMatchObject({ kind: "project_update", read: false });
  }, 90_000);

  it("tell nobody of a draft's update", async () => {
    const { project, units } = await insertTrackedProject(t.db, world.companyA.id, { draft: true });
    const saver = await buyer("Samir Saver", "en");
    await t.db.insert(favourites).values({ userId: saver.id, unitId: units[0]?.id ?? 0 });
    const answer = await post(project.id, 10);
    expect(answer.statusCode).toBe(201);
    expect(await notifyProjectUpdate(t.db, answer.json().id)).toEqual([]);
    expect(await updatesTo(saver.id)).toEqual([]);
  });
});
