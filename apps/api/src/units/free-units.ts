import { sql } from "drizzle-orm";
import { units } from "../db/schema";

/** A unit's id while it is free, else null: `count(freeUnitId)` counts a group's free units. */
export const freeUnitId = sql`case when ${units.status} = 'free' then ${units.id} end`;
