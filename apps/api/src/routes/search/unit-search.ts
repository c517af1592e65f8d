import type { UnitType } from "@capital/contract/catalogue";
import { SEARCH_COUNT_CAP } from "@capital/contract/constants";
import type { UnitSearchQuery } from "@capital/contract/search";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { jsonColumn } from "../../db/row-schemas";
import {
  compareSortKeys,
  needsPlanLookup,
  sortKeyOrder,
  unitFilters,
  unitOrder,
  unitSortKey,
} from "./unit-filters";

/** One page of a unit search: its ids, and how many units match, exactly up to the cap, past it any more. */
export type UnitSearchIds = { counted: number; ids: number[] };

const sortedPair = z.tuple([z.number().int(), z.number()]);

/**
 * The matches among one share of the units, counted up to a limit. Below it, `top` holds the
 * share's first page's worth of ids with their sort keys; at it, `page` (when asked for) holds the
 * page of the whole search, read in the sort order's own index.
 */
const shareRow = z.object({
  n: z.number().int(),
  top: jsonColumn(z.array(sortedPair)).nullable(),
  page: z.array(z.number().int()).nullable(),
});
type Share = z.output<typeof shareRow> & { part: number };

/**
 * The ids of one page of a unit search and the number of matches. The matches are counted up to
 * one past the cap, in whichever index narrows the filters most, keeping the first page's worth of
 * ids with their sort keys: when they end below the cap, the count is exact and the page is theirs.
 * Only a search past the cap reads its page in its sort order's own index, where matches are dense
 * near the start, in the same statement.
 *
 * Asking for instalment years or a deposit makes each candidate cost a look-up of its plans, most
 * of a search's time: then the units are shared between two connections by id parity, one core
 * each, and each share is counted up to one past half the cap.
 */
export async function searchUnitIds(db: Db, type: UnitType, query: UnitSearchQuery): Promise<UnitSearchIds> {
  const where = unitFilters(type, query);
  const parts = needsPlanLookup(query) ? 2 : 1;
  const count = (part: number, limit: number, page: boolean) =>
    countShare(db, where, query, { part, parts, limit, page });

  // The first share reads the page should the cap be passed.
  let shares = await Promise.all(
    Array.from({ length: parts }, (_, part) =>
      count(part, Math.floor(SEARCH_COUNT_CAP / parts) + 1, part === 0),
    ),
  );
  const cut = shares.find((share) => share.top === null);
  const whole = shares.find((share) => share.top !== null);
  if (cut && whole) {
    // One share went past its limit and the other did not: the first decides whether the cap is passed.
    const rest = SEARCH_COUNT_CAP + 1 - whole.n;
    shares = [whole, rest > cut.n ? await count(cut.part, rest, true) : cut];
  }
  if (shares.every((share) => share.top !== null)) {
    const offset = (query.page - 1) * query.page_size;
    const pairs = shares.flatMap((share) => share.top ?? []).sort(compareSortKeys(query.sort));
    const counted = shares.reduce((sum, share) => sum + share.n, 0);
    return { counted, ids: pairs.slice(offset, offset + query.page_size).map(([id]) => id) };
  }
  // Past the cap: the first share or the one counted on read the page, unless the first ended at
  // exactly half the cap and only the second went past; then it is read now.
  const page = shares.find((share) => share.page !== null)?.page ?? (await count(0, 0, true)).page;
  return { counted: SEARCH_COUNT_CAP + 1, ids: page ?? [] };
}

async function countShare(
  db: Db,
  where: SQL,
  query: UnitSearchQuery,
  { part, parts, limit, page }: { part: number; parts: number; limit: number; page: boolean },
): Promise<Share> {
  const share = parts > 1 ? sql` and u.id % ${parts} = ${part}` : sql``;
  const offset = (query.page - 1) * query.page_size;
  const end = offset + query.page_size;
  const readPage = page
    ? sql`case when n >= ${limit} then array(
        select u.id from units u where ${where} order by ${unitOrder(query.sort)}
        limit ${query.page_size} offset ${offset}) end`
    : sql`null::int[]`;
  const [row] = await queryRows(
    db,
    shareRow,
    sql`with matches as materialized (
            select u.id, ${unitSortKey(query.sort)} as sort_key from units u
            where ${where}${share} limit ${limit})
          select n, case when n < ${limit} then (
              select coalesce(json_agg(json_build_array(id, sort_key) order by ${sortKeyOrder(query.sort)}), '[]')
              from (select id, sort_key from matches order by ${sortKeyOrder(query.sort)} limit ${end}) top
            ) end as top, ${readPage} as page
          from (select count(*)::int as n from matches) counted`,
  );
  return { part, n: row?.n ?? 0, top: row?.top ?? null, page: row?.page ?? null };
}
