import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";

type Asset = { type: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".json": "application/json",
  ".map": "application/json",
};
const ENCODINGS = ["br", "gzip", "identity"] as const;

/**
 * The build's hashed files (a couple of megabytes, every one of them asked by every first visit),
 * held in memory with the Brotli and gzip copies the build wrote beside them, and answered without
 * touching the disk, hooks that only documents need (CSP, nonce) or validators: a name changes
 * when the content does, so they are kept for a year and never revalidated.
 */
export function hashedAssets(app: FastifyInstance, root: string, prefix: string) {
  const assets = new Map<string, Asset>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const read = (suffix: string) => {
      try {
        return readFileSync(file + suffix);
      } catch {
        return undefined;
      }
    };
    assets.set(path.relative(root, file).split(path.sep).join("/"), {
      type: TYPES[path.extname(entry.name)] ?? "application/octet-stream",
      identity: readFileSync(file),
      br: read(".br"),
      gzip: read(".gz"),
    });
  }

  app.route({
    method: ["GET", "HEAD"],
    url: `${prefix}*`,
    helmet: false,
    compress: false,
    logLevel: "warn",
    config: { etag: false },
    handler: (request, reply) => {
      const asset = assets.get((request.params as { "*": string })["*"]);
      if (!asset) return reply.callNotFound();
      const offered = ENCODINGS.filter((encoding) => encoding === "identity" || asset[encoding]);
      const encoding = negotiate(request.headers["accept-encoding"] ?? "identity", offered) ?? "identity";
      reply.headers({
        "content-type": asset.type,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-origin",
        vary: "accept-encoding",
      });
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(asset[encoding] ?? asset.identity);
    },
  });
}
