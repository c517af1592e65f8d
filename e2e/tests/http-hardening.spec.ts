import { connect } from "node:net";
import { expect, test } from "../support/test";

/** Sends raw bytes to the app (requests a browser would never make) and reads all it answers. */
function raw(baseURL: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const status = (answer: string) => Number(answer.split(" ", 2)[1]);
const nonceOfHeader = (csp: string | undefined) => /'nonce-([0-9a-f]{32})'/.exec(csp ?? "")?.[1];
const noncesInBody = (html: string) => new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));

test.describe("requests no browser makes", () => {
  test("a request without a Host header (HTTP/1.0) gets the home page, not a 500", async ({ baseURL }) => {
    const answer = await raw(baseURL ?? "", "GET / HTTP/1.0\r\n\r\n");
    expect(status(answer)).toBe(200);
    expect(answer).toContain("<html");
  });

  test("a path of two slashes is a page like any other, not a 500", async ({ baseURL }) => {
    const answer = await raw(
      baseURL ?? "",
      "GET // HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(status(answer)).toBeLessThan(500);
  });

  test("the OpenAPI document is served by the running app", async ({ request }) => {
    const response = await request.get("/api/docs/json");
    expect(response.status()).toBe(200);
    expect((await response.json()).components.schemas).toHaveProperty("MallCard");
  });
});

test.describe("security headers", () => {
  test("every page carries a strict policy whose nonce its inline scripts carry, fresh each time", async ({
    request,
  }) => {
    const nonces: string[] = [];
    // The second and third answers come from the page kept in memory.
    for (let i = 0; i < 3; i += 1) {
      const response = await request.get("/");
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // The test app is served over http: no HSTS.
      expect(headers["strict-transport-security"]).toBeUndefined();
      const nonce = nonceOfHeader(csp);
      expect(noncesInBody(await response.text())).toEqual(new Set([nonce]));
      nonces.push(nonce ?? "");
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test("an unknown query parameter gets the same page, from memory", async ({ request }) => {
    const plain = await (await request.get("/")).text();
    const tagged = await (await request.get(`/?utm_source=mail-${Date.now()}`)).text();
    const withoutNonces = (html: string) => html.replace(/nonce="[0-9a-f]{32}"/g, 'nonce=""');
    expect(withoutNonces(tagged)).toBe(withoutNonces(plain));
  });
});
