import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, notifications, paymentPlans, units, users } from "../../db/schema";
import { holdUnits, type QueueJobs } from "../../reservations/hold-units";
import { bearer, signUp } from "../../testing/accounts";
import { insertCatalogueFixture } from "../../testing/catalogue-fixture";
import { outboxMails } from "../../testing/outbox";
import { createTestApp } from "../../testing/test-app";
import { testEnv } from "../../testing/test-env";
import { waitFor } from "../../testing/wait-for";

let t: Awaited<ReturnType<typeof createTestApp>>;
let unitIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const fixture = await insertCatalogueFixture(t.db, 60);
  unitIds = fixture.units.map((u) => u.id);
});
afterAll(() => t.close());

const PHONE = "010 1234 5678";
const call = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  access?: string,
  payload?: object,
  language = "en",
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { ...(access ? bearer(access) : {}), "accept-language": language },
  });
const unit = (i: number) => unitIds[i] ?? 0;
const unitStatus = async (id: number) => (await t.db.select().from(units).where(eq(units.id, id)))[0]?.status;
const hold = (access: string, i: number, extra: object = {}) =>
  call("POST", "/bookings/", access, { units: [unit(i)], phone: PHONE, ...extra });
/** Moves a hold's deadline into the past, as time passing would (tests never wait on the clock). */
const runOut = (bookingId: number) =>
  t.db.execute(
    sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${bookingId}`,
  );

describe("holding a unit", () => {
  it("answers 201 with the reservation: reference, held, deadline, phone, plan, note and the unit", async () => {
    const buyer = await signUp(t.app);
    const [plan] = await t.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.unitId, unit(0)));
    const answer = await hold(buyer.access, 0, {
      paymentPlanId: plan?.id,
      note: "After 5 pm please",
      preferredCallTime: "evening",
    });
    expect(answer.statusCode).toBe(201);
    const [reservation] = answer.json().bookings;
    expect(reservation).toMatchObject({
      reference: expect.stringMatching(/^NC-[2-9A-HJ-KM-NP-Z]{6}$/),
      status: "held",
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      phone: "+201012345678",
      note: "After 5 pm please",
      preferredCallTime: "evening",
      plan: { id: plan?.id, deposit: 10, years: 8, depositAmount: expect.any(Number) },
      unit: { id: unit(0), status: "held" },
    });
    const hours = (Date.parse(reservation.expiresAt) - Date.parse(reservation.createdAt)) / 3600_000;
    expect(hours).toBeCloseTo(48, 1);
    expect(await unitStatus(unit(0))).toBe("held");
    // The number is kept on the profile for the next time.
    const [profile] = await t.db.select().from(users).where(eq(users.id, buyer.user_profile.id));
    expect(profile?.phone).toBe("+201012345678");
    const kinds = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user_profile.id));
    expect(kinds.map((n) => [n.kind, (n.data as { reference: string }).reference])).toEqual([
      ["booking_created", reservation.reference],
    ]);
  });

  it("needs a phone unless the profile has one, and only an Egyptian mobile, in the reader's language", async () => {
    const buyer = await signUp(t.app);
    const none = await call("POST", "/bookings/", buyer.access, { units: [unit(1)] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ phone: ["Enter the mobile number the company should call."] });
    const landline = await call(
      "POST",
      "/bookings/",
      buyer.access,
      { units: [unit(1)], phone: "02 2345 6789" },
      "ar",
    );
    expect(landline.statusCode).toBe(400);
    expect(landline.json().fields).toEqual({
      phone: ["أدخل رقم موبايل مصريًا، مثل \u2066٠١٠ ١٢٣٤ ٥٦٧٨\u2069"],
    });
    expect(await unitStatus(unit(1))).toBe("free");
    await t.db.update(users).set({ phone: "01112345678" }).where(eq(users.id, buyer.user_profile.id));
    const fromProfile = await call("POST", "/bookings/", buyer.access, { units: [unit(1)] });
    expect(fromProfile.statusCode).toBe(201);
    expect(fromProfile.json().bookings[0].phone).toBe("+201112345678");
  });

  it("refuses another unit's payment plan", async () => {
    const buyer = await signUp(t.app);
    const [foreign] = await t.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.unitId, unit(3)));
    const answer = await hold(buyer.access, 2, { paymentPlanId: foreign?.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ paymentPlanId: ["Choose one of this unit's payment plans."] });
  });

  it("answers 409 for a unit that is not free, and changes nothing", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    expect((await hold(mona.access, 4)).statusCode).toBe(201);
    const again = await hold(omar.access, 4);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This unit is already reserved.");
    expect((await call("GET", "/bookings/", omar.access)).json()).toEqual([]);
  });

  it("answers 409 for a unit its developer marked sold, though nobody holds it here", async () => {
    const buyer = await signUp(t.app);
    await t.db
      .update(units)
      .set({ status: "sold" })
      .where(eq(units.id, unit(42)));
    const refused = await hold(buyer.access, 42);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("unitReserved");
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.unitId, unit(42))),
    ).toEqual([]);
    expect(await unitStatus(unit(42))).toBe("sold");
  });

  it("lets one buyer hold at most RESERVATION_MAX_ACTIVE units at once, with a clear message", async () => {
    const buyer = await signUp(t.app);
    for (const i of [5, 6, 7]) expect((await hold(buyer.access, i)).statusCode).toBe(201);
    const fourth = await hold(buyer.access, 8, {});
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/at most 3 units at once/);
    const arabic = await call("POST", "/bookings/", buyer.access, { units: [unit(8)], phone: PHONE }, "ar");
    expect(arabic.json().message).toContain("٣");
    expect(await unitStatus(unit(8))).toBe("free");
    // Cancelling one makes room again.
    const [first] = (await call("GET", "/bookings/", buyer.access)).json();
    expect((await call("DELETE", `/bookings/${first.id}/`, buyer.access)).statusCode).toBe(200);
    expect((await hold(buyer.access, 8)).statusCode).toBe(201);
  });

  it("lets ten parallel requests of one buyer past the cap only as far as the cap", async () => {
    const buyer = await signUp(t.app);
    const answers = await Promise.all([9, 10, 11, 12, 13, 14].map((i) => hold(buyer.access, i)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
  });
});

describe("holding several units, and what a hold refuses", () => {
  const bookingsOf = (ids: number[]) =>
    t.db
      .select()
      .from(bookings)
      .where(
        sql`${bookings.unitId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );

  it("holds none of them when one is not free", async () => {
    const buyer = await signUp(t.app);
    await t.db
      .update(units)
      .set({ status: "reserved" })
      .where(eq(units.id, unit(51)));
    const answer = await call("POST", "/bookings/", buyer.access, {
      units: [unit(50), unit(51)],
      phone: PHONE,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe("unitReserved");
    expect(await unitStatus(unit(50))).toBe("free");
    expect(await bookingsOf([unit(50), unit(51)])).toEqual([]);
  });

  it("puts the chosen plan on its own unit's hold only", async () => {
    const buyer = await signUp(t.app);
    const [plan] = await t.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.unitId, unit(52)));
    const answer = await call("POST", "/bookings/", buyer.access, {
      units: [unit(53), unit(52)],
      phone: PHONE,
      paymentPlanId: plan?.id,
    });
    expect(answer.statusCode).toBe(201);
    const planOf = Object.fromEntries(
      (await bookingsOf([unit(52), unit(53)])).map((b) => [b.unitId, b.paymentPlanId]),
    );
    expect(planOf).toEqual({ [unit(52)]: plan?.id, [unit(53)]: null });
  });

  it("takes two units whose holds ran out before any sweep came by", async () => {
    const first = await signUp(t.app);
    const held = await call("POST", "/bookings/", first.access, {
      units: [unit(54), unit(55)],
      phone: PHONE,
    });
    expect(held.statusCode).toBe(201);
    for (const b of held.json().bookings) await runOut(b.id);
    const next = await signUp(t.app);
    const answer = await call("POST", "/bookings/", next.access, {
      units: [unit(55), unit(54)],
      phone: PHONE,
    });
    expect(answer.statusCode).toBe(201);
    const byStatus = (await bookingsOf([unit(54), unit(55)])).map((b) => [b.userId, b.status]).sort();
    expect(byStatus).toEqual(
      [
        [first.user_profile.id, "expired"],
        [first.user_profile.id, "expired"],
        [next.user_profile.id, "held"],
        [next.user_profile.id, "held"],
      ].sort(),
    );
  });

  it("refuses a payment plan that does not exist", async () => {
    const buyer = await signUp(t.app);
    const answer = await hold(buyer.access, 56, { paymentPlanId: 2_000_000_000 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ paymentPlanId: ["Choose one of this unit's payment plans."] });
    expect(await unitStatus(unit(56))).toBe("free");
  });

  it("answers 404 for a unit that does not exist or is off the market, and holds nothing", async () => {
    const buyer = await signUp(t.app);
    const unknown = await call("POST", "/bookings/", buyer.access, {
      units: [unit(57), 2_000_000_000],
      phone: PHONE,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("unitNotFound");
    await t.db
      .update(units)
      .set({ status: "off_market" })
      .where(eq(units.id, unit(58)));
    const offMarket = await hold(buyer.access, 58);
    expect(offMarket.statusCode).toBe(404);
    expect(offMarket.json().code).toBe("unitNotFound");
    expect(await bookingsOf([unit(57), unit(58)])).toEqual([]);
  });

  it("refuses a profile's number that is not an Egyptian mobile when none is typed", async () => {
    const buyer = await signUp(t.app);
    await t.db.update(users).set({ phone: "+20223456789" }).where(eq(users.id, buyer.user_profile.id));
    const answer = await call("POST", "/bookings/", buyer.access, { units: [unit(59)] });
    expect(answer.statusCode).toBe(400);
    const typed = await call("POST", "/bookings/", buyer.access, {
      units: [unit(59)],
      phone: "02 2345 6789",
    });
    expect(answer.json().fields).toEqual(typed.json().fields);
    expect(await unitStatus(unit(59))).toBe("free");
  });
});

describe("mails", () => {
  it("sends the held mail in the buyer's language, with the reference, to the outbox", async () => {
    const buyer = await signUp(t.app);
    await t.db.update(users).set({ preferedLanguage: "en" }).where(eq(users.id, buyer.user_profile.id));
    const held = (await hold(buyer.access, 41)).json().bookings[0];
    const mail = await waitFor(() => outboxMails(t.env.dataDir).find((m) => m.to.includes(buyer.email)));
    expect(mail.raw).toContain(held.reference);
    expect(mail.raw).toMatch(/Subject: Your hold NC-/);
  });
});

describe("the language of the mails", () => {
  it("is the page's the account signed up on, then the page's it booked from", async () => {
    const english = await signUp(t.app, {}, "en");
    const arabic = await signUp(t.app, {}, "ar");
    const languageOf = async (id: number) =>
      (await t.db.select().from(users).where(eq(users.id, id)))[0]?.preferedLanguage;
    expect(await languageOf(english.user_profile.id)).toBe("en");
    expect(await languageOf(arabic.user_profile.id)).toBe("ar");

    const first = (
      await call("POST", "/bookings/", english.access, { units: [unit(45)], phone: PHONE }, "en")
    ).json().bookings[0];
    const held = await waitFor(() =>
      outboxMails(t.env.dataDir).find((m) => m.subject.includes(first.reference)),
    );
    expect(held.subject).toBe(`Your hold ${first.reference} on ${held.subject.split(" on ")[1]}`);

    // The same buyer books from an Arabic page: from then on they read Arabic.
    const second = (
      await call("POST", "/bookings/", english.access, { units: [unit(46)], phone: PHONE }, "ar-EG,ar;q=0.9")
    ).json().bookings[0];
    const arabicMail = await waitFor(() =>
      outboxMails(t.env.dataDir).find((m) => m.subject.includes(second.reference)),
    );
    expect(arabicMail.subject).toMatch(new RegExp(`^حجزك المؤقت ${second.reference} للوحدة `));
    expect(await languageOf(english.user_profile.id)).toBe("ar");
  });
});

describe("the hold's jobs", () => {
  const jobsOf = async (bookingId: number) =>
    (
      (await t.db.execute(
        sql`select name, start_after from pgboss.job where data->>'bookingId' = ${String(bookingId)}
            union all select name, start_after from pgboss.archive where data->>'bookingId' = ${String(bookingId)}`,
      )) as unknown as { rows: { name: string; start_after: Date | string }[] }
    ).rows;

  it("are queued by the hold's own transaction: its mail, reminder, expiry and the staff's notice", async () => {
    const buyer = await signUp(t.app);
    const held = (await hold(buyer.access, 47)).json().bookings[0];
    const jobs = await jobsOf(held.id);
    expect(jobs.map((j) => j.name).sort()).toEqual(
      expect.arrayContaining([
        "reservation-expiry",
        "reservation-mail",
        "reservation-received",
        "reservation-reminder",
      ]),
    );
    const expiry = jobs.find((j) => j.name === "reservation-expiry");
    expect(new Date(expiry?.start_after ?? 0).getTime()).toBe(new Date(held.expiresAt).getTime());
    const reminder = jobs.find((j) => j.name === "reservation-reminder");
    expect(new Date(held.expiresAt).getTime() - new Date(reminder?.start_after ?? 0).getTime()).toBe(
      6 * 3600 * 1000,
    );
  });

  it("roll back with it: a hold whose transaction fails after queueing leaves neither hold nor jobs", async () => {
    const buyer = await signUp(t.app);
    const countJobs = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'reservation-expiry'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    const before = await countJobs();
    const failing: QueueJobs = async (tx, events, holds) => {
      await t.app.reservations.queueWithin(tx, events, holds);
      expect(holds).toHaveLength(1);
      throw new Error("the connection went away after the jobs were written");
    };
    await expect(
      holdUnits(
        t.db,
        buyer.user_profile.id,
        { units: [unit(48)], phone: PHONE },
        t.env.reservations,
        failing,
      ),
    ).rejects.toThrow(/connection went away/);
    expect(await unitStatus(unit(48))).toBe("free");
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.unitId, unit(48))),
    ).toHaveLength(0);
    expect(await countJobs()).toBe(before);
  });
});

