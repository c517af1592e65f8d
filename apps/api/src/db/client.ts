import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { z } from "zod";
import { API_DIR } from "../package-dir";
import { lockDataDir } from "./data-dir-lock";
import { withNamedStatements } from "./named-statements";
import { oneQueryATurn } from "./one-query-a-turn";
import { releaseConnectionsOfFailedTransactions } from "./pooled-transaction";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `work` while holding a cluster-wide lock, so concurrent instances migrate and seed one at a time. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The rows of `text`, a query whose one parameter `$1` is an `int[]`, prepared the first time a
   * connection runs it (under `name` on PostgreSQL; on PGlite every query is, named-statements.ts)
   * and planned from then on as PostgreSQL decides (a generic plan once it costs no more): planning
   * a join of half a dozen tables costs more than running it.
   */
  preparedByIds(name: string, text: string, ids: readonly number[]): Promise<unknown[]>;
  /** Tells every other instance on this database (PostgreSQL NOTIFY). */
  broadcast(channel: string, payload: string): Promise<void>;
  /**
   * Raw SQL for the job runner (pg-boss): a text with values runs as one parameterised statement;
   * one without may hold several statements (its schema migrations, its BEGIN … COMMIT blocks).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Hears what other instances broadcast on `channel`; resolves to the way to stop listening. */
  subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ChannelListener = {
  message(payload: string): void;
  /** The connection dropped: messages may be missed until `restored`. */
  lost(): void;
  restored(): void;
};

/**
 * The rows of a raw SQL query, parsed by `row`. Where a query is better as SQL than as Drizzle's
 * builder, its row schema is the one place its row type is written, and it is checked on every
 * call (about 2 µs a row): a query and its type cannot drift apart without every test that runs
 * the query failing, on both drivers. Both answer `{ rows }`; where they differ, the schema
 * settles it (`jsonColumn` in row-schemas.ts).
 */
export async function queryRows<Row extends z.ZodType>(
  db: Db,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
  return rows.map((value) => row.parse(value));
}

/** The prepared-query runner of each opened database, by its Drizzle handle (see `preparedByIds`). */
const runners = new WeakMap<Db, Database["preparedByIds"]>();

/**
 * The rows of a prepared query on `db` (Database.preparedByIds), or, on a handle that was not
 * opened here (a transaction), of the same query planned this once.
 */
export async function preparedByIds(db: Db, name: string, text: string, ids: readonly number[]) {
  const run = runners.get(db);
  if (run) return run(name, text, ids);
  const [before = "", after = ""] = text.split("$1");
  const query = sql`${sql.raw(before)}${sql.param([...ids])}${sql.raw(after)}`;
  const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
  return rows;
}

export const MIGRATIONS_FOLDER = path.join(API_DIR, "drizzle");

/** An advisory lock key that is ours: "capital" in ASCII. */
const STARTUP_LOCK_KEY = 0x6361706974616c;

export type DatabaseConfig =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a dropped LISTEN connection waits before it connects again (default 1 s). */
      relistenDelayMs?: number;
    }
  | {
      kind: "pglite";
      dataDir?: string;
      /**
       * In memory only: start from this data directory (`migratedPgliteImage`) instead of an empty
       * one, which skips PGlite's initdb, the slowest part of opening it.
       */
      image?: Blob;
    };

/** Opens the database and applies pending migrations in one transaction (never half-migrated). */
export async function openDatabase(
  config: DatabaseConfig,
  options: { migrationsFolder?: string } = {},
): Promise<Database> {
  const database = config.kind === "postgres" ? await openPostgres(config) : await openPglite(config);
  runners.set(database.db, database.preparedByIds);
  try {
    await database.exclusive(() => migrateDatabase(database, options.migrationsFolder ?? MIGRATIONS_FOLDER));
  } catch (error) {
    await database.close();
    throw new Error(`Database migration failed; nothing was changed: ${describe(error)}`, { cause: error });
  }
  return database;
}

/**
 * A migrated, empty embedded database as a data-directory image. Tests open one per file: loading
 * this image takes a third of the time of an empty database's initdb and the migrations.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPglite(config: { dataDir?: string; image?: Blob }): Promise<Database> {
  const dir = config.dataDir ? path.join(config.dataDir, "pglite") : undefined;
  const release = dir ? lockDataDir(dir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(config.image && !dir ? { loadDataDir: config.image } : {}),
    });
  } catch (error) {
    release();
    throw new Error(`Cannot open the embedded database at ${dir}: ${describe(error)}`, { cause: error });
  }
  const queries = oneQueryATurn(withNamedStatements(client));
  const db = drizzlePglite({ client: queries, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // Every query is a named statement here (named-statements.ts), this one too.
    preparedByIds: async (_name, text, ids) => (await queries.query(text, [ids])).rows,
    // PGlite is one connection inside this process: there is no one else to lock out or tell.
    exclusive: (work) => work(),
    // PGlite's exec takes several statements but no values; its query takes values but one statement.
    async executeSql(text, values) {
      if (!values || values.length === 0) return { rows: (await queries.exec(text)).at(-1)?.rows ?? [] };
      return queries.query(text, values);
    },
    broadcast: async () => {},
    subscribe: async () => async () => {},
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(config: {
  url: string;
  poolSize?: number;
  relistenDelayMs?: number;
}): Promise<Database> {
  releaseConnectionsOfFailedTransactions();
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    // While the server is down, a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // No parallel workers, whose start (a new process each, with cold caches) costs more than the
    // scans they would share on a small server, and no JIT, whose compiling costs more than running
    // any of the app's queries. Set once per connection: a statement to set them per query (in a
    // transaction of its own) cost three round trips a search.
    options: "-c max_parallel_workers_per_gather=0 -c jit=off",
  });
  // A connection the server closes (a restart, a failover, a terminated backend) must not take the
  // process down. An idle one is the pool's: it drops it and opens a new one for the next query.
  pool.on("error", (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  // One a request holds (in a transaction, between queries) emits "error" on itself, with nobody
  // listening, which Node turns into an uncaught exception. Its query fails (the request answers
  // 503), and the pool discards it when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error(`PostgreSQL closed a connection in use: ${error.message}`));
  });
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL at ${redact(config.url)}: ${describe(error)}`, {
      cause: error,
    });
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    // node-postgres prepares a named statement on each connection the first time it runs there.
    async preparedByIds(name, text, ids) {
      return (await pool.query({ name, text, values: [ids] })).rows;
    },
    async exclusive(work) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    // Without values pg sends the simple protocol, which takes several statements.
    executeSql: (text, values) => (values && values.length > 0 ? pool.query(text, values) : pool.query(text)),
    async broadcast(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    subscribe: (channel, listener) =>
      listen(config.url, channel, listener, config.relistenDelayMs ?? RELISTEN_DELAY_MS),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/** LISTEN on a connection of its own, opened again (and `restored` said) whenever it drops. */
async function listen(url: string, channel: string, listener: ChannelListener, relistenDelayMs: number) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("error", () => {}); // always followed by "end", handled below
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) return void (await next.end());
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.message(message.payload);
    });
    next.once("end", () => {
      if (stopped) return;
      listener.lost();
      reconnectLater();
    });
    client = next;
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      connect().then(listener.restored, reconnectLater);
    }, relistenDelayMs);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function migrateDatabase(database: Database, migrationsFolder: string) {
  const options = { migrationsFolder };
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, options);
  } else {
    await migratePg(database.db as never, options);
  }
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
