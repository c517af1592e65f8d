import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { inProcessHeaders } from "../in-process";
import securityHeaders from "./security-headers";

let app: FastifyInstance | undefined;

async function serve(options: { https: boolean; contentSecurityPolicy: boolean }) {
  app = Fastify();
  await app.register(securityHeaders, options);
  app.get("/page", async (_request, reply) => ({ nonce: reply.scriptNonce }));
  app.get("/file", { config: { securityHeaders: false } }, async () => "bytes");
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const nonceIn = (csp: unknown) => /'nonce-([0-9a-f]{32})'/.exec(String(csp))?.[1];

describe("security headers", () => {
  it("gives every answer the headers, and its own script nonce in the CSP", async () => {
    const server = await serve({ https: false, contentSecurityPolicy: true });
    const [first, second] = await Promise.all([
      server.inject({ url: "/page" }),
      server.inject({ url: "/page" }),
    ]);
    for (const response of [first, second]) {
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(nonceIn(csp)).toBe(response.json().nonce);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(nonceIn(first.headers["content-security-policy"])).not.toBe(
      nonceIn(second.headers["content-security-policy"]),
    );
  });

  it("adds HSTS and upgraded requests when the public address is https", async () => {
    const server = await serve({ https: true, contentSecurityPolicy: true });
    const response = await server.inject({ url: "/page" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("leaves the CSP out in development, and keeps the other headers", async () => {
    const server = await serve({ https: false, contentSecurityPolicy: false });
    const response = await server.inject({ url: "/page" });
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("skips routes that answer files, and the API calls a page makes in-process", async () => {
    const server = await serve({ https: false, contentSecurityPolicy: true });
    const file = await server.inject({ url: "/file" });
    const inProcess = await server.inject({ url: "/page", headers: inProcessHeaders });
    for (const response of [file, inProcess]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-security-policy"]).toBeUndefined();
      expect(response.headers["x-frame-options"]).toBeUndefined();
    }
    // A forged mark is an outside request like any other.
    const forged = await server.inject({ url: "/page", headers: { "x-capital-in-process": "0".repeat(32) } });
    expect(nonceIn(forged.headers["content-security-policy"])).toBe(forged.json().nonce);
  });
});
