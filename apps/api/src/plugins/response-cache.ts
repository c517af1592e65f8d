import { createHash, randomUUID } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { requestLanguage } from "../request-language";
import { deflateParts, stitchGzip } from "./stitched-gzip";

/**
 * Which successful GET answers a route lets the server keep (route config `cache`):
 * - "public": one answer for every visitor (catalogue, search, pages);
 * - "user": one per signed-in user (their favourites and bookings).
 * Pages also vary on the Cookie header, which carries their language and session hint.
 * An answer is kept under its path and the query parameters its route reads: for an API route,
 * its validated query (unknown parameters dropped, values as parsed, names sorted), none when it
 * declares no query; `key` says it for routes without a schema (pages, see plugins/web.ts).
 */
export type CachePolicy = {
  scope: "public" | "user";
  varyOnCookies?: boolean;
  key?: (request: FastifyRequest) => string;
};

/**
 * What a successful write makes stale (route config `invalidates`):
 * - "everything": it changed what others see (a unit's status, feedback, a name shown with feedback);
 * - "user": only the writer's own lists changed.
 */
export type Invalidation = "everything" | "user";

declare module "fastify" {
  interface FastifyContextConfig {
    cache?: CachePolicy;
    invalidates?: Invalidation;
  }
  interface FastifyInstance {
    responseCache: {
      invalidate(what: Invalidation, userId?: number): void;
      /** The bytes the kept answers take now (at most RESPONSE_CACHE_MB). */
      bytes(): number;
    };
  }
  interface FastifyRequest {
    cacheFill?: Fill;
  }
}

type Entry = {
  key: string;
  headers: Record<string, string>;
  etag: string;
  /**
   * The body, split where the answer that filled the entry had its CSP nonce: each answer from
   * memory puts its own fresh nonce back between the parts. An answer without one is one part.
   */
  parts: Buffer[];
  /** Compressed the first time a visitor asks for that encoding (a page's gzip part by part). */
  encoded: { br?: Buffer; gzip?: Buffer; gzipParts?: Buffer[] };
  userId: number;
  /** The invalidation clock when the read began: an invalidation after it makes the entry stale. */
  stamp: number;
};

const isPage = (entry: Entry) => entry.parts.length > 1;

type Fill = { key: string; userId: number; stamp: number; settle?: (entry: Entry | undefined) => void };

/**
 * Writes make entries stale at once (see below); the minute only bounds how long a change made
 * behind the API's back can go unseen. It is not the answers' `max-age`, which tells browsers and
 * shared HTTP caches, which know nothing of those writes, how long they may keep them.
 */
const TTL_MS = 60_000;
const CHANNEL = "capital_response_cache";
/** Headers that belong to one sending of an answer, not to the answer. */
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  // Made for each answer: it names that answer's nonce.
  "content-security-policy",
]);
const ENCODINGS = ["br", "gzip", "identity"];
const PAGE_ENCODINGS = ["gzip", "identity"];

/**
 * Keeps the bytes of successful GET answers (compressed once, with their ETag) for routes that
 * allow it, and answers repeats from memory. A launch-day crowd asks the same few pages and
 * searches over and over; this is what lets one small machine hold it.
 *
 * Correctness: writes declare what they make stale, and the invalidation happens before their
 * answer leaves, so a visitor never reads an answer older than their own write. Instances sharing
 * a PostgreSQL tell each other through LISTEN/NOTIFY; while that channel is down nothing is served
 * from memory. A read that began before an invalidation is not kept (its stamp is older).
 */
