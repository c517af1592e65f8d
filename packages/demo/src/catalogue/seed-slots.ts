import type { Db } from "@capital/api/db/client";
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";

/**
 * A temporary table, dropped at commit: one row per run of units that share a place, a category and a
 * naming pattern. Units are then made from it in SQL, so no unit ever has to exist as an object in memory.
 */
export const seedSlots = pgTable("seed_slots", {
  id: integer("id").primaryKey(),
  firstUnitId: integer("first_unit_id").notNull(),
  unitCount: integer("unit_count").notNull(),
  projectId: integer("project_id").notNull(),
  mallFloorId: integer("mall_floor_id"),
  blockFloorId: integer("block_floor_id"),
  villaId: integer("villa_id"),
  floor: smallint("floor").notNull(),
  category: text("category").notNull(),
  type: text("type").notNull(),
  /** "Shop G-" is followed by the two-digit position; when `firstPosition` is 0 the name is complete. */
  namePrefix: text("name_prefix").notNull(),
  namePrefixArabic: text("name_prefix_arabic").notNull(),
  firstPosition: integer("first_position").notNull(),
  arabicDigits: boolean("arabic_digits").notNull(),
  /** A large apartment here may take the floor above too (a duplex apartment). */
  canSpan: boolean("can_span").notNull(),
});

export type SeedSlot = typeof seedSlots.$inferInsert;

export async function createSeedSlotsTable(tx: Db): Promise<void> {
  await tx.execute(sql`
    create temporary table seed_slots (
      id integer primary key,
      first_unit_id integer not null,
      unit_count integer not null,
      project_id integer not null,
      mall_floor_id integer,
      block_floor_id integer,
      villa_id integer,
      floor smallint not null,
      category text not null,
      type text not null,
      name_prefix text not null,
      name_prefix_arabic text not null,
      first_position integer not null,
      arabic_digits boolean not null,
      can_span boolean not null
    ) on commit drop`);
}
