import type { Language } from "@capital/contract/catalogue";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { queryRows } from "../db/client";
import { progressUpdate } from "./progress-updates";
import { projectUpdateMail } from "./project-update-mail";
import { claimMail, notifyProjectUpdate, releaseMail, unmailedRecipients } from "./project-update-notices";

declare module "fastify" {
  interface FastifyInstance {
    projectUpdates: {
      /** After a progress update committed: tell its buyers, in the background (never in the request). */
      announce(updateId: number): Promise<void>;
    };
  }
}

const QUEUES = { notices: "project-update-notices", mail: "project-update-mail" };

const recipientRow = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(["ar", "en"]),
  project_id: z.number().int(),
  project_type: z.enum(["mall", "compound"]),
  project_name: z.string(),
  project_name_arabic: z.string(),
  company_name: z.string(),
  company_name_arabic: z.string(),
});

/**
 * Progress updates' notices on the job runner (decision 27): one job per update writes each
 * buyer's bell notification (once, `project_update_deliveries`), then one mail job per buyer
 * sends the mail in their language. Both are idempotent: a job run twice tells and mails nobody twice.
 */
export default fp(async function projectUpdates(app: FastifyInstance) {
  const db = app.db;

  await app.jobs.define<{ updateId: number }>(QUEUES.notices, async ({ updateId }) => {
    await notifyProjectUpdate(db, updateId);
    for (const userId of await unmailedRecipients(db, updateId))
      await app.jobs.send(QUEUES.mail, { updateId, userId });
  });

  await app.jobs.define<{ updateId: number; userId: number }>(QUEUES.mail, async ({ updateId, userId }) => {
    const [row] = await queryRows(
      db,
      recipientRow,
      sql`select us.name, us.email, us.prefered_language::text as language, p.id as project_id,
            p.type::text as project_type, p.name as project_name, p.name_arabic as project_name_arabic,
            c.name as company_name, c.name_arabic as company_name_arabic
          from project_update_deliveries d
            join users us on us.id = d.user_id
            join project_progress_updates up on up.id = d.update_id
            join projects p on p.id = up.project_id
            join companies c on c.id = p.implementing_company_id
          where d.update_id = ${updateId} and d.user_id = ${userId}`,
    );
    if (!row) return; // the update or the account is gone
    const update = await progressUpdate(db, updateId);
    if (!update || !(await claimMail(db, updateId, userId))) return;
    const language: Language = row.language;
    const arabic = language === "ar";
    const photo = update.photos[0];
    const medium =
      photo?.variants.find((v) => v.format === "webp" && v.width >= 960) ?? photo?.variants.at(-1);
    const base = app.env.publicBaseUrl;
    try {
      const mail = await projectUpdateMail(
        {
          name: row.name,
          projectName: arabic ? row.project_name_arabic : row.project_name,
          companyName: arabic ? row.company_name_arabic : row.company_name,
          percent: update.percent,
          text: arabic ? update.textArabic : update.text,
          correction: update.correction,
          postedAt: new Date(update.postedAt),
          photo:
            photo && medium
              ? { url: `${base}${medium.url}`, alt: (arabic ? photo.altAr : photo.altEn) || "" }
              : null,
          link: `${base}${arabic ? "" : "/en"}/${row.project_type}/info/${row.project_id}#progress`,
        },
        language,
      );
      await app.mailer.send({ to: row.email, ...mail });
    } catch (error) {
      await releaseMail(db, updateId, userId);
      throw error;
    }
  });

  app.decorate("projectUpdates", {
    async announce(updateId: number) {
      await app.jobs.send(QUEUES.notices, { updateId });
    },
  });
});
