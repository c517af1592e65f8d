import { constants } from "node:zlib";
import { API_PREFIX } from "@capital/contract/api-paths";
import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import alerts from "./alerts/plugin";
import { answerClientError } from "./client-errors";
import type { Database } from "./db/client";
import type { Env } from "./env";
import housekeeping from "./housekeeping/plugin";
import jobs from "./jobs/plugin";
import afterResponse from "./plugins/after-response";
import auth from "./plugins/auth";
import database from "./plugins/database";
import errors from "./plugins/errors";
import etag from "./plugins/etag";
import lifecycle from "./plugins/lifecycle";
import mailer from "./plugins/mailer";
import media from "./plugins/media";
import forms from "./plugins/multipart";
import partnerAccess from "./plugins/partner-access";
import pressure from "./plugins/pressure";
import limits from "./plugins/rate-limit";
import requestLog from "./plugins/request-log";
import responseCache from "./plugins/response-cache";
import securityHeaders from "./plugins/security-headers";
import openApi from "./plugins/swagger";
import web, { type WebOptions } from "./plugins/web";
import reservations from "./reservations/plugin";
import accounts from "./routes/accounts/index";
import buildings from "./routes/buildings/index";
import catalogue from "./routes/catalogue/index";
import compare from "./routes/compare/index";
import contact from "./routes/contact/index";
import feedbackRoutes from "./routes/feedback/index";
import floorPlans from "./routes/media/floor-plans";
import ogImages from "./routes/media/og-images";
import notificationRoutes from "./routes/notifications/index";
import partnerCatalogue from "./routes/partner-catalogue/index";
import partnerProgress from "./routes/partner-catalogue/progress-routes";
import partnerCore from "./routes/partner-core/index";
import partnerReservations from "./routes/partner-reservations/index";
import recentlyViewed from "./routes/recently-viewed/index";
import savedSearches from "./routes/saved-searches/index";
import savedUnits from "./routes/saved-units/index";
import search from "./routes/search/index";
import system from "./routes/system/index";
import probes from "./routes/system/probes";
import trackRecord from "./routes/track-record/index";
import projectUpdates from "./track-record/plugin";

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
  }
}

export type AppOptions = {
  env: Env;
  database: Database;
  /** Serve pages too (the built app, or Vite in development); API tests leave it out. */
  web?: WebOptions;
  logger?: FastifyServerOptions["logger"];
  /** How often the job runner looks for due jobs (seconds); tests of expiry shorten it. */
  jobPollingSeconds?: number;
  /** Tests shorten them; the server runs with SERVER_TIMEOUTS. */
  timeouts?: typeof SERVER_TIMEOUTS;
};

/**
 * How long a client may take. A whole request, headers and body, must arrive within 25 s (checked
 * every 2 s, so a body trickling in byte by byte is cut off within 27 s), its headers within 10 s.
 * An idle kept-alive connection stays open 65 s, longer than load balancers' usual 60 s, so the
 * balancer is the one that closes it.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 25_000,
  keepAliveTimeout: 65_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
};

/** The whole server as one Fastify instance: API, docs, media and, when asked, the web pages. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // plugins/request-log.ts writes one line per request from outside instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.env.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    bodyLimit: 6 * 1024 * 1024,
    ...(options.timeouts ?? SERVER_TIMEOUTS),
    clientErrorHandler: answerClientError,
    // Closing is answered by the lifecycle plugin, in the contract's shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("env", options.env);

  await app.register(database, { database: options.database });
  await app.register(requestLog);
  await app.register(errors);
  await app.register(lifecycle);
  await app.register(securityHeaders, {
    https: options.env.publicBaseUrl.startsWith("https:"),
    contentSecurityPolicy: options.web?.mode !== "development",
  });
  await app.register(pressure, { maxEventLoopDelayMs: options.env.maxEventLoopDelayMs });
  await app.register(probes);
  await app.register(etag);
  // Pages and API answers are compressed on the way out, each once (answers kept in memory are
  // compressed once, harder, by the response cache), so at a cheap level: Brotli 2 takes half the time
  // of level 4 on a 50 kB page for 6 % more bytes. Built assets are compressed at build time.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 4 },
  });
  await app.register(responseCache);
  await app.register(openApi);
  await app.register(limits);
  await app.register(auth);
  await app.register(partnerAccess);
  await app.register(forms);
  await app.register(mailer);
  await app.register(afterResponse);
  await app.register(jobs, { pollingSeconds: options.jobPollingSeconds });
  await app.register(reservations);
  await app.register(alerts);
  await app.register(projectUpdates);
  await app.register(housekeeping);
  await app.register(
    async (api) => {
      await api.register(system);
      await api.register(accounts);
      await api.register(catalogue);
      await api.register(buildings);
      await api.register(contact);
      await api.register(search);
      await api.register(savedUnits);
      await api.register(savedSearches);
      await api.register(compare);
      await api.register(recentlyViewed);
      await api.register(feedbackRoutes);
      await api.register(notificationRoutes);
      await api.register(partnerCore);
      await api.register(partnerCatalogue);
      await api.register(partnerReservations);
      await api.register(trackRecord);
      await api.register(partnerProgress);
    },
    { prefix: API_PREFIX },
  );
  await app.register(media);
  await app.register(ogImages);
  await app.register(floorPlans);
  if (options.web) await app.register(web, options.web);
  return app;
}
