import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";

/**
 * The buyers a progress update is for: whoever keeps a unit of the project in their favourites,
 * holds one (a hold not yet run out) or has a confirmed or sold reservation there. A draft project
 * has no buyers to tell.
 */
function recipients(updateId: number) {
  return sql`
    select f.user_id from project_progress_updates up
      join projects p on p.id = up.project_id and p.published_at is not null
      join units u on u.project_id = p.id
      join favourites f on f.unit_id = u.id
    where up.id = ${updateId}
    union
    select b.user_id from project_progress_updates up
      join projects p on p.id = up.project_id and p.published_at is not null
      join units u on u.project_id = p.id
      join bookings b on b.unit_id = u.id
    where up.id = ${updateId}
      and (b.status in ('confirmed', 'sold') or (b.status = 'held' and b.hold_expires_at > now()))`;
}

/**
 * Writes, in one transaction, a delivery row and a bell notification for each buyer not yet told
 * of this update: run twice (a retried job, two instances), it tells nobody twice. Resolves to the
 * buyers told now.
 */
export async function notifyProjectUpdate(db: Db, updateId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      z.object({ user_id: z.number().int() }),
      sql`
        with told as (
          insert into project_update_deliveries (update_id, user_id)
          select ${updateId}, r.user_id from (${recipients(updateId)}) r
          on conflict do nothing
          returning user_id
        )
        insert into notifications (user_id, kind, data)
        select t.user_id, 'project_update'::notification_kind,
          jsonb_build_object('projectId', p.id, 'projectType', p.type::text, 'projectName', p.name,
            'projectNameArabic', p.name_arabic, 'percent', up.percent, 'updateId', up.id)
        from told t
          join project_progress_updates up on up.id = ${updateId}
          join projects p on p.id = up.project_id
        returning user_id`,
    );
    return rows.map((r) => r.user_id);
  });
}

/** The buyers told of this update whose mail has not left yet (a lost mail job is queued again). */
export async function unmailedRecipients(db: Db, updateId: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    z.object({ user_id: z.number().int() }),
    sql`select user_id from project_update_deliveries where update_id = ${updateId} and mailed_at is null`,
  );
  return rows.map((r) => r.user_id);
}

/**
 * Claims the mail of one delivery: true for the one caller that may send it. `release` hands it
 * back when sending failed, so the retried job sends it.
 */
export async function claimMail(db: Db, updateId: number, userId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    z.object({ user_id: z.number().int() }),
    sql`update project_update_deliveries set mailed_at = now()
        where update_id = ${updateId} and user_id = ${userId} and mailed_at is null
        returning user_id`,
  );
  return rows.length > 0;
}

export async function releaseMail(db: Db, updateId: number, userId: number) {
  await db.execute(
    sql`update project_update_deliveries set mailed_at = null where update_id = ${updateId} and user_id = ${userId}`,
  );
}