describe("the booked list and cancelling", () => {
  it("lists every reservation with status, reference, dates and the decision; cancel frees the unit", async () => {
    const buyer = await signUp(t.app);
    const held = (await hold(buyer.access, 15)).json().bookings[0];
    const list = (await call("GET", "/bookings/", buyer.access)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: held.id,
        reference: held.reference,
        status: "held",
        expiresAt: held.expiresAt,
      }),
    ]);
    expect((await call("DELETE", `/bookings/${held.id}/`, buyer.access)).statusCode).toBe(200);
    expect(await unitStatus(unit(15))).toBe("free");
    const after = (await call("GET", "/bookings/", buyer.access)).json();
    expect(after).toEqual([expect.objectContaining({ id: held.id, status: "cancelled", expiresAt: null })]);
    // Cancelling what has ended answers 409; another buyer's reservation is 404.
    expect((await call("DELETE", `/bookings/${held.id}/`, buyer.access)).statusCode).toBe(409);
    const other = await signUp(t.app);
    const theirs = (await hold(other.access, 16)).json().bookings[0];
    expect((await call("DELETE", `/bookings/${theirs.id}/`, buyer.access)).statusCode).toBe(404);
    expect(await unitStatus(unit(16))).toBe("held");
  });
});

describe("a hold past its deadline", () => {
  it("counts as expired everywhere at once, before any job has run, and the unit can be held again", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const held = (await hold(first.access, 17)).json().bookings[0];
    await runOut(held.id);
    const mine = (await call("GET", "/bookings/", first.access)).json();
    expect(mine[0]).toMatchObject({ status: "expired", expiresAt: null });
    const [shown] = (await call("GET", "/bookings/", first.access)).json();
    expect(shown.unit.status).toBe("free");
    const again = await hold(second.access, 17);
    expect(again.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(row?.status).toBe("expired");
    expect(row?.expiredAt).not.toBeNull();
    const kinds = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, first.user_profile.id));
    expect(kinds.map((n) => n.kind).sort()).toEqual(["booking_created", "booking_expired"]);
  });

  it("is expired by the sweep, once, however many instances run it", async () => {
    const buyer = await signUp(t.app);
    const held = (await hold(buyer.access, 18)).json().bookings[0];
    await runOut(held.id);
    const counts = await Promise.all([t.app.reservations.sweep(), t.app.reservations.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await unitStatus(unit(18))).toBe("free");
    const expired = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user_profile.id));
    expect(expired.filter((n) => n.kind === "booking_expired")).toHaveLength(1);
  });
});

