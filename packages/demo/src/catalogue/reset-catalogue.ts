import type { Db } from "@capital/api/db/client";
import { users } from "@capital/api/db/schema";
import { and, like, sql } from "drizzle-orm";
import { UNUSABLE_PASSWORD_PREFIX } from "./demo-community";
import { DEMO_USER_EMAIL_DOMAIN } from "./demo-people";

/**
 * Empties the catalogue (and with it every booking, favourite and feedback, which point into it) and
 * removes the demo users, in one transaction. Only users with the demo email domain and an unusable
 * password are removed; real accounts stay.
 */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      truncate table payment_plans, favourites, bookings, units, villas, block_floors, blocks, mall_floors,
        feedback_replies, feedback_likes, feedbacks, projects, locations, companies, client_reviews
      restart identity cascade`);
    await tx
      .delete(users)
      .where(
        and(
          like(users.passwordHash, `${UNUSABLE_PASSWORD_PREFIX}%`),
          like(users.email, `%@${DEMO_USER_EMAIL_DOMAIN}`),
        ),
      );
  });
}
