import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, notifications, units } from "../../db/schema";
import { bearer } from "../../testing/accounts";
import { heldReservation } from "../../testing/held-reservation";
import { outboxMails } from "../../testing/outbox";
import { createPartnerWorld, type PartnerWorld } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";
import { waitFor } from "../../testing/wait-for";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createPartnerWorld(t.app, t.db);
});
afterAll(() => t.close());

const as = (
  role: "salesA" | "managerA" | "operator" | "salesB",
  method: "GET" | "POST",
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1/partner/reservations${url}`,
    payload,
    headers: { ...world.headers(role), "accept-language": "en" },
  });
const unitStatus = async (id: number) => (await t.db.select().from(units).where(eq(units.id, id)))[0]?.status;
const kindsOf = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

describe("the reservations inbox", () => {
  it("lists the company's holds with the buyer's phone, plan and note, and counts per status", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const foreign = await heldReservation(t.app, t.db, world.companyB.id);
    const page = (await as("salesA", "GET", "/?status=held")).json();
    const ids = page.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(hold.id);
    expect(ids).not.toContain(foreign.id);
    expect(page.results.find((r: { id: number }) => r.id === hold.id)).toMatchObject({
      reference: hold.reference,
      status: "held",
      buyer: { phone: "+201012345678", email: hold.buyer.email },
      note: "Call after 5",
    });
    // Names repeat from building to building: the row carries the unit's code, building and floor.
    const [unit] = await t.db.select().from(units).where(eq(units.id, hold.unitId));
    expect(page.results.find((r: { id: number }) => r.id === hold.id).unit).toMatchObject({
      id: hold.unitId,
      code: unit?.code,
      floor: unit?.floor,
      building: expect.any(String),
      buildingArabic: expect.any(String),
    });
    expect(page.counts.held).toBeGreaterThanOrEqual(1);
    const all = (await as("operator", "GET", "/?status=held"))
      .json()
      .results.map((r: { id: number }) => r.id);
    expect(all).toEqual(expect.arrayContaining([hold.id, foreign.id]));
  });

  it("confirm → sold: the unit follows, the buyer is told, the audit log has both", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const confirmed = await as("salesA", "POST", `/${hold.id}/confirm/`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", expiresAt: null });
    expect(await unitStatus(hold.unitId)).toBe("reserved");
    // Confirming again does not apply: 409, nothing changes.
    expect((await as("salesA", "POST", `/${hold.id}/confirm/`)).statusCode).toBe(409);
    expect((await as("managerA", "POST", `/${hold.id}/sell/`)).json().status).toBe("sold");
    expect(await unitStatus(hold.unitId)).toBe("sold");
    expect(await kindsOf(hold.buyer.user_profile.id)).toEqual(
      expect.arrayContaining(["booking_created", "booking_confirmed", "booking_sold"]),
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["reservation.confirm", "reservation.sell"]);
    // The buyer's list shows the decision.
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/v1/bookings/",
      headers: bearer(hold.buyer.access),
    });
    expect(mine.json()[0]).toMatchObject({ status: "sold", decidedAt: expect.any(String) });
  });

  it("declines with a reason the buyer reads; the unit is free again; a declined one cannot be sold", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const blank = await as("salesA", "POST", `/${hold.id}/decline/`, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ reason: ["This field may not be blank."] });
    const declined = await as("salesA", "POST", `/${hold.id}/decline/`, { reason: "No deposit received" });
    expect(declined.json()).toMatchObject({ status: "declined", declineReason: "No deposit received" });
    expect(await unitStatus(hold.unitId)).toBe("free");
    expect((await as("salesA", "POST", `/${hold.id}/sell/`)).statusCode).toBe(409);
    const [notice] = (
      await t.db.select().from(notifications).where(eq(notifications.userId, hold.buyer.user_profile.id))
    ).filter((n) => n.kind === "booking_declined");
    expect(notice?.data).toMatchObject({ reason: "No deposit received" });
  });

  it("refuses to confirm a hold whose time ran out (409), and another company's staff get 404", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    expect((await as("salesB", "POST", `/${hold.id}/confirm/`)).statusCode).toBe(404);
    await t.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${hold.id}`,
    );
    const late = await as("salesA", "POST", `/${hold.id}/confirm/`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This reservation has already moved on, so nothing was changed.");
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, hold.id));
    expect(row?.status).toBe("held");
  });
});

/**
 * Each status a reservation can be in, made through the API; expired: its deadline moved into the
 * past and the sweep run (so the minute's sweep cannot change it during the test).
 */
