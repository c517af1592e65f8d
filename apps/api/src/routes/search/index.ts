import {
  categoryBySlug,
  INVESTMENT_SEARCH_CATEGORIES,
  RESIDENTIAL_SEARCH_CATEGORIES,
  type UnitType,
} from "@capital/contract/catalogue";
import { SEARCH_COUNT_CAP } from "@capital/contract/constants";
import { pageOf } from "@capital/contract/paging";
import { searchRoutes } from "@capital/contract/routes/search-routes";
import type { UnitSearchQuery } from "@capital/contract/search";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fieldErrors } from "../../http-error";
import { enrichedUnitsInOrder } from "../../units/enriched-units";
import { textSearch } from "./text-search";
import { searchUnitIds } from "./unit-search";

const search: FastifyPluginAsyncZod = async (app) => {
  /** One category family's unit search: its own categories only, counted up to the cap. */
  const unitSearch = (type: UnitType, slugs: readonly string[]) => {
    const categories = new Set<string | undefined>(slugs.map((slug) => categoryBySlug(slug)?.value));
    return async (request: { query: UnitSearchQuery }, reply: FastifyReply) => {
      const query = request.query;
      if (query.category && !categories.has(query.category))
        throw fieldErrors({ category: ["invalidChoice"] });
      const { counted, ids } = await searchUnitIds(app.db, type, query);
      const results = await enrichedUnitsInOrder(app.db, ids);
      reply.header("cache-control", "public, max-age=30");
      const count = Math.min(counted, SEARCH_COUNT_CAP);
      return { ...pageOf(count, query, results), countCapped: counted > SEARCH_COUNT_CAP };
    };
  };
  const publicAnswer = { cache: { scope: "public" } } as const;

  app.route({
    ...searchRoutes.searchResidential,
    config: publicAnswer,
    handler: unitSearch("residential", RESIDENTIAL_SEARCH_CATEGORIES),
  });
  app.route({
    ...searchRoutes.searchInvestment,
    config: publicAnswer,
    handler: unitSearch("investment", INVESTMENT_SEARCH_CATEGORIES),
  });

  app.route({
    ...searchRoutes.textSearch,
    config: publicAnswer,
    handler: async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return textSearch(app.db, request.query);
    },
  });
};

export default search;
