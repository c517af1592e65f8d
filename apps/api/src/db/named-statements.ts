import { randomBytes } from "node:crypto";
import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

type Statement = {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it. */
  parameterTypes: number[];
  /** The statement's row description (or "no data"), which an execution alone does not send. */
  description: BackendMessage[];
};

/** How many statements stay prepared; the least recently run is closed to make room. */
export const KEPT_STATEMENTS = 500;

/** A kept statement that a migration changed the table of, or that someone deallocated. */
function isStale(error: unknown) {
  const { code, message } = error as { code?: string; message?: string };
  return code === "26000" || (code === "0A000" && message === "cached plan must not change result type");
}

/**
 * PGlite's `query` parses, describes and plans a statement afresh on every call, in six trips
 * into its WebAssembly: about 0.6 ms even for a query that reads one page of an index. Here each
 * text is parsed once into a named statement, and a call then binds and executes it in one trip
 * (0.17 ms). Results, errors and parsers are PGlite's own, so the client still answers as itself.
 * Plans are PostgreSQL's choice for a prepared statement: planned for its values at first, then a
 * generic plan once that is estimated to cost no more.
 */
export function withNamedStatements(client: PGlite, kept = KEPT_STATEMENTS): PGlite {
  const statements = new Map<string, Statement>();
  // Names of their own, so nothing else that prepares statements on this client meets them.
  const prefix = `named_${randomBytes(4).toString("hex")}_`;
  let made = 0;

  const send = (...messages: Uint8Array[]) =>
    client.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `${prefix}${++made}`;
    const { serialize } = protocol;
    const answer = await send(
      serialize.parse({ name, text }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    );
    const parameters = answer.find((message) => message.name === "parameterDescription") as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      description: answer.filter((message) => message.name === "rowDescription" || message.name === "noData"),
    };
    statements.set(text, statement);
    if (statements.size > kept) {
      const [oldestText] = statements.keys();
      if (oldestText !== undefined) await forget(oldestText);
    }
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await send(protocol.serialize.close({ type: "S", name: statement.name }), protocol.serialize.sync());
  }

  async function execute<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const answer = await send(
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    );
    await client.syncToFs();
    return parse.parseResults(
      [...statement.description, ...answer],
      client.parsers,
      options,
    )[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await client._checkReady();
    // Blobs, caller-chosen parameter types and a transaction someone opened with a BEGIN of their
    // own are PGlite's business: it does them as always.
    if (options?.blob || options?.paramTypes || client.isInTransaction()) {
      return client.query<T>(text, params, options);
    }
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await execute<T>(text, params, options);
        } catch (error) {
          if (!isStale(error)) throw withQuery(error, text, params);
          await forget(text);
          return execute<T>(text, params, options).catch((again) => {
            throw withQuery(again, text, params);
          });
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The failed query on its error, as PGlite's own `query` leaves it. */
function withQuery(error: unknown, query: string, params: unknown[]) {
  if (error && typeof error === "object") Object.assign(error, { query, params });
  return error;
}

function concat(messages: Uint8Array[]) {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    whole.set(message, at);
    at += message.length;
  }
  return whole;
}
