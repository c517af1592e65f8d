import type { SavedUnit } from "@capital/contract/saved-units";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites } from "../../db/schema";
import { enrichedUnitsInOrder } from "../../units/enriched-units";

/** A user's favourites, newest first, each with its enriched unit; `unitId` keeps only that unit's. */
export async function favouriteUnits(db: Db, userId: number, unitId?: number) {
  const items = await db
    .select({ id: favourites.id, unitId: favourites.unitId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(
      and(eq(favourites.userId, userId), unitId === undefined ? undefined : eq(favourites.unitId, unitId)),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return withUnits(db, items);
}

async function withUnits(
  db: Db,
  items: { id: number; unitId: number; createdAt: Date }[],
): Promise<SavedUnit[]> {
  if (items.length === 0) return [];
  const units = await enrichedUnitsInOrder(
    db,
    items.map((i) => i.unitId),
  );
  const byId = new Map(units.map((u) => [u.id, u]));
  return items.flatMap((item) => {
    const unit = byId.get(item.unitId);
    return unit ? [{ id: item.id, createdAt: item.createdAt.toISOString(), unit }] : [];
  });
}