export default fp(async function responseCache(app: FastifyInstance) {
  const maxBytes = app.env.responseCacheBytes;
  const kept = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: bytesOf,
    ttl: TTL_MS,
  });
  /** A compressed copy was added: the entry is counted again at its new size. */
  const grew = (entry: Entry) => {
    if (kept.peek(entry.key) === entry) kept.set(entry.key, entry, { noUpdateTTL: true });
  };
  const filling = new Map<string, Promise<Entry | undefined>>();
  let clock = 0;
  let everythingAt = 0;
  /** user id → clock and time of their last invalidation; older than TTL_MS they no longer matter. */
  const userAt = new Map<number, { stamp: number; time: number }>();
  let trusted = true;

  const fresh = (entry: Entry) =>
    entry.stamp >= everythingAt && entry.stamp >= (userAt.get(entry.userId)?.stamp ?? 0);

  function invalidateHere(what: Invalidation, userId = 0) {
    clock += 1;
    if (what === "everything" || userId <= 0) {
      everythingAt = clock;
      kept.clear();
      return;
    }
    const now = Date.now();
    userAt.delete(userId);
    userAt.set(userId, { stamp: clock, time: now });
    for (const [id, at] of userAt) {
      if (at.time + TTL_MS >= now) break;
      userAt.delete(id);
    }
  }

  const instance = randomUUID();
  const unsubscribe = await app.database.subscribe(CHANNEL, {
    message(payload) {
      const { from, what, userId } = parseAnnouncement(payload);
      if (from !== instance) invalidateHere(what, userId);
    },
    lost() {
      trusted = false;
    },
    restored() {
      invalidateHere("everything");
      trusted = true;
    },
  });
  app.addHook("onClose", unsubscribe);

  app.decorate("responseCache", {
    invalidate(what: Invalidation, userId = 0) {
      invalidateHere(what, userId);
      announce(app.database, instance, what, userId).catch((error: unknown) => {
        app.log.error({ err: error }, "could not tell other instances what changed");
      });
    },
    bytes: () => kept.calculatedSize,
  });

  // After authentication (user-scoped answers need the user) and validation (an answer is kept
  // under the parameters its route reads, as validated).
  app.addHook("preHandler", async (request, reply) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || request.method !== "GET" || !trusted || maxBytes === 0) return;
    const userId = policy.scope === "user" ? request.userId : 0;
    // A page's language is in its URL or cookies; an API answer's (in errors) in Accept-Language.
    const variant = policy.varyOnCookies ? (request.headers.cookie ?? "") : requestLanguage(request);
    const key = [userId, variant, policy.key ? policy.key(request) : apiKey(request)].join("\u0000");
    const entry = kept.get(key);
    if (entry && fresh(entry)) return serve(request, reply, entry, policy, grew);

    const pending = filling.get(key);
    if (pending) {
      const filled = await pending;
      if (filled) return serve(request, reply, filled, policy, grew);
    }
    const fill: Fill = { key, userId, stamp: clock };
    if (!pending) {
      filling.set(
        key,
        new Promise((resolve) => {
          fill.settle = resolve;
        }),
      );
    }
    request.cacheFill = fill;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const fill = request.cacheFill;
    if (!fill) return payload;
    request.cacheFill = undefined;
    let entry: Entry | undefined;
    const body =
      typeof payload === "string" ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (reply.statusCode === 200 && body && !reply.hasHeader("set-cookie")) {
      entry = {
        key: fill.key,
        headers: keptHeaders(reply),
        etag: String(reply.getHeader("etag") ?? `"${createHash("sha1").update(body).digest("base64")}"`),
        parts: splitAt(body, reply.scriptNonce),
        encoded: {},
        userId: fill.userId,
        stamp: fill.stamp,
      };
      if (fresh(entry) && trusted) kept.set(fill.key, entry);
    }
    settle(fill, entry);
    return payload;
  });

  // A request that ends without sending (the client went away) must not leave others waiting.
  app.addHook("onResponse", async (request) => {
    if (request.cacheFill) settle(request.cacheFill, undefined);
  });

  function settle(fill: Fill, entry: Entry | undefined) {
    if (!fill.settle) return;
    filling.delete(fill.key);
    fill.settle(entry && fresh(entry) ? entry : undefined);
    fill.settle = undefined;
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const what = request.routeOptions.config.invalidates;
    if (what && reply.statusCode < 400) app.responseCache.invalidate(what, request.userId);
    return payload;
  });
});

