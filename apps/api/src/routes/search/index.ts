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
  unitSearchPageSchema,
  unitSearchQuerySchema,
} from "@capital/contract/search";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { queryRows } from "../../db/client";
import { fieldErrors } from "../../http-error";
import { paged } from "../catalogue/cards";
import { enrichedUnitsInOrder } from "../units/enriched-units";
import { textSearch } from "./text-search";
import { unitFilters, unitOrder } from "./unit-filters";

const SEARCHES = [
  { path: API_PATHS.searchResidential, type: "residential", slugs: RESIDENTIAL_SEARCH_CATEGORIES },
  { path: API_PATHS.searchInvestment, type: "investment", slugs: INVESTMENT_SEARCH_CATEGORIES },
] as const;

const search: FastifyPluginAsyncZod = async (app) => {
  for (const { path, type, slugs } of SEARCHES) {
    const categories = new Set<string | undefined>(slugs.map((slug) => categoryBySlug(slug)?.value));
    app.get(
      path,
      {
        config: { cache: { scope: "public" } },
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
        const where = unitFilters(type as UnitType, query);
        const [ids, total] = await Promise.all([
          // The page's ids first, from the indexes alone; then only those units are read whole.
          queryRows<{ id: number }>(
            app.db,
            sql`select u.id from units u where ${where} order by ${unitOrder(query.sort)}
                limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
          ),
          // Counting a quarter of a million matches costs more than the page itself; stop at the cap.
          queryRows<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from (select 1 from units u where ${where} limit ${SEARCH_COUNT_CAP + 1}) matches`,
          ),
        ]);
        const results = await enrichedUnitsInOrder(
          app.db,
          ids.map((row) => row.id),
        );
        reply.header("cache-control", "public, max-age=30");
        const counted = total[0]?.n ?? 0;
        const count = Math.min(counted, SEARCH_COUNT_CAP);
        return { ...paged(count, query, results), countCapped: counted > SEARCH_COUNT_CAP };
      },
    );
  }

  app.get(
    API_PATHS.textSearch,
    {
      config: { cache: { scope: "public" } },
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
