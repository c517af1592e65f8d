import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deleteSpentCredentials } from "./spent-credentials";

const QUEUE = "housekeeping-spent-credentials";
/** Once a day, at a quiet hour in Cairo; the job runner's schedule is one for every instance. */
const CRON = "23 4 * * *";
const TZ = "Africa/Cairo";

/** Work that keeps the database from growing with rows nobody can use any more. */
export default fp(async function housekeeping(app: FastifyInstance) {
  await app.jobs.define(QUEUE, async () => {
    const deleted = await deleteSpentCredentials(app.db);
    app.log.info({ deleted }, "spent sessions, reset links and invitations deleted");
  });
  await app.jobs.every(QUEUE, CRON, { tz: TZ });
});
