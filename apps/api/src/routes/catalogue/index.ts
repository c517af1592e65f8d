import { apiErrorSchema } from "@capital/contract/api-error";
import { API_PATHS } from "@capital/contract/api-paths";
import {
  companySchema,
  compoundSchema,
  homeSchema,
  idParamsSchema,
  locationSchema,
  mallSchema,
} from "@capital/contract/catalogue-api";
import { pagedSchema, pageQuerySchema } from "@capital/contract/paging";
import {
  companyCardSchema,
  compoundCardSchema,
  locationCardSchema,
  mallCardSchema,
} from "@capital/contract/projects";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http-error";
import { paged, pageWindow, type Window } from "../../paging";
import { parseId } from "../../parse-id";
import {
  companyCards,
  compoundCards,
  countCompanies,
  countCompounds,
  countLocations,
  countMalls,
  locationCards,
  mallCards,
  unitsPerLocation,
} from "./cards";
import { companyDetail } from "./company-detail";
import { compoundDetail } from "./compound-detail";
import { categoryTiles, homeData } from "./home";
import { locationDetail } from "./location-detail";
import { mallDetail } from "./mall-detail";
import { memoFor } from "./memo";

/** Public catalogue data may be cached briefly; the ETag plugin answers 304 when it has not changed. */
function publicCache(reply: FastifyReply, seconds = 60) {
  reply.header("cache-control", `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

const tags = ["catalogue"];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

const MINUTE = 60_000;

const catalogue: FastifyPluginAsyncZod = async (app) => {
  const tiles = memoFor(MINUTE, () => categoryTiles(app.db));
  const locationCounts = memoFor(MINUTE, () => unitsPerLocation(app.db));

  app.get(
    API_PATHS.home,
    {
      config: { cache: { scope: "public" } },
      schema: { tags, summary: "Everything the home page shows", response: { 200: homeSchema } },
    },
    async (_request, reply) => {
      publicCache(reply);
      return homeData(app.db, tiles);
    },
  );

  const lists = [
    { path: API_PATHS.malls, card: mallCardSchema, rows: mallCards, count: countMalls, what: "Malls" },
    {
      path: API_PATHS.compounds,
      card: compoundCardSchema,
      rows: compoundCards,
      count: countCompounds,
      what: "Compounds",
    },
    {
      path: API_PATHS.companies,
      card: companyCardSchema,
      rows: companyCards,
      count: countCompanies,
      what: "Developer companies",
    },
    {
      path: API_PATHS.locations,
      card: locationCardSchema,
      rows: async (db: Db, window: Window) => locationCards(db, window, await locationCounts()),
      count: countLocations,
      what: "Locations",
    },
  ] as const;
  for (const list of lists) {
    app.get(
      list.path,
      {
        config: { cache: { scope: "public" } },
        schema: {
          tags,
          summary: `${list.what}, as cards, a page at a time`,
          querystring: pageQuerySchema,
          response: { 200: pagedSchema(list.card), ...errors },
        },
      },
      async (request, reply) => {
        const [results, count] = await Promise.all([
          list.rows(app.db, pageWindow(request.query)),
          list.count(app.db),
        ]);
        publicCache(reply);
        return paged(count, request.query, results as never[]);
      },
    );
  }

  const details = [
    { path: API_PATHS.mall, schema: mallSchema, load: mallDetail, missing: "mallNotFound", what: "A mall" },
    {
      path: API_PATHS.compound,
      schema: compoundSchema,
      load: compoundDetail,
      missing: "compoundNotFound",
      what: "A compound",
    },
    {
      path: API_PATHS.company,
      schema: companySchema,
      load: companyDetail,
      missing: "companyNotFound",
      what: "A developer company",
    },
    {
      path: API_PATHS.location,
      schema: locationSchema,
      load: locationDetail,
      missing: "locationNotFound",
      what: "A location",
    },
  ] as const;
  for (const detail of details) {
    app.get(
      detail.path,
      {
        config: { cache: { scope: "public" } },
        schema: {
          tags,
          summary: `${detail.what}, whole`,
          params: idParamsSchema,
          response: { 200: detail.schema, ...errors },
        },
      },
      async (request, reply) => {
        const found = await detail.load(app.db, parseId(request.params.id, detail.missing));
        if (!found) throw notFound(detail.missing);
        publicCache(reply);
        return found;
      },
    );
  }
};

export default catalogue;
