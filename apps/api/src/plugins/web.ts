import path from "node:path";
import { Readable } from "node:stream";
import { API_PREFIX } from "@capital/contract/api-paths";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { HttpError } from "../http-error";
import { inProcessHeaders } from "../in-process";
import { RETRY_AFTER_SECONDS } from "./errors";
import { hashedAssets } from "./hashed-assets";
import { pageUrls } from "./page-url";
import { renderTurns } from "./render-turns";

/** Past this many pages waiting for their turn, a new one answers 503 with Retry-After at once. */
const MAX_WAITING_RENDERS = 500;

export type WebOptions = { mode: "production"; buildDir: string } | { mode: "development"; webRoot: string };

/**
 * Everything that is not the API or media is a page: React Router renders it on the server.
 * Loaders reach the API in-process through `apiFetch` (no network hop).
 */
export default async function web(app: FastifyInstance, options: WebOptions) {
  const getBuild =
    options.mode === "production"
      ? await serveBuild(app, options.buildDir)
      : await serveVite(app, options.webRoot);
  // Given a function, React Router rebuilds its route tables on every request (for Vite's hot
  // reload); a production build never changes, so it gets the build itself and builds them once.
  const handle = createRequestHandler(
    options.mode === "production" ? await getBuild() : getBuild,
    options.mode,
  );
  const apiFetch = inProcessFetch(app);
  // Where the built stylesheets are, for pages to carry them inline; Vite's dev server has none.
  const clientDirectory = options.mode === "production" ? path.join(options.buildDir, "client") : undefined;
  // Pages' URLs are built on the public address, never on the request's Host header: a request
  // without one (HTTP/1.0) or with a forged one renders the same page as any other.
  const origin = new URL(app.env.publicBaseUrl).origin;
  const urlReaders = new WeakMap<ServerBuild, (url: URL) => URL>();
  const pageUrlOf = async (url: URL) => {
    const build = await getBuild();
    const read = urlReaders.get(build) ?? pageUrls(build);
    urlReaders.set(build, read);
    return read(url);
  };
  const requestPageUrls = new WeakMap<FastifyRequest, URL>();
  // A render keeps the processor busy from start to end on either database (its queries are a
  // small part of it), so a second one at once only lengthens the turns of the event loop: with
  // PostgreSQL, four at once served no more pages than one and doubled the p99 at 50 connections.
  const turns = renderTurns({
    atOnce: app.env.rendersAtOnce ?? 1,
    maxWaiting: MAX_WAITING_RENDERS,
  });

  // Pages read the raw request body themselves (form posts), so nothing here parses it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    // A page depends only on its URL's path, the parameters it reads and the cookies (language,
    // session hint): loaders run without the visitor's tokens, so the same key renders the same page.
    config: {
      cache: {
        scope: "public",
        varyOnCookies: true,
        key: (request) => pathAndQuery(requestPageUrls.get(request)),
      },
    },
    preValidation: async (request) => {
      const url = URL.canParse(origin + request.url) ? new URL(origin + request.url) : null;
      if (!url) throw new HttpError(400, "malformedBody");
      // A page is rendered from the parameters it reads, so its answer can be kept under them.
      requestPageUrls.set(request, request.method === "GET" ? await pageUrlOf(url) : url);
    },
    handler: async (request, reply) => {
      if (request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith("/media/")) {
        return reply.callNotFound();
      }
      const url = requestPageUrls.get(request) ?? new URL(origin + request.url);
      const rendered = await turns.take(
        async () => {
          const response = await handle(toWebRequest(request, reply, url), {
            apiFetch,
            cspNonce: reply.scriptNonce,
            clientDirectory,
          });
          await sendWebResponse(reply, response, request.method === "GET");
        },
        () => request.raw.socket?.destroyed ?? false,
      );
      if (rendered) return reply;
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, "serviceUnavailable");
    },
  });
}

const pathAndQuery = (url: URL | undefined) => (url ? url.pathname + url.search : "");

async function serveBuild(app: FastifyInstance, buildDir: string): Promise<() => Promise<ServerBuild>> {
  const serverEntry = path.join(buildDir, "server/index.js");
  let build: ServerBuild;
  try {
    build = (await import(serverEntry)) as ServerBuild;
  } catch (error) {
    throw new Error(`The web app is not built (${serverEntry}). Run \`npm run build\` first.`, {
      cause: error,
    });
  }
  // The build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
  // Logged only when something goes wrong (plugins/request-log.ts).
  const files = { wildcard: false, decorateReply: false, preCompressed: true, logLevel: "warn" as const };
  // Vite names the files under assets/ by their content: they never change.
  hashedAssets(app, path.join(buildDir, "client/assets"), "/assets/");
  await app.register(fastifyStatic, {
    ...files,
    root: path.join(buildDir, "client"),
    prefix: "/",
    globIgnore: ["assets/**"],
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header("cache-control", "public, max-age=3600"),
  });
  return async () => build;
}

async function serveVite(app: FastifyInstance, webRoot: string): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: "custom" });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Sends a rendered page: whole when it may be kept (see the response cache), streamed otherwise.
 * Returns once the page is handed over, not once the visitor has read it: a slow reader must not
 * keep the render's turn.
 */
async function sendWebResponse(reply: FastifyReply, response: Response, whole: boolean): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) reply.send();
  else if (whole) reply.send(Buffer.from(await response.arrayBuffer()));
  else reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/** A `fetch` for API paths that runs the request inside this process with `app.inject`. */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const result = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url,
      headers: { ...Object.fromEntries(new Headers(init.headers)), ...inProcessHeaders },
      payload: init.body as string | undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const nullBody = result.statusCode === 204 || result.statusCode === 304;
    return new Response(nullBody ? null : result.rawPayload, { status: result.statusCode, headers });
  };
}
