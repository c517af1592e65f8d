import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { oneQueryATurn } from "./one-query-a-turn";

const client = await PGlite.create();
afterAll(() => client.close());

/** What had happened when the query's answer came: a turn of the event loop asked for before it, or not. */
async function orderOf(run: () => Promise<unknown>) {
  const order: string[] = [];
  const turn = new Promise<void>((resolve) => setImmediate(resolve)).then(() => order.push("turn"));
  await run();
  const seen = [...order, "query"];
  await turn;
  return seen;
}

describe("PGlite taking one query a turn", () => {
  it("runs a query only once the event loop has come round", async () => {
    // The unwrapped client answers within the turn it was asked in: the case this exists for.
    expect(await orderOf(() => client.query("select 1"))).toEqual(["query"]);
    const queries = oneQueryATurn(client);
    expect(await orderOf(() => queries.query("select 1"))).toEqual(["turn", "query"]);
    expect(await orderOf(() => queries.exec("select 1"))).toEqual(["turn", "query"]);
    expect(await orderOf(() => queries.transaction((tx) => tx.query("select 1")))).toEqual(["turn", "query"]);
  });

  it("answers as the client does, and stays a PGlite to those who ask", async () => {
    const queries = oneQueryATurn(client);
    expect(queries).toBeInstanceOf(PGlite);
    expect((await queries.query<{ n: number }>("select $1::int as n", [7])).rows).toEqual([{ n: 7 }]);
    expect(queries.ready).toBe(true);
    await expect(queries.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
  });
});
