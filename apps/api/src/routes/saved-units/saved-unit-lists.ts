import type { SavedUnit } from "@capital/contract/saved-units";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import { enrichedUnitsInOrder } from "../../units/enriched-units";

/** A user's favourites or active bookings, newest first, each with its enriched unit. */
export async function savedUnits(
  db: Db,
  table: "favourites" | "bookings",
  userId: number,
  only?: SQL,
): Promise<SavedUnit[]> {
  const source = table === "favourites" ? sql`favourites` : sql`bookings`;
  const active = table === "bookings" ? sql`and s.status = 'active'` : sql``;
  const items = await queryRows<{ id: number; unit_id: number; created_at: Date | string }>(
    db,
    sql`select s.id, s.unit_id, s.created_at from ${source} s
        where s.user_id = ${userId} ${active} ${only ? sql`and ${only}` : sql``}
        order by s.created_at desc, s.id desc`,
  );
  if (items.length === 0) return [];
  const units = await enrichedUnitsInOrder(
    db,
    items.map((i) => i.unit_id),
  );
  const byId = new Map(units.map((u) => [u.id, u]));
  return items.flatMap((item) => {
    const unit = byId.get(item.unit_id);
    return unit ? [{ id: item.id, createdAt: new Date(item.created_at).toISOString(), unit }] : [];
  });
}