describe("the database holds the rule", () => {
  it("refuses a second claim on a unit even from code that skips every check", async () => {
    const buyer = await signUp(t.app);
    const held = (await hold(buyer.access, 19)).json().bookings[0];
    expect(held.status).toBe("held");
    const insert = (status: "held" | "confirmed" | "sold") =>
      t.db.insert(bookings).values({
        reference: `NC-X${status.slice(0, 5).toUpperCase()}`,
        userId: buyer.user_profile.id,
        unitId: unit(19),
        status,
        holdExpiresAt: new Date(Date.now() + 3600_000),
      });
    for (const status of ["held", "confirmed", "sold"] as const) {
      await expect(insert(status)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "23505" }),
      });
    }
  });

  it("answers 409 when the application's own check is fooled (the unit marked free behind its back)", async () => {
    const mona = await signUp(t.app);
    const omar = await signUp(t.app);
    expect((await hold(mona.access, 20)).statusCode).toBe(201);
    await t.db
      .update(units)
      .set({ status: "free" })
      .where(eq(units.id, unit(20)));
    const second = await hold(omar.access, 20);
    expect(second.statusCode).toBe(409);
    const claims = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.unitId, unit(20)));
    expect(claims.filter((b) => ["held", "confirmed", "sold"].includes(b.status))).toHaveLength(1);
  });

  it("50 buyers holding one unit at the same moment: exactly one hold", async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));
    const answers = await Promise.all(people.map((p) => hold(p.access, 21)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const claims = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.unitId, unit(21)));
    expect(claims.filter((b) => b.status === "held")).toHaveLength(1);
  });

  it("200 buyers on 20 units: exactly 20 holds, one per unit", async () => {
    const people = await Promise.all(Array.from({ length: 200 }, () => signUp(t.app)));
    const answers = await Promise.all(people.map((p, i) => hold(p.access, 20 + (i % 20))));
    const ids = Array.from({ length: 20 }, (_, i) => unit(20 + i));
    const claims = (await t.db.select().from(bookings)).filter(
      (b) => ids.includes(b.unitId) && b.status === "held",
    );
    expect(new Set(claims.map((c) => c.unitId)).size).toBe(claims.length);
    // Units 20 and 21 were held by earlier tests: 18 were free, each held exactly once now.
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(18);
    expect(claims).toHaveLength(20);
  });
});

