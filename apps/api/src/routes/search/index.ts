import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import {
  categoryBySlug,
  INVESTMENT_SEARCH_CATEGORIES,
  RESIDENTIAL_SEARCH_CATEGORIES,
  type UnitType,
} from "@capital/contract/catalogue";
import { SEARCH_COUNT_CAP } from "@capital/contract/constants";
import { pagedSchema } from "@capital/contract/paging";
import {
  textSearchHitSchema,
  textSearchQuerySchema,
  type UnitSearchQuery,
  unitSearchPageSchema,
  unitSearchQuerySchema,
} from "@capital/contract/search";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Db, queryRows } from "../../db/client";
import { fieldErrors } from "../../http-error";
import { paged } from "../catalogue/cards";
import { enrichedUnitsInOrder } from "../units/enriched-units";
import { textSearch } from "./text-search";
import { sortKeyOrder, unitFilters, unitOrder, unitSortKey } from "./unit-filters";

const SEARCHES = [
  { path: API_PATHS.searchResidential, type: "residential", slugs: RESIDENTIAL_SEARCH_CATEGORIES },
  { path: API_PATHS.searchInvestment, type: "investment", slugs: INVESTMENT_SEARCH_CATEGORIES },
] as const;

/**
 * The ids of one page of a unit search, and how many units match up to one past the cap. One pass
 * over the matches, in whichever index narrows the filters most, stops one past the cap; when that
 * is all of them, the page is sorted from the sort keys read beside the ids. Only a search with
 * more matches than the cap reads its page in the sort order's own index, where matches are dense.
 */
async function searchUnitIds(db: Db, type: UnitType, query: UnitSearchQuery) {
  const where = unitFilters(type, query);
  const offset = (query.page - 1) * query.page_size;
  return db.transaction(async (tx) => {
    // For this transaction only: no parallel workers, whose start (a new process each, with cold
    // caches) costs more than the scans they would share on a small server, and no JIT, whose
    // compiling costs more than running any of these queries.
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    );
    const [matched] = await queryRows<{ n: number; ids: number[] | null }>(
      tx,
      sql`with matches as materialized (
            select u.id, ${unitSortKey(query.sort)} as sort_key from units u where ${where}
            limit ${SEARCH_COUNT_CAP + 1})
          select n, case when n <= ${SEARCH_COUNT_CAP} then array(
              select id from matches order by ${sortKeyOrder(query.sort)}
              limit ${query.page_size} offset ${offset}) end as ids
          from (select count(*)::int as n from matches) counted`,
    );
    const counted = matched?.n ?? 0;
    if (counted <= SEARCH_COUNT_CAP) return { counted, ids: matched?.ids ?? [] };
    const page = await queryRows<{ id: number }>(
      tx,
      sql`select u.id from units u where ${where} order by ${unitOrder(query.sort)}
          limit ${query.page_size} offset ${offset}`,
    );
    return { counted, ids: page.map((row) => row.id) };
  });
}

const search: FastifyPluginAsyncZod = async (app) => {
  for (const { path, type, slugs } of SEARCHES) {
    const categories = new Set<string | undefined>(slugs.map((slug) => categoryBySlug(slug)?.value));
    app.get(
      path,
      {
        schema: {
          tags: ["search"],
          summary: `Search ${type} units with SPEC.md's filters; omitted filters do not filter`,
          querystring: unitSearchQuerySchema,
          response: { 200: unitSearchPageSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if (query.category && !categories.has(query.category))
          throw fieldErrors({ category: ["invalidChoice"] });
        const { counted, ids } = await searchUnitIds(app.db, type as UnitType, query);
        const results = await enrichedUnitsInOrder(app.db, ids);
        reply.header("cache-control", "public, max-age=30");
        const count = Math.min(counted, SEARCH_COUNT_CAP);
        return { ...paged(count, query, results), countCapped: counted > SEARCH_COUNT_CAP };
      },
    );
  }

  app.get(
    API_PATHS.textSearch,
    {
      schema: {
        tags: ["search"],
        summary: "Text search of projects, companies, locations and units, in English and Arabic",
        querystring: textSearchQuerySchema,
        response: { 200: pagedSchema(textSearchHitSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, page, page_size } = request.query;
      reply.header("cache-control", "public, max-age=60");
      return textSearch(app.db, q, page, page_size);
    },
  );
};

export default search;
