import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { withNamedStatements } from "./named-statements";

const client = await PGlite.create();
afterAll(() => client.close());

beforeEach(async () => {
  await client.exec(
    "drop table if exists things; create table things (id serial primary key, name text unique)",
  );
  await client.exec("deallocate all");
});

const prepared = async () =>
  (
    await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements order by statement",
    )
  ).rows.map((row) => row.statement);

describe("PGlite queries as named statements", () => {
  it("answers every kind of query exactly as PGlite's own query does", async () => {
    const queries = withNamedStatements(client);
    const cases: [string, unknown[]][] = [
      ["insert into things (name) values ($1) returning *", ["شقة"]],
      ["update things set name = name || $1", ["-x"]],
      ["select * from things where name like $1", ["%"]],
      [
        "select $1::int[] as ids, $2::timestamptz as at, $3::jsonb as doc, $4::text as none",
        [[1, 2], new Date(0), { a: 1 }, null],
      ],
      ["delete from things where name = $1", ["nobody"]],
    ];
    for (const [text, params] of cases) {
      await client.exec("truncate things restart identity; insert into things (name) values ('one')");
      const expected = await client.query(text, params);
      await client.exec("truncate things restart identity; insert into things (name) values ('one')");
      expect(await queries.query(text, params), text).toEqual(expected);
    }
    expect((await queries.query("select 2 as n", [], { rowMode: "array" })).rows).toEqual([[2]]);
  });

  it("parses a text once however often it runs", async () => {
    const queries = withNamedStatements(client);
    for (const id of [1, 2, 3, 4, 5, 6, 7]) await queries.query("select * from things where id = $1", [id]);
    expect(await prepared()).toEqual(["select * from things where id = $1"]);
  });

  it("fails as PGlite does, and the next query is served", async () => {
    const queries = withNamedStatements(client);
    await queries.query("insert into things (name) values ($1)", ["taken"]);
    const own = await client
      .query("insert into things (name) values ($1)", ["taken"])
      .catch((error) => error);
    const named = await queries
      .query("insert into things (name) values ($1)", ["taken"])
      .catch((error) => error);
    expect(named).toBeInstanceOf(own.constructor);
    expect({ ...named, message: named.message }).toEqual({ ...own, message: own.message });
    await expect(queries.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    await expect(queries.query("select 1/0")).rejects.toMatchObject({ code: "22012", query: "select 1/0" });
    expect((await queries.query("select count(*)::int as n from things")).rows).toEqual([{ n: 1 }]);
  });

  it("prepares a statement again when a migration changes its table, closing the old one", async () => {
    const queries = withNamedStatements(client);
    await queries.query("select * from things");
    await client.exec("alter table things add column price int");
    expect((await queries.query("select * from things")).fields.map((field) => field.name)).toEqual([
      "id",
      "name",
      "price",
    ]);
    expect(await prepared()).toEqual(["select * from things"]);
    await client.exec("deallocate all");
    expect((await queries.query("select count(*)::int as n from things")).rows).toEqual([{ n: 0 }]);
  });

  it("runs a query that fails for other reasons once, and keeps one statement for it", async () => {
    const queries = withNamedStatements(client);
    const unsupported = "select date_part($1, $2::timestamp)";
    for (const _ of [1, 2, 3]) {
      await expect(queries.query(unsupported, ["timezone", "2020-01-01"])).rejects.toMatchObject({
        code: "0A000",
      });
    }
    expect(await prepared()).toEqual([unsupported]);
  });

  it("leaves a transaction opened by a BEGIN of someone's own to PGlite", async () => {
    const queries = withNamedStatements(client);
    await queries.query("select * from things");
    await queries.query("begin");
    await queries.query("alter table things add column price int");
    expect((await queries.query("select * from things")).fields).toHaveLength(3);
    await queries.query("rollback");
    expect((await queries.query("select * from things")).fields).toHaveLength(2);
  });

  it("names its statements apart from anyone else's on the same client", async () => {
    const [one, other] = [withNamedStatements(client), withNamedStatements(client)];
    expect((await one.query("select 1 as n")).rows).toEqual([{ n: 1 }]);
    expect((await other.query("select 2 as n")).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toHaveLength(2);
  });

  it("keeps only so many statements, closing the least recently run", async () => {
    const queries = withNamedStatements(client, 2);
    await queries.query("select 1 as a");
    await queries.query("select 2 as b");
    await queries.query("select 1 as a");
    await queries.query("select 3 as c");
    expect(await prepared()).toEqual(["select 1 as a", "select 3 as c"]);
    expect((await queries.query("select 2 as b")).rows).toEqual([{ b: 2 }]);
  });

  it("waits for a transaction in progress instead of running inside it", async () => {
    const queries = withNamedStatements(client);
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('inside')");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setImmediate(resolve));
    const count = queries.query<{ n: number }>("select count(*)::int as n from things");
    finish();
    await transaction;
    expect((await count).rows).toEqual([{ n: 0 }]);
  });

  it("stays a PGlite to those who ask", () => {
    const queries = withNamedStatements(client);
    expect(queries).toBeInstanceOf(PGlite);
    expect(queries.ready).toBe(true);
  });
});
