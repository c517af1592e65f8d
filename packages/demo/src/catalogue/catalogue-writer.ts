import type { Db } from "@capital/api/db/client";
import {
  blockFloors,
  blocks,
  companies,
  locations,
  mallFloors,
  projects,
  units,
  villas,
} from "@capital/api/db/schema";
import { getTableColumns, max } from "drizzle-orm";
import { type SeedSlot, seedSlots } from "./seed-slots";

type Rows = {
  companies: typeof companies.$inferInsert;
  locations: typeof locations.$inferInsert;
  projects: typeof projects.$inferInsert;
  mallFloors: typeof mallFloors.$inferInsert;
  blocks: typeof blocks.$inferInsert;
  blockFloors: typeof blockFloors.$inferInsert;
  villas: typeof villas.$inferInsert;
  slots: SeedSlot;
};
type TableName = keyof Rows;

/** Parents before children, so a flush never breaks a foreign key. */
const TABLES = {
  companies,
  locations,
  projects,
  mallFloors,
  blocks,
  blockFloors,
  villas,
  slots: seedSlots,
} as const;
const FLUSH_ORDER = Object.keys(TABLES) as TableName[];

/** Tables whose ids the generator assigns itself, so rows can point at each other before they are written. */
export const ID_TABLES = [
  companies,
  locations,
  projects,
  mallFloors,
  blocks,
  blockFloors,
  villas,
  units,
] as const;

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;
const BUFFERED_ROWS = 20_000;
/** Units are made from the slots in runs of about this many, to keep each statement a reasonable size. */
const UNITS_PER_CHUNK = 50_000;

export type UnitChunk = { fromSlot: number; toSlot: number; fromUnit: number; toUnit: number };

/**
 * Buffers catalogue rows and writes them in large multi-row inserts. Ids are handed out here, starting
 * after the highest id already in each table, so the same input always gives the same rows.
 */
export class CatalogueWriter {
  private readonly buffers = new Map<TableName, unknown[]>();
  private buffered = 0;
  private readonly nextIds: Record<TableName | "units", number>;
  private readonly counts: Record<TableName | "units", number>;
  private readonly chunks: UnitChunk[] = [];
  private chunkStart: { slot: number; unit: number } | undefined;

  private constructor(
    private readonly tx: Db,
    readonly firstIds: Record<TableName | "units", number>,
  ) {
    this.nextIds = { ...firstIds };
    this.counts = Object.fromEntries(Object.keys(firstIds).map((key) => [key, 0])) as Record<
      TableName | "units",
      number
    >;
  }

  static async open(tx: Db): Promise<CatalogueWriter> {
    const next = async (table: (typeof ID_TABLES)[number]) => {
      const [row] = await tx.select({ value: max(table.id) }).from(table);
      return (row?.value ?? 0) + 1;
    };
    return new CatalogueWriter(tx, {
      companies: await next(companies),
      locations: await next(locations),
      projects: await next(projects),
      mallFloors: await next(mallFloors),
      blocks: await next(blocks),
      blockFloors: await next(blockFloors),
      villas: await next(villas),
      units: await next(units),
      slots: 1,
    });
  }

  nextId(table: TableName): number {
    return this.nextIds[table];
  }

  count(table: TableName | "units"): number {
    return this.counts[table];
  }

  /** Queues a row with the next id of its table and returns that id. */
  async add<T extends Exclude<TableName, "slots">>(table: T, row: Omit<Rows[T], "id">): Promise<number> {
    const id = this.nextIds[table]++;
    this.counts[table]++;
    await this.push(table, { ...row, id });
    return id;
  }

  /** Queues `count` units of one kind in one place; they are made later by `insertUnits`. */
  async addUnits(slot: Omit<SeedSlot, "id" | "firstUnitId" | "unitCount">, count: number): Promise<void> {
    if (count <= 0) return;
    const id = this.nextIds.slots++;
    this.counts.slots++;
    const firstUnitId = this.nextIds.units;
    this.nextIds.units += count;
    this.counts.units += count;
    this.chunkStart ??= { slot: id, unit: firstUnitId };
    if (this.nextIds.units - this.chunkStart.unit >= UNITS_PER_CHUNK) this.closeChunk(id);
    await this.push("slots", { ...slot, id, firstUnitId, unitCount: count });
  }

  /** Writes everything still buffered and returns the runs of slots to turn into units. */
  async finish(): Promise<UnitChunk[]> {
    await this.flush();
    if (this.chunkStart) this.closeChunk(this.nextIds.slots - 1);
    return this.chunks;
  }

  private closeChunk(lastSlot: number) {
    if (!this.chunkStart) return;
    this.chunks.push({
      fromSlot: this.chunkStart.slot,
      toSlot: lastSlot,
      fromUnit: this.chunkStart.unit,
      toUnit: this.nextIds.units - 1,
    });
    this.chunkStart = undefined;
  }

  private async push(table: TableName, row: unknown) {
    const buffer = this.buffers.get(table) ?? [];
    buffer.push(row);
    this.buffers.set(table, buffer);
    if (++this.buffered >= BUFFERED_ROWS) await this.flush();
  }

  private async flush() {
    for (const table of FLUSH_ORDER) {
      const rows = this.buffers.get(table);
      if (!rows || rows.length === 0) continue;
      const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(TABLES[table])).length);
      for (let i = 0; i < rows.length; i += perStatement) {
        // The row types are checked in `add`; here every table takes its own rows.
        await this.tx.insert(TABLES[table]).values(rows.slice(i, i + perStatement) as never[]);
      }
      this.buffers.set(table, []);
    }
    this.buffered = 0;
  }
}
