import { createHash, randomUUID } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { requestLanguage } from "../request-language";

/**
 * Which successful GET answers a route lets the server keep (route config `cache`):
 * - "public": one answer for every visitor (catalogue, search, pages);
 * - "user": one per signed-in user (their favourites and bookings).
 * Pages also vary on the Cookie header, which carries their language and session hint.
 */
export type CachePolicy = { scope: "public" | "user"; varyOnCookies?: boolean };

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
    responseCache: { invalidate(what: Invalidation, userId?: number): void };
  }
  interface FastifyRequest {
    cacheFill?: Fill;
  }
}

type Entry = {
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  /** Compressed the first time a visitor asks for that encoding. */
  encoded: { br?: Buffer; gzip?: Buffer };
  userId: number;
  /** The invalidation clock when the read began: an invalidation after it makes the entry stale. */
  stamp: number;
};

type Fill = { key: string; userId: number; stamp: number; settle?: (entry: Entry | undefined) => void };

/**
 * Writes make entries stale at once (see below); the minute only bounds how long a change made
 * behind the API's back can go unseen. It is not the answers' `max-age`, which tells browsers and
 * shared HTTP caches, which know nothing of those writes, how long they may keep them.
 */
const TTL_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
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
]);
const ENCODINGS = ["br", "gzip", "identity"];

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
  const kept = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    // The compressed copies come later; at most about a third of the original each.
    sizeCalculation: (entry) => Math.ceil(entry.identity.length * 1.7) + 512,
    ttl: TTL_MS,
  });
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
  });

  // After authentication (user-scoped answers need the user) and before validation: a kept
  // answer's URL was valid when it was first read.
  app.addHook("preValidation", async (request, reply) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || request.method !== "GET" || !trusted) return;
    const userId = policy.scope === "user" ? request.userId : 0;
    // A page's language is in its URL or cookies; an API answer's (in errors) in Accept-Language.
    const variant = policy.varyOnCookies ? (request.headers.cookie ?? "") : requestLanguage(request);
    const key = [userId, variant, request.url].join("\u0000");
    const entry = kept.get(key);
    if (entry && fresh(entry)) return serve(request, reply, entry, policy);

    const pending = filling.get(key);
    if (pending) {
      const filled = await pending;
      if (filled) return serve(request, reply, filled, policy);
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
        headers: keptHeaders(reply),
        etag: String(reply.getHeader("etag") ?? `"${createHash("sha1").update(body).digest("base64")}"`),
        identity: body,
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

function serve(request: FastifyRequest, reply: FastifyReply, entry: Entry, policy: CachePolicy) {
  reply.headers(entry.headers);
  reply.header("etag", entry.etag);
  reply.header("vary", policy.varyOnCookies ? "accept-encoding, cookie" : "accept-encoding");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  const encoding = negotiate(request.headers["accept-encoding"] ?? "identity", ENCODINGS);
  if (encoding === "br" || encoding === "gzip") {
    reply.header("content-encoding", encoding);
    return reply.send(encoded(entry, encoding));
  }
  return reply.send(entry.identity);
}

function encoded(entry: Entry, encoding: "br" | "gzip"): Buffer {
  entry.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(entry.identity, { level: 6 });
  return entry.encoded[encoding];
}
