import type { AlertReason } from "@capital/contract/saved-search-options";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";
import { alertDeliveries, alertReasonEnum } from "../db/schema";
import { favouriteOwners, matchingSearches } from "./matching";

const changeRow = z.object({
  id: z.coerce.number().int(),
  unit_id: z.number().int(),
  reason: z.enum(alertReasonEnum.enumValues),
  old_price: z.number().int().nullable(),
  new_price: z.number().int().nullable(),
  at: z.coerce.date(),
});
type Change = z.output<typeof changeRow>;

/** What one run of the matcher found to announce: whose mails to send now. */
export type MatchedChanges = {
  /** Catalogue changes taken off the queue. */
  changes: number;
  /** Deliveries written (a unit not announced before to that search or owner for that reason). */
  deliveries: number;
  /** Instant saved searches with something new to mail. */
  instantSearches: number[];
  /** Buyers with favourites' news to mail. */
  favouriteOwners: number[];
};

/**
 * Each unit once per reason; prices from the first change to the last, so a price that fell and
 * rose back is no drop; `at` the last change's time.
 */
function mergeChanges(changes: Change[]) {
  const merged = new Map<
    string,
    { unitId: number; reason: AlertReason; oldPrice: number | null; newPrice: number | null; at: Date }
  >();
  for (const change of [...changes].sort((a, b) => a.id - b.id)) {
    const key = `${change.unit_id}:${change.reason}`;
    const seen = merged.get(key);
    merged.set(key, {
      unitId: change.unit_id,
      reason: change.reason,
      oldPrice: seen ? seen.oldPrice : change.old_price,
      newPrice: change.new_price,
      at: change.at,
    });
  }
  return [...merged.values()].filter(
    (c) =>
      c.reason !== "price_drop" || (c.oldPrice !== null && c.newPrice !== null && c.newPrice < c.oldPrice),
  );
}

/**
 * Takes up to `limit` catalogue changes off the front of the queue (rows the database's triggers
 * wrote, migration 0017), matches each changed unit against the saved searches and its owners'
 * favourites, and writes a delivery for each unit a search or owner has not been told of for that
 * reason; all in one transaction, so a failed run leaves the changes for the next. Another
 * instance's run takes other rows (SKIP LOCKED).
 */
export async function matchCatalogueChanges(db: Db, limit = 500): Promise<MatchedChanges> {
  return db.transaction(async (tx) => {
    const changes = await queryRows(
      tx,
      changeRow,
      sql`delete from catalogue_changes where id in (
          select id from catalogue_changes order by id limit ${limit} for update skip locked)
        returning id, unit_id, reason::text as reason, old_price, new_price, at`,
    );
    const merged = mergeChanges(changes);
    const unitIds = [...new Set(merged.map((c) => c.unitId))];
    const newsOfFavourites = [...new Set(merged.filter((c) => c.reason !== "new").map((c) => c.unitId))];
    const [searches, owners] = await Promise.all([
      matchingSearches(tx, unitIds),
      favouriteOwners(tx, newsOfFavourites),
    ]);
    const searchesOf = groupBy(searches, (m) => m.unit_id);
    const ownersOf = groupBy(owners, (o) => o.unit_id);
    const rows: (typeof alertDeliveries.$inferInsert)[] = [];
    for (const change of merged) {
      const delivery = {
        unitId: change.unitId,
        reason: change.reason,
        oldPrice: change.oldPrice,
        newPrice: change.newPrice,
      };
      // What changed before a search was saved or a unit favourited was in front of the buyer
      // then: it is no news to them.
      for (const match of searchesOf.get(change.unitId) ?? []) {
        if (match.since >= change.at) continue;
        rows.push({ ...delivery, userId: match.user_id, savedSearchId: match.saved_search_id });
      }
      if (change.reason === "new") continue;
      for (const owner of ownersOf.get(change.unitId) ?? []) {
        if (owner.since >= change.at) continue;
        rows.push({ ...delivery, userId: owner.user_id, savedSearchId: null });
      }
    }
    const written: { userId: number; savedSearchId: number | null }[] = [];
    for (let start = 0; start < rows.length; start += 1000) {
      written.push(
        ...(await tx
          .insert(alertDeliveries)
          .values(rows.slice(start, start + 1000))
          .onConflictDoNothing()
          .returning({ userId: alertDeliveries.userId, savedSearchId: alertDeliveries.savedSearchId })),
      );
    }
    const instant = new Set(searches.filter((m) => m.frequency === "instant").map((m) => m.saved_search_id));
    return {
      changes: changes.length,
      deliveries: written.length,
      instantSearches: [
        ...new Set(
          written.flatMap((w) =>
            w.savedSearchId !== null && instant.has(w.savedSearchId) ? [w.savedSearchId] : [],
          ),
        ),
      ],
      favouriteOwners: [...new Set(written.flatMap((w) => (w.savedSearchId === null ? [w.userId] : [])))],
    };
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