async function reservationIn(status: "held" | "confirmed" | "sold" | "declined" | "cancelled" | "expired") {
  const hold = await heldReservation(t.app, t.db, world.companyA.id);
  const step = async (answer: Promise<{ statusCode: number }>) => expect((await answer).statusCode).toBe(200);
  if (status === "confirmed" || status === "sold") await step(as("salesA", "POST", `/${hold.id}/confirm/`));
  if (status === "sold") await step(as("salesA", "POST", `/${hold.id}/sell/`));
  if (status === "declined")
    await step(as("salesA", "POST", `/${hold.id}/decline/`, { reason: "No deposit" }));
  if (status === "cancelled") {
    await step(
      t.app.inject({
        method: "DELETE",
        url: `/api/v1/bookings/${hold.id}/`,
        headers: bearer(hold.buyer.access),
      }),
    );
  }
  if (status === "expired") {
    await t.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${hold.id}`,
    );
    await t.app.reservations.sweep();
  }
  return hold;
}

/** Everything a transition could touch: the reservation, its unit, the audit log and the buyer's notices. */
async function snapshot(hold: Awaited<ReturnType<typeof heldReservation>>) {
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.id));
  return {
    booking,
    unit: await unitStatus(hold.unitId),
    audit: (await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id))).length,
    notices: (await kindsOf(hold.buyer.user_profile.id)).length,
  };
}

describe("who decided, and what the record keeps", () => {
  it("an operator moves any company's reservation", async () => {
    const foreign = await heldReservation(t.app, t.db, world.companyB.id);
    const confirmed = await as("operator", "POST", `/${foreign.id}/confirm/`);
    expect(confirmed.statusCode).toBe(200);
    expect(await unitStatus(foreign.unitId)).toBe("reserved");
  });

  it("keeps who confirmed, no decline reason, and the status before and after", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    expect((await as("salesA", "POST", `/${hold.id}/confirm/`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, hold.id));
    expect(row).toMatchObject({ decidedBy: world.accounts.salesA.user_profile.id, declineReason: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    expect(entry).toMatchObject({
      action: "reservation.confirm",
      companyId: world.companyA.id,
      actorUserId: world.accounts.salesA.user_profile.id,
      // Only what changed is kept: the status, not the reference.
      summary: { before: { status: "held" }, after: { status: "confirmed" } },
    });
  });
});

describe("a transition that does not apply", () => {
  const illegal = [
    ["confirmed", "confirm"],
    ["sold", "confirm"],
    ["sold", "decline"],
    ["sold", "sell"],
    ["declined", "confirm"],
    ["declined", "decline"],
    ["declined", "sell"],
    ["cancelled", "confirm"],
    ["cancelled", "decline"],
    ["cancelled", "sell"],
    ["expired", "confirm"],
    ["expired", "decline"],
    ["expired", "sell"],
  ] as const;
  for (const [status, move] of illegal) {
    it(`${move} on ${status === "expired" ? "an" : "a"} ${status} reservation answers 409 and changes nothing`, async () => {
      const hold = await reservationIn(status);
      const before = await snapshot(hold);
      const answer = await as(
        "managerA",
        "POST",
        `/${hold.id}/${move}/`,
        move === "decline" ? { reason: "Late" } : undefined,
      );
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe("This reservation has already moved on, so nothing was changed.");
      expect(await snapshot(hold)).toEqual(before);
    });
  }

  it("the buyer cannot cancel what has ended or been sold (409, nothing changes)", async () => {
    for (const status of ["sold", "declined", "cancelled", "expired"] as const) {
      const hold = await reservationIn(status);
      const before = await snapshot(hold);
      const answer = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/bookings/${hold.id}/`,
        headers: { ...bearer(hold.buyer.access), "accept-language": "ar" },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe("تغيّرت حالة هذا الحجز بالفعل، لذلك لم يتغيّر شيء");
      expect(await snapshot(hold)).toEqual(before);
    }
  });
});

describe("mark sold", () => {
  it("sells a running hold straight away: the unit is sold, the buyer is told and mailed, the audit log has it", async () => {
    const hold = await reservationIn("held");
    const sold = await as("salesA", "POST", `/${hold.id}/sell/`);
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: "sold", expiresAt: null, decidedAt: expect.any(String) });
    expect(await unitStatus(hold.unitId)).toBe("sold");
    expect(await kindsOf(hold.buyer.user_profile.id)).toContain("booking_sold");
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    expect(audit).toMatchObject({
      action: "reservation.sell",
      actorUserId: world.accounts.salesA.user_profile.id,
      summary: { before: { status: "held" }, after: { status: "sold" } },
    });
    const publicUnit = (
      await t.app.inject({ method: "GET", url: "/api/v1/bookings/", headers: bearer(hold.buyer.access) })
    ).json()[0].unit;
    expect(publicUnit.status).toBe("sold");
    const mail = await waitFor(() =>
      outboxMails(t.env.dataDir).find(
        (m) =>
          m.to.includes(hold.buyer.email) &&
          m.subject.includes(hold.reference) &&
          /is yours|أصبحت لك/.test(m.subject),
      ),
    );
    expect(mail.text).toContain(hold.reference);
  });
});
