import { API_PREFIX } from "@capital/contract/api-paths";
import type { Language } from "@capital/contract/catalogue";
import { arabicWritten } from "@capital/contract/digits";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";
import { type QueuedJob, transactionExecutor } from "../jobs/job-runner";
import { notifyStaffMember, type ReservationEvent, STAFF_TOLD_OF_HOLDS } from "./events";
import { expireDueHolds, expireHolds } from "./expire-holds";
import { reservationMail } from "./reservation-mail";
import { unitPlace, unitPlaceRow } from "./reservation-rows";
import { markReminded } from "./transitions";

export type Hold = { bookingId: number; expiresAt: Date };

declare module "fastify" {
  interface FastifyInstance {
    reservations: {
      /**
       * After a transition committed: its mails; for new holds, their reminder and expiry jobs and
       * the notice to the company's staff.
       */
      announce(events: ReservationEvent[], holds?: Hold[]): Promise<void>;
      /**
       * The same jobs queued by the caller's transaction, in one statement: a hold that commits has
       * its mail, reminder, expiry and staff notice, and one that rolls back has none.
       */
      queueWithin(tx: Pick<Db, "execute">, events: ReservationEvent[], holds?: Hold[]): Promise<void>;
      /** Expires every due hold now (the sweep's work); resolves to how many ended. */
      sweep(): Promise<number>;
    };
  }
}

const QUEUES = {
  mail: "reservation-mail",
  received: "reservation-received",
  staffNotice: "reservation-staff-notice",
  expiry: "reservation-expiry",
  reminder: "reservation-reminder",
  sweep: "reservation-sweep",
};
/** The buyer is reminded this long before the hold ends, or a quarter of the hold when it is shorter. */
const REMINDER_LEAD_MS = 6 * 3600 * 1000;
/** Reads check for due holds at most this often per instance (decision 20: enforced on read). */
const READ_SWEEP_MS = 2000;

const mailRow = z
  .object({
    name: z.string(),
    email: z.string(),
    language: z.enum(["ar", "en"]),
    reference: z.string(),
    unit_name: z.string(),
    unit_name_arabic: z.string(),
    project_name: z.string(),
    project_name_arabic: z.string(),
    hold_expires_at: z.union([z.date(), z.string()]).nullable(),
    decline_reason: z.string().nullable(),
  })
  .extend(unitPlaceRow.shape);

