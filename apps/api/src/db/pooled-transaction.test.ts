import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseConfig } from "../env";
import { createScratchDatabase, usingPostgres } from "../testing/test-database";
import { releaseConnectionsOfFailedTransactions } from "./pooled-transaction";

/** A pool whose next BEGIN fails as it does on a connection the server has just closed. */
class PoolWithFailingBegin extends pg.Pool {
  failNextBegin = false;
  override async connect(): Promise<pg.PoolClient>;
  override async connect(...args: unknown[]): Promise<pg.PoolClient> {
    if (args.length > 0) throw new Error("callback form not used here");
    const client = await super.connect();
    const query = client.query.bind(client) as (...queryArgs: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      query: (...queryArgs: unknown[]) => {
        const text =
          typeof queryArgs[0] === "string" ? queryArgs[0] : (queryArgs[0] as { text?: string }).text;
        if (this.failNextBegin && text?.trim().toLowerCase() === "begin") {
          this.failNextBegin = false;
          return Promise.reject(new Error("Connection terminated unexpectedly"));
        }
        return query(...queryArgs);
      },
    });
    return client;
  }
}

describe.runIf(usingPostgres())("a pooled transaction whose BEGIN fails", () => {
  let pool: PoolWithFailingBegin;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const config = testDatabaseConfig();
    if (config.kind !== "postgres") return;
    const scratch = await createScratchDatabase(config.url);
    drop = scratch.drop;
    pool = new PoolWithFailingBegin({ connectionString: scratch.url, max: 1, connectionTimeoutMillis: 2000 });
    // As openPostgres does: a connection still closing when the scratch database is dropped hears
    // the server's "terminating connection", which must not become an uncaught exception.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
  });
  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it("gives its connection back, so a pool of one still serves the next transaction", async () => {
    releaseConnectionsOfFailedTransactions();
    const db = drizzle({ client: pool });
    pool.failNextBegin = true;
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
    const rows = await db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)).rows);
    expect(rows).toEqual([{ two: 2 }]);
    expect(pool.totalCount).toBeLessThanOrEqual(1);
  });
});