function announce(database: Database, from: string, what: Invalidation, userId: number) {
  return database.broadcast(CHANNEL, `${from}:${what}:${userId}`);
}

function parseAnnouncement(payload: string): { from: string; what: Invalidation; userId: number } {
  const [from = "", what, userId] = payload.split(":");
  return { from, what: what === "user" ? "user" : "everything", userId: Number(userId) || 0 };
}

/** For writers outside the API (the seed command): every running instance forgets what it kept. */
export function announceEverythingChanged(database: Database) {
  return announce(database, "seed", "everything", 0);
}

function keptHeaders(reply: FastifyReply) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = String(value);
  }
  return headers;
}

/** An API answer's key: its path and the validated query its route reads (none without a schema). */
function apiKey(request: FastifyRequest) {
  const path = request.url.split("?", 1)[0] ?? "";
  if (!request.routeOptions.schema?.querystring) return path;
  const query = request.query as Record<string, unknown>;
  return `${path}?${JSON.stringify(
    Object.keys(query)
      .sort()
      .map((name) => [name, query[name]]),
  )}`;
}

/** `body` cut at every occurrence of `nonce` (random, so nobody else's text holds it). */
function splitAt(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, from)) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Everything an entry holds, in bytes, as the memory bound counts it. */
function bytesOf(entry: Entry): number {
  const buffers = [...entry.parts, ...(entry.encoded.gzipParts ?? [])];
  if (entry.encoded.br) buffers.push(entry.encoded.br);
  if (entry.encoded.gzip) buffers.push(entry.encoded.gzip);
  let bytes = Buffer.byteLength(entry.key) + entry.etag.length + 64 * buffers.length + 256;
  for (const buffer of buffers) bytes += buffer.length;
  for (const [name, value] of Object.entries(entry.headers)) bytes += name.length + value.length;
  return bytes;
}

function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  policy: CachePolicy,
  grew: (entry: Entry) => void,
) {
  reply.headers(entry.headers);
  reply.header("vary", policy.varyOnCookies ? "accept-encoding, cookie" : "accept-encoding");
  if (isPage(entry)) return servePage(request, reply, entry, grew);
  reply.header("etag", entry.etag);
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  const encoding = negotiate(request.headers["accept-encoding"] ?? "identity", ENCODINGS);
  const [identity = Buffer.alloc(0)] = entry.parts;
  if (encoding === "br" || encoding === "gzip") {
    if (!entry.encoded[encoding]) {
      entry.encoded[encoding] =
        encoding === "br"
          ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(identity, { level: 6 });
      grew(entry);
    }
    reply.header("content-encoding", encoding);
    return reply.send(entry.encoded[encoding]);
  }
  return reply.send(identity);
}

/**
 * A page from memory with this answer's own nonce (the one in its CSP header) between its parts.
 * Without a validator: a browser revalidating a copy that carries an older nonce gets the page
 * again, never a 304 that would pair that copy with a newer policy. Gzip is stitched around the
 * nonce from parts compressed once; Brotli cannot be, so a page is not sent in it from memory.
 */
function servePage(request: FastifyRequest, reply: FastifyReply, entry: Entry, grew: (entry: Entry) => void) {
  const nonce = Buffer.from(reply.scriptNonce);
  if (negotiate(request.headers["accept-encoding"] ?? "identity", PAGE_ENCODINGS) === "gzip") {
    if (!entry.encoded.gzipParts) {
      entry.encoded.gzipParts = deflateParts(entry.parts);
      grew(entry);
    }
    reply.header("content-encoding", "gzip");
    return reply.send(stitchGzip(entry.parts, entry.encoded.gzipParts, nonce));
  }
  const pieces: Buffer[] = [];
  entry.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return reply.send(Buffer.concat(pieces));
}
