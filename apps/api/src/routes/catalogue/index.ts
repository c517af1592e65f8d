import type { MessageCode } from "@capital/contract/errors";
import { type PageQuery, type PageWindow, pageOf, pageWindow } from "@capital/contract/paging";
import { catalogueRoutes } from "@capital/contract/routes/catalogue-routes";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http-error";
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

const MINUTE = 60_000;
const publicAnswer = { cache: { scope: "public" } } as const;

const catalogue: FastifyPluginAsyncZod = async (app) => {
  const tiles = memoFor(MINUTE, () => categoryTiles(app.db));
  const locationCounts = memoFor(MINUTE, () => unitsPerLocation(app.db));
  app.responseCache.onEverything(() => {
    tiles.forget();
    locationCounts.forget();
  });

  app.route({
    ...catalogueRoutes.home,
    config: publicAnswer,
    handler: async (_request, reply) => {
      publicCache(reply);
      return homeData(app.db, tiles);
    },
  });

  /** A page of cards: the rows of the page and the count of all, read together. */
  const cardPage =
    <Card>(rows: (db: Db, window: PageWindow) => Promise<Card[]>, count: (db: Db) => Promise<number>) =>
    async (request: { query: PageQuery }, reply: FastifyReply) => {
      const [results, total] = await Promise.all([rows(app.db, pageWindow(request.query)), count(app.db)]);
      publicCache(reply);
      return pageOf(total, request.query, results);
    };
  app.route({ ...catalogueRoutes.malls, config: publicAnswer, handler: cardPage(mallCards, countMalls) });
  app.route({
    ...catalogueRoutes.compounds,
    config: publicAnswer,
    handler: cardPage(compoundCards, countCompounds),
  });
  app.route({
    ...catalogueRoutes.companies,
    config: publicAnswer,
    handler: cardPage(companyCards, countCompanies),
  });
  app.route({
    ...catalogueRoutes.locations,
    config: publicAnswer,
    handler: cardPage(
      async (db, window) => locationCards(db, window, await locationCounts()),
      countLocations,
    ),
  });

  /** One whole entity by the id in the path, or its own 404 ('Mall not found', …). */
  const detail =
    <Found>(load: (db: Db, id: number) => Promise<Found | undefined>, missing: MessageCode) =>
    async (request: { params: { id: string } }, reply: FastifyReply) => {
      const found = await load(app.db, parseId(request.params.id, missing));
      if (!found) throw notFound(missing);
      publicCache(reply);
      return found;
    };

  app.route({ ...catalogueRoutes.mall, config: publicAnswer, handler: detail(mallDetail, "mallNotFound") });
  app.route({
    ...catalogueRoutes.compound,
    config: publicAnswer,
    handler: detail(compoundDetail, "compoundNotFound"),
  });
  app.route({
    ...catalogueRoutes.company,
    config: publicAnswer,
    handler: detail(companyDetail, "companyNotFound"),
  });
  app.route({
    ...catalogueRoutes.location,
    config: publicAnswer,
    handler: detail(locationDetail, "locationNotFound"),
  });
};

export default catalogue;