const staffMailRow = mailRow.extend({
  buyer_name: z.string(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
});

const placeOf = (row: z.output<typeof unitPlaceRow>, language: Language) => ({
  code: row.unit_code,
  building: (language === "ar" ? row.building_arabic : row.building) ?? null,
  floor: row.unit_floor,
});

/** A page of the site in `language` (decision 22: English under /en). */
const pageLink = (base: string, language: Language, path: string) =>
  `${base}${language === "en" ? "/en" : ""}${path}`;

/**
 * Reservations' background work on the job runner (apps/api/src/jobs): each hold's reminder and
 * expiry are jobs due at their time, a sweep every minute catches anything a lost job missed, and
 * reads sweep too (at most every 2 s per instance), so a late job never keeps a unit off the market.
 * Every job is idempotent: it may run twice, on two instances, and does its work once.
 */
export default fp(async function reservations(app: FastifyInstance) {
  const db = app.db;

  const afterExpiry = async (events: ReservationEvent[]) => {
    if (events.length === 0) return;
    app.responseCache.invalidate("everything");
    await announce(events);
  };

  const jobsFor = (events: ReservationEvent[], holds: Hold[]): QueuedJob[] => [
    ...events.map((event) => ({ queue: QUEUES.mail, data: event })),
    ...holds.flatMap((hold) => {
      const lead = Math.min(REMINDER_LEAD_MS, (hold.expiresAt.getTime() - Date.now()) / 4);
      const data = { bookingId: hold.bookingId };
      return [
        { queue: QUEUES.reminder, data, startAfter: new Date(hold.expiresAt.getTime() - lead) },
        { queue: QUEUES.expiry, data, startAfter: hold.expiresAt },
        { queue: QUEUES.received, data },
      ];
    }),
  ];

  const announce = async (events: ReservationEvent[], holds: Hold[] = []) => {
    for (const job of jobsFor(events, holds)) await app.jobs.send(job.queue, job.data, job);
  };

  const queueWithin = (tx: Pick<Db, "execute">, events: ReservationEvent[], holds: Hold[] = []) =>
    app.jobs.sendWithin(transactionExecutor(tx), jobsFor(events, holds));

  await app.jobs.define<ReservationEvent>(QUEUES.mail, async (event) => {
    const [row] = await queryRows(
      db,
      mailRow,
      sql`select us.name, us.email, us.prefered_language::text as language, b.reference,
            u.name as unit_name, u.name_arabic as unit_name_arabic, p.name as project_name,
            p.name_arabic as project_name_arabic, b.hold_expires_at, b.decline_reason, ${unitPlace.columns}
          from bookings b join users us on us.id = b.user_id join units u on u.id = b.unit_id
            join projects p on p.id = u.project_id ${unitPlace.joins}
          where b.id = ${event.bookingId}`,
    );
    if (!row) return; // the account or the unit is gone
    const language: Language = row.language;
    const mail = await reservationMail(
      event.kind,
      {
        name: row.name,
        reference: row.reference,
        unitName: language === "ar" ? arabicWritten(row.unit_name_arabic) : row.unit_name,
        unitPlace: placeOf(row, language),
        projectName: language === "ar" ? row.project_name_arabic : row.project_name,
        expiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null,
        reason: row.decline_reason,
        link: pageLink(app.env.publicBaseUrl, language, "/booking"),
      },
      language,
    );
    await app.mailer.send({ to: row.email, ...mail });
  });

  // A new hold: one job per manager and sales person of the unit's company, each their bell notice
  // (written once) and their mail, so one failed mail is retried alone.
  await app.jobs.define<{ bookingId: number }>(QUEUES.received, async ({ bookingId }) => {
    const staff = await queryRows(
      db,
      z.object({ user_id: z.number().int() }),
      sql`select pm.user_id from bookings b join units u on u.id = b.unit_id
            join projects p on p.id = u.project_id
            join partner_members pm on pm.company_id = p.implementing_company_id
          where b.id = ${bookingId} and pm.role::text in (${sql.join(
            STAFF_TOLD_OF_HOLDS.map((role) => sql`${role}`),
            sql`, `,
          )})
          order by pm.user_id`,
    );
    for (const { user_id } of staff) await app.jobs.send(QUEUES.staffNotice, { bookingId, userId: user_id });
  });
  await app.jobs.define<{ bookingId: number; userId: number }>(
    QUEUES.staffNotice,
    async ({ bookingId, userId }) => {
      await notifyStaffMember(db, bookingId, userId);
      const [row] = await queryRows(
        db,
        staffMailRow,
        sql`select us.name, us.email, us.prefered_language::text as language, b.reference,
              u.name as unit_name, u.name_arabic as unit_name_arabic, p.name as project_name,
              p.name_arabic as project_name_arabic, b.hold_expires_at, b.decline_reason,
              buyer.name as buyer_name, b.phone, b.note, ${unitPlace.columns}
            from bookings b join units u on u.id = b.unit_id join projects p on p.id = u.project_id
              ${unitPlace.joins}
              join users buyer on buyer.id = b.user_id
              join partner_members pm on pm.company_id = p.implementing_company_id and pm.user_id = ${userId}
              join users us on us.id = pm.user_id
            where b.id = ${bookingId}`,
      );
      if (!row) return; // no longer the company's staff, or the reservation is gone
      const language: Language = row.language;
      const mail = await reservationMail(
        "received",
        {
          name: row.name,
          reference: row.reference,
          unitName: language === "ar" ? arabicWritten(row.unit_name_arabic) : row.unit_name,
          unitPlace: placeOf(row, language),
          projectName: language === "ar" ? row.project_name_arabic : row.project_name,
          expiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null,
          reason: null,
          link: pageLink(app.env.publicBaseUrl, language, "/partner/reservations?status=held"),
          buyer: { name: row.buyer_name, phone: row.phone, note: row.note },
        },
        language,
      );
      await app.mailer.send({ to: row.email, ...mail });
    },
  );

  await app.jobs.define<{ bookingId: number }>(QUEUES.expiry, async ({ bookingId }) =>
    afterExpiry(await db.transaction((tx) => expireHolds(tx, { bookingId }))),
  );
  await app.jobs.define<{ bookingId: number }>(QUEUES.reminder, async ({ bookingId }) =>
    announce(await markReminded(db, bookingId)),
  );
  await app.jobs.define(QUEUES.sweep, async () => afterExpiry(await expireDueHolds(db)));
  await app.jobs.every(QUEUES.sweep, "* * * * *");

  const sweep = async () => {
    const events = await expireDueHolds(db);
    await afterExpiry(events);
    return events.length;
  };

  let lastSweep = 0;
  let sweeping: Promise<unknown> | undefined;
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" || !request.url.startsWith(API_PREFIX)) return;
    if (Date.now() - lastSweep < READ_SWEEP_MS) return;
    lastSweep = Date.now();
    sweeping ??= sweep()
      .catch((error) => request.log.warn({ err: error }, "reservation sweep on read"))
      .finally(() => {
        sweeping = undefined;
      });
    await sweeping;
  });

  app.decorate("reservations", { announce, queueWithin, sweep });
});
