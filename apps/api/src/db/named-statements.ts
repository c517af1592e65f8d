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

/** SQLSTATEs that say a kept statement no longer fits the schema or no longer exists. */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

/**
 * PGlite's `query` parses, describes and plans a statement afresh on every call, in six trips
 * into its WebAssembly: about 0.6 ms even for a query that reads one page of an index. Here each
 * text is parsed once into a named statement, and a call then binds and executes it in one trip
 * (0.17 ms). Results, errors and parsers are PGlite's own, so the client still answers as itself.
 */
export function withNamedStatements(client: PGlite, kept = KEPT_STATEMENTS): PGlite {
  const statements = new Map<string, Statement>();
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
    const name = `named_${++made}`;
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
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await send(serialize.close({ type: "S", name: oldest.name }), serialize.sync());
    }
    return statement;
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
    // Blobs and caller-chosen parameter types are PGlite's own business: it does them as always.
    if (options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await execute<T>(text, params, options);
        } catch (error) {
          if (!STALE_STATEMENT.has((error as { code?: string }).code ?? ""))
            throw withQuery(error, text, params);
          // A migration changed a table under a kept statement: prepare it again, once.
          statements.delete(text);
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
