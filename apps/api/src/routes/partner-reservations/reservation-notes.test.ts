import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema";
import { bearer } from "../../testing/accounts";
import { heldReservation } from "../../testing/held-reservation";
import { createPartnerWorld, type PartnerWorld, signUpPartner } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createPartnerWorld(t.app, t.db);
});
afterAll(() => t.close());

type Role = "salesA" | "managerA" | "operator" | "salesB";
const notes = (role: Role, id: number) =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/partner/reservations/${id}/notes/`,
    headers: world.headers(role),
  });
const addNote = (role: Role, id: number | string, text: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/partner/reservations/${id}/notes/`,
    payload: { text },
    headers: { ...world.headers(role), "accept-language": language },
  });

describe("internal notes on a reservation", () => {
  it("are added and listed oldest first with their authors, counted in the inbox, and audited", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const first = await addNote("salesA", hold.id, "  Called, no answer; try after 6 pm  ");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      text: "Called, no answer; try after 6 pm",
      createdAt: expect.any(String),
      author: { name: "Sara Sales" },
    });
    await addNote("managerA", hold.id, "المقدم يصل يوم الأحد");
    const listed = (await notes("salesA", hold.id)).json();
    expect(listed.map((n: { text: string; author: { name: string } }) => [n.author.name, n.text])).toEqual([
      ["Sara Sales", "Called, no answer; try after 6 pm"],
      ["Mahmoud Manager", "المقدم يصل يوم الأحد"],
    ]);
    // Operators see and add too.
    expect((await notes("operator", hold.id)).json()).toHaveLength(2);

    const inbox = (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/partner/reservations/?status=held",
        headers: world.headers("salesA"),
      })
    ).json();
    expect(inbox.results.find((r: { id: number }) => r.id === hold.id).noteCount).toBe(2);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    const noteRows = audit.filter((a) => a.action === "reservation.note");
    expect(noteRows).toHaveLength(2);
    expect(noteRows[0]).toMatchObject({
      actorUserId: world.accounts.salesA.user_profile.id,
      companyId: world.companyA.id,
      entity: "booking",
      summary: {
        before: null,
        after: { reference: hold.reference, note: "Called, no answer; try after 6 pm" },
      },
    });

    // The buyer never sees them.
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/v1/bookings/",
      headers: bearer(hold.buyer.access),
    });
    expect(mine.body).not.toContain("Called, no answer");
    expect(mine.body).not.toContain("noteCount");
  });

  it("can be kept on a reservation that has ended, and an author whose account is gone shows as nobody", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const declined = await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/reservations/${hold.id}/decline/`,
      payload: { reason: "No deposit" },
      headers: world.headers("salesA"),
    });
    expect(declined.json().status).toBe("declined");
    expect((await addNote("salesA", hold.id, "Buyer may come back in March")).statusCode).toBe(201);
    const leaving = await signUpPartner(t.app, t.db, "manager", world.companyA.id, {
      name: "Leaving Manager",
    });
    const last = await t.app.inject({
      method: "POST",
      url: `/api/v1/partner/reservations/${hold.id}/notes/`,
      payload: { text: "Handing over to Sara" },
      headers: bearer(leaving.access),
    });
    expect(last.statusCode).toBe(201);
    await t.db.delete(users).where(eq(users.id, leaving.user_profile.id));
    const listed = (await notes("salesA", hold.id)).json();
    expect(listed.map((n: { author: unknown }) => n.author)).toEqual([{ name: "Sara Sales" }, null]);
  });

  it("are another company's business: 404, and nothing is written", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    expect((await notes("salesB", hold.id)).statusCode).toBe(404);
    const foreign = await addNote("salesB", hold.id, "Not ours");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Reservation not found");
    expect((await notes("salesA", hold.id)).json()).toEqual([]);
    expect((await addNote("salesA", 2_000_000_000, "Nobody")).statusCode).toBe(404);
    expect((await addNote("salesA", "abc", "Nobody")).statusCode).toBe(404);
  });

  it("refuses a blank, too long or controlled text, in the writer's language", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    expect((await addNote("salesA", hold.id, "   ")).json().fields).toEqual({
      text: ["This field may not be blank."],
    });
    expect((await addNote("salesA", hold.id, "x".repeat(2001), "ar")).json().fields).toEqual({
      text: ["هذا النص أطول من المسموح"],
    });
    expect((await addNote("salesA", hold.id, "a\u202eb")).statusCode).toBe(400);
    expect((await addNote("salesA", hold.id, 42)).statusCode).toBe(400);
    expect((await notes("salesA", hold.id)).json()).toEqual([]);
  });
});
