import type { SavedSearch, Unsubscription } from "@capital/contract/saved-searches";
import { and, eq, sql } from "drizzle-orm";
import type { UnsubscribeTarget } from "../../alerts/unsubscribe-token";
import type { Db } from "../../db/client";
import { savedSearches, users } from "../../db/schema";
import { HttpError } from "../../http-error";

/** The columns a saved search is shown with. */
export const savedSearchColumnsShown = {
  id: savedSearches.id,
  name: savedSearches.name,
  page: savedSearches.page,
  kind: savedSearches.kind,
  frequency: savedSearches.frequency,
  pausedAt: savedSearches.pausedAt,
  createdAt: savedSearches.createdAt,
  lastAlertAt: savedSearches.lastAlertAt,
};

type Shown = Pick<
  typeof savedSearches.$inferSelect,
  "id" | "name" | "page" | "kind" | "frequency" | "pausedAt" | "createdAt" | "lastAlertAt"
>;

export function savedSearchAnswer(row: Shown): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    page: row.page,
    kind: row.kind,
    frequency: row.frequency,
    paused: row.pausedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  };
}

/**
 * What an unsubscribe link names and whether it is on; with `change`, turns it off (a saved search
 * is paused, the favourites' alerts turned off) or back on. A search deleted since is a 404.
 */
export async function unsubscription(
  db: Db,
  target: UnsubscribeTarget,
  change?: { subscribed: boolean },
): Promise<Unsubscription> {
  if (target.search !== null) {
    const mine = and(eq(savedSearches.id, target.search), eq(savedSearches.userId, target.userId));
    const [row] = change
      ? await db
          .update(savedSearches)
          .set({ pausedAt: change.subscribed ? null : sql`coalesce(${savedSearches.pausedAt}, now())` })
          .where(mine)
          .returning({ name: savedSearches.name, pausedAt: savedSearches.pausedAt })
      : await db
          .select({ name: savedSearches.name, pausedAt: savedSearches.pausedAt })
          .from(savedSearches)
          .where(mine);
    if (!row) throw new HttpError(404, "savedSearchNotFound");
    return { kind: "search", name: row.name, subscribed: row.pausedAt === null };
  }
  const [row] = change
    ? await db
        .update(users)
        .set({ favouriteAlerts: change.subscribed })
        .where(eq(users.id, target.userId))
        .returning({ favouriteAlerts: users.favouriteAlerts })
    : await db
        .select({ favouriteAlerts: users.favouriteAlerts })
        .from(users)
        .where(eq(users.id, target.userId));
  if (!row) throw new HttpError(404, "userNotFound");
  return { kind: "favourites", name: null, subscribed: row.favouriteAlerts };
}