describe("a short hold with the job runner", () => {
  it("expires on its own and the unit is free for the next buyer", async () => {
    const short = await createTestApp({
      env: testEnv({ RESERVATION_HOLD_SECONDS: "10" }),
      jobPollingSeconds: 0.5,
    });
    try {
      const { units: own } = await insertCatalogueFixture(short.db, 1);
      const unitId = own[0]?.id ?? 0;
      // Signed up on an English page: the reminder and the ending are mailed in English.
      const buyer = await signUp(short.app, {}, "en");
      const book = await short.app.inject({
        method: "POST",
        url: "/api/v1/bookings/",
        payload: { units: [unitId], phone: PHONE },
        headers: bearer(buyer.access),
      });
      expect(book.statusCode).toBe(201);
      const id = book.json().bookings[0].id;
      const row = await waitFor(
        async () =>
          (await short.db.select().from(bookings).where(eq(bookings.id, id))).find(
            (b) => b.status === "expired",
          ),
        60_000,
      );
      expect(row.expiredAt).not.toBeNull();
      const [freed] = await short.db.select().from(units).where(eq(units.id, unitId));
      expect(freed?.status).toBe("free");
      const kinds = (
        await short.db.select().from(notifications).where(eq(notifications.userId, buyer.user_profile.id))
      ).map((n) => n.kind);
      expect(kinds).toEqual(
        expect.arrayContaining(["booking_created", "booking_expiring", "booking_expired"]),
      );
      const reference = book.json().bookings[0].reference;
      const subjects = await waitFor(() => {
        const mine = outboxMails(short.env.dataDir)
          .filter((m) => m.to.includes(buyer.email))
          .map((m) => m.subject);
        return mine.length >= 3 ? mine : undefined;
      });
      expect(subjects).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^Your hold ${reference} on `)),
          `Your hold ${reference} ends soon`,
          `Your hold ${reference} has ended`,
        ]),
      );
    } finally {
      await short.close();
    }
  }, 90_000);
});
