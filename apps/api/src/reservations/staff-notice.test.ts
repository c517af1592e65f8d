import { arabicWritten } from "@capital/contract/digits";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../db/schema";
import { heldReservation } from "../testing/held-reservation";
import { outboxMails } from "../testing/outbox";
import { createPartnerWorld, type PartnerWorld } from "../testing/partner-world";
import { createTestApp } from "../testing/test-app";
import { waitFor } from "../testing/wait-for";
import { notifyStaffMember } from "./events";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
beforeAll(async () => {
  t = await createTestApp({ jobPollingSeconds: 0.5 });
  world = await createPartnerWorld(t.app, t.db);
  // Each reads their mail in their own language.
  await t.db
    .update(users)
    .set({ preferedLanguage: "ar" })
    .where(eq(users.id, world.accounts.managerA.user_profile.id));
  await t.db
    .update(users)
    .set({ preferedLanguage: "en" })
    .where(eq(users.id, world.accounts.salesA.user_profile.id));
});
afterAll(() => t.close());

const noticesOf = async (role: keyof PartnerWorld["accounts"], bookingId: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, world.accounts[role].user_profile.id),
          eq(notifications.kind, "booking_received"),
          sql`${notifications.data}->>'bookingId' = ${String(bookingId)}`,
        ),
      )
  ).map((n) => n.data);
const mailTo = (role: keyof PartnerWorld["accounts"], reference: string) =>
  outboxMails(t.env.dataDir).find(
    (m) => m.to.includes(world.accounts[role].email) && m.subject.includes(reference),
  );

describe("the company's staff hear of every new hold", () => {
  it("gives each manager and sales person of the unit's company a bell notice and a mail in their language", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);

    const sales = await waitFor(() => mailTo("salesA", hold.reference));
    expect(sales.subject).toMatch(new RegExp(`^New hold ${hold.reference} on `));
    expect(sales.text).toContain("Mona Adel holds");
    expect(sales.text).toContain("Phone: +201012345678");
    expect(sales.text).toContain("Their note: Call after 5");
    // Which unit, as the inbox names it: names repeat from building to building.
    expect(sales.text).toMatch(/Unit: \u2068U-\d+\u2069 — \u2068[^\u2069]+\u2069, floor \d+/);
    expect(sales.text).toMatch(/\/en\/partner\/reservations\?status=held/);

    const manager = await waitFor(() => mailTo("managerA", hold.reference));
    // The unit's name as Arabic pages write it: the fixture's "شقة ٢-٠1" has a Western digit.
    expect(await arabicUnitName(hold.unitId)).toMatch(/[0-9]/);
    expect(manager.subject).toBe(
      `حجز مؤقت جديد ${hold.reference} للوحدة ${arabicWritten(await arabicUnitName(hold.unitId))}`,
    );
    expect(manager.subject).toMatch(/للوحدة [^0-9]+$/);
    expect(manager.text).toContain("الهاتف: +201012345678");
    expect(manager.text).toMatch(/الوحدة: \u2068U-\d+\u2069 — \u2068[^\u2069]+\u2069، الدور [٠-٩]+/);
    expect(manager.text).toMatch(/\/partner\/reservations\?status=held/);
    expect(manager.text).not.toMatch(/\/en\/partner/);

    for (const role of ["salesA", "managerA"] as const) {
      expect(await waitFor(async () => (await noticesOf(role, hold.id))[0])).toMatchObject({
        reference: hold.reference,
        bookingId: hold.id,
        unitId: hold.unitId,
        unitCode: expect.stringMatching(/^U-\d+$/),
        expiresAt: expect.any(String),
      });
    }
    // Operators and other companies' staff are not told; the buyer's own notice is another kind.
    expect(await noticesOf("operator", hold.id)).toEqual([]);
    expect(await noticesOf("salesB", hold.id)).toEqual([]);
    expect(mailTo("operator", hold.reference)).toBeUndefined();
    expect(mailTo("salesB", hold.reference)).toBeUndefined();
  });

  it("writes a staff member's notice once, however often its job runs, and never for someone not on staff", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    await waitFor(async () => (await noticesOf("salesA", hold.id))[0]);
    await notifyStaffMember(t.db, hold.id, world.accounts.salesA.user_profile.id);
    await Promise.all([
      notifyStaffMember(t.db, hold.id, world.accounts.salesA.user_profile.id),
      notifyStaffMember(t.db, hold.id, world.accounts.salesB.user_profile.id),
      notifyStaffMember(t.db, hold.id, world.accounts.buyer.user_profile.id),
    ]);
    expect(await noticesOf("salesA", hold.id)).toHaveLength(1);
    expect(await noticesOf("salesB", hold.id)).toEqual([]);
    expect(await noticesOf("buyer", hold.id)).toEqual([]);
  });
});

async function arabicUnitName(unitId: number) {
  const { rows } = (await t.db.execute(
    sql`select name_arabic from units where id = ${unitId}`,
  )) as unknown as {
    rows: { name_arabic: string }[];
  };
  return rows[0]?.name_arabic ?? "";
}
