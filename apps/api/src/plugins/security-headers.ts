import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { isInProcess } from "../in-process";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route answers files, never documents, and sets its own headers (hashed-assets.ts). */
    securityHeaders?: boolean;
  }
  interface FastifyReply {
    /** This answer's CSP nonce: the inline scripts of a page carry it (see the response cache). */
    scriptNonce: string;
  }
}

/** Where the pages' embedded maps come from (a location's or project's `map` link). */
export const MAP_FRAME_SOURCES = ["https://www.openstreetmap.org", "https://www.google.com"];

/** Powerful browser features the site never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

/**
 * Security headers on every answer (helmet): a Content-Security-Policy whose scripts are
 * the site's own files and the inline scripts React Router writes, which carry a nonce made fresh
 * for each answer (no 'unsafe-inline' for scripts); nobody may frame the site; nosniff; a referrer
 * only to its own origin in full; HSTS and upgraded requests when the public address is https.
 * Development (Vite's inline scripts and hot reload) runs without the CSP.
 *
 * Helmet's headers are built once, here; only the CSP's nonce is written per answer. (The Fastify
 * plugin built them again for every request, 1-2 % of a page's CPU.) The API calls a page makes
 * in-process get none: nobody's browser reads them, and their kept answers are replayed with the
 * outside request's own.
 */
export default fp(async function securityHeaders(
  app: FastifyInstance,
  options: { https: boolean; contentSecurityPolicy: boolean },
) {
  const nonces = new WeakMap<ServerResponse, string>();
  const nonce = (_request: unknown, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ""}'`;
  const applyHeaders = helmet({
    contentSecurityPolicy: options.contentSecurityPolicy && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce],
        scriptSrcAttr: ["'none'"],
        // React's style attributes and the toasts' injected styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: MAP_FRAME_SOURCES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false || isInProcess(request)) return done();
    reply.scriptNonce = randomBytes(16).toString("hex");
    nonces.set(reply.raw, reply.scriptNonce);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});
