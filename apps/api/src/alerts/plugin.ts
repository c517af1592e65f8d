import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { queryRows } from "../db/client";
import { matchCatalogueChanges } from "./catalogue-changes";
import { type AlertSender, sendFavouritesAlert, sendSearchAlert } from "./send-alerts";

declare module "fastify" {
  interface FastifyInstance {
    alerts: {
      /** Asks for the matcher to run soon; many asks while one run waits make one run. */
      wake(): Promise<void>;
      /** Queues the daily digest of every daily saved search with news (what the daily schedule does). */
      digest(): Promise<number>;
    };
  }
}

const QUEUES = {
  match: "alert-match",
  mail: "alert-mail",
  digest: "alert-digest",
};
/** Changes taken per transaction: a long queue (an import, a project published) is worked in steps. */
const BATCH = 500;
/** The daily digest goes out in the morning, Cairo time. */
const DIGEST_CRON = "0 7 * * *";
const DIGEST_TZ = "Africa/Cairo";

type MailJob = { searchId?: number; userId?: number; digest?: boolean };

/**
 * Saved searches' and favourites' alerts on the job runner (decision 26). The database records
 * each catalogue change (migration 0017's triggers); every write that changes what buyers see
 * (`responseCache.onEverything`: catalogue, prices, reservations, expiry, here or on another
 * instance) wakes the matcher, and a run every minute catches anything else. The matcher's queue
 * is stately: one run at a time across instances, and asks while one waits collapse into it.
 */
export default fp(async function alerts(app: FastifyInstance) {
  const sender: AlertSender = {
    db: app.db,
    mailer: app.mailer,
    publicBaseUrl: app.env.publicBaseUrl,
    secret: app.env.jwtSecret,
  };

  await app.jobs.define(
    QUEUES.match,
    async () => {
      for (;;) {
        const found = await matchCatalogueChanges(app.db, BATCH);
        for (const searchId of found.instantSearches) await app.jobs.send<MailJob>(QUEUES.mail, { searchId });
        for (const userId of found.favouriteOwners) await app.jobs.send<MailJob>(QUEUES.mail, { userId });
        if (found.changes < BATCH) return;
      }
    },
    { policy: "stately" },
  );
  await app.jobs.define<MailJob>(QUEUES.mail, async (job) => {
    if (job.searchId !== undefined)
      await sendSearchAlert(sender, job.searchId, { digest: job.digest === true });
    else if (job.userId !== undefined) await sendFavouritesAlert(sender, job.userId);
  });

  const digest = async () => {
    const due = await queryRows(
      app.db,
      z.object({ id: z.number().int() }),
      sql`select distinct s.id from saved_searches s
        where s.frequency = 'daily' and exists (
          select 1 from alert_deliveries d where d.saved_search_id = s.id and d.done_at is null)`,
    );
    for (const { id } of due) await app.jobs.send<MailJob>(QUEUES.mail, { searchId: id, digest: true });
    return due.length;
  };
  await app.jobs.define(QUEUES.digest, async () => {
    await digest();
  });

  const wake = async () => {
    await app.jobs.send(QUEUES.match, {});
  };
  await app.jobs.every(QUEUES.match, "* * * * *");
  await app.jobs.every(QUEUES.digest, DIGEST_CRON, { tz: DIGEST_TZ });
  app.responseCache.onEverything(() => {
    wake().catch((error: unknown) => app.log.error({ err: error }, "could not wake the alert matcher"));
  });

  app.decorate("alerts", { wake, digest });
});
