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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fieldErrors } from "../../http-error";
import { paged } from "../../paging";
import { enrichedUnitsInOrder } from "../../units/enriched-units";
import { textSearch } from "./text-search";
import { searchUnitIds } from "./unit-search";

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
