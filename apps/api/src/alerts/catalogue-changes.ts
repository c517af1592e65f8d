import type { AlertReason } from "@capital/contract/saved-search-options";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";
import { alertReasonEnum } from "../db/schema";
import { favouriteOwnersStatement, matchingStatement } from "./matching";

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
 * Whether change `c` is a unit back on the market because `user`'s own reservation of it just
 * ended (they cancelled it, or it was declined or ran out): they know, and their reservation's
 * own notice told them the unit is free again.
 */
const freedByTheirOwnReservation = (user: SQL) => sql`(c.reason = 'back_on_market' and exists (
  select 1 from bookings b where b.unit_id = c.unit_id and b.user_id = ${user}
    and coalesce(b.cancelled_at, b.declined_at, b.expired_at)
      between c.at - interval '1 minute' and c.at + interval '1 minute'))`;

const writtenRow = z.object({
  deliveries: z.number().int(),
  instant_searches: z.array(z.number().int()),
  favourite_owners: z.array(z.number().int()),
});

/**
 * Takes up to `limit` catalogue changes off the front of the queue (rows the database's triggers
 * wrote, migration 0017), matches each changed unit against the saved searches and its owners'
 * favourites, and writes a delivery for each unit a search or owner has not been told of for that
 * reason; all in one transaction, so a failed run leaves the changes for the next. Another
 * instance's run takes other rows (SKIP LOCKED). The matches never leave the database: a unit can
 * match thousands of searches, and one statement matches and writes them (decision 26).
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
    if (merged.length === 0)
      return { changes: changes.length, deliveries: 0, instantSearches: [], favouriteOwners: [] };
    const column = <T>(read: (change: (typeof merged)[number]) => T) => sql.param(merged.map(read));
    // What changed before a search was saved or a unit favourited was in front of the buyer then:
    // it is no news to them. Favourites hear of every change but a new unit.
    const [written] = await queryRows(
      tx,
      writtenRow,
      sql`with changes as materialized (
          select * from unnest(${column((c) => c.unitId)}::int[], ${column((c) => c.reason)}::alert_reason[],
            ${column((c) => c.oldPrice)}::int[], ${column((c) => c.newPrice)}::int[],
            ${column((c) => c.at.toISOString())}::timestamptz[]) as c(unit_id, reason, old_price, new_price, at)
        ),
        matches as (${matchingStatement(sql`array(select distinct unit_id from changes)`)}),
        owners as (${favouriteOwnersStatement(sql`array(select distinct unit_id from changes where reason <> 'new')`)}),
        written as (
          insert into alert_deliveries (unit_id, reason, old_price, new_price, user_id, saved_search_id)
          select c.unit_id, c.reason, c.old_price, c.new_price, m.user_id, m.saved_search_id
            from changes c join matches m on m.unit_id = c.unit_id and m.since < c.at
            where not ${freedByTheirOwnReservation(sql`m.user_id`)}
          union all
          select c.unit_id, c.reason, c.old_price, c.new_price, o.user_id, null
            from changes c join owners o on o.unit_id = c.unit_id and o.since < c.at
            where c.reason <> 'new' and not ${freedByTheirOwnReservation(sql`o.user_id`)}
          on conflict do nothing
          returning user_id, saved_search_id
        )
        select (select count(*)::int from written) as deliveries,
          array(select distinct w.saved_search_id from written w
            join saved_searches s on s.id = w.saved_search_id and s.frequency = 'instant') as instant_searches,
          array(select distinct w.user_id from written w where w.saved_search_id is null) as favourite_owners`,
    );
    return {
      changes: changes.length,
      deliveries: written?.deliveries ?? 0,
      instantSearches: written?.instant_searches ?? [],
      favouriteOwners: written?.favourite_owners ?? [],
    };
  });
}
