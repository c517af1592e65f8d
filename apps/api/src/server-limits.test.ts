import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_TIMEOUTS } from "./app";
import { createTestApp } from "./testing/test-app";
import { testEnv } from "./testing/test-env";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const running: TestApp[] = [];
afterEach(async () => {
  for (const t of running.splice(0)) await t.close().catch(() => {});
});

async function listening(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  running.push(t);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return { ...t, port: (t.app.server.address() as AddressInfo).port };
}

/** A raw connection, to send a request as slowly as a bad client would; `answer` is all it got back. */
function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(received));
    socket.on("error", () => {});
  });
  return { socket, closed };
}

const contactHeaders = (length: number) =>
  `POST /api/v1/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("a client that sends its request slowly", () => {
  it("may take at most 25 s for a whole request, checked every 2 s: a trickle is cut off within 30 s", () => {
    expect(
      SERVER_TIMEOUTS.requestTimeout + SERVER_TIMEOUTS.http.connectionsCheckingInterval,
    ).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.http.headersTimeout).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
  });

  it("is answered 408 in the contract's shape and cut off before its body is complete", async () => {
    const { port } = await listening({
      timeouts: {
        ...SERVER_TIMEOUTS,
        requestTimeout: 600,
        http: { headersTimeout: 500, connectionsCheckingInterval: 100 },
      },
    });
    const client = rawClient(port);
    client.socket.write(`${contactHeaders(1000)}{`);
    // One byte at a time, for far longer than the request may take, unless the server hangs up.
    const trickle = setInterval(() => client.socket.writable && client.socket.write(" "), 100);
    const answer = await client.closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      code: "requestTimeout",
      message: "The request took too long to arrive. Please try again.",
    });
  });
});

describe("an overloaded instance", () => {
  it("answers 503 with Retry-After at once while its event loop lags, and liveness still answers", async () => {
    const t = await createTestApp({ env: testEnv({ MAX_EVENT_LOOP_DELAY_MS: "20" }) });
    running.push(t);
    // Keep the event loop busy, 100 ms at a time, until the instance turns requests away: at least
    // one sampling period (a second), and at most five, however the machine's other load falls.
    const started = Date.now();
    let turnedAway: Awaited<ReturnType<typeof t.app.inject>>;
    do {
      const busy = Date.now() + 100;
      while (Date.now() < busy) {}
      await new Promise((resolve) => setImmediate(resolve));
      turnedAway = await t.app.inject({ url: "/api/v1/health/", headers: { "accept-language": "ar" } });
    } while (turnedAway.statusCode !== 503 && Date.now() - started < 5000);
    expect(turnedAway.statusCode).toBe(503);
    expect(turnedAway.headers["retry-after"]).toBe("5");
    expect(turnedAway.json()).toEqual({
      code: "serviceUnavailable",
      message: "الخدمة مشغولة أو غير متاحة لحظيًا، حاول مرة أخرى بعد ثوانٍ",
    });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("liveness and readiness", () => {
  it("answers /healthz and /readyz while the database answers", async () => {
    const t = await createTestApp();
    running.push(t);
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("answers /readyz 503 when the database does not answer, while /healthz stays 200", async () => {
    const t = await createTestApp();
    running.push(t);
    await t.database.close();
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe("serviceUnavailable");
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish, and takes no new connection", async () => {
    const { app, port } = await listening();
    const body = JSON.stringify({ fullName: "Salma", email: "salma@example.com", message: "Hello" });
    const client = rawClient(port);
    // The server must have the request in hand before it closes, or it is an idle connection.
    const inFlight = once(app.server, "request");
    client.socket.write(`${contactHeaders(Buffer.byteLength(body))}${body.slice(0, 10)}`);
    await inFlight;

    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.socket.write(body.slice(10));
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
    await closing;

    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? ""));
      socket.on("connect", () => resolve("connected"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });

  it("turns away a request that arrives once closing has begun, in the contract's shape", async () => {
    const t = await createTestApp();
    running.push(t);
    t.app.shuttingDown = true;
    const response = await t.app.inject({ url: "/api/v1/health/" });
    expect(response.statusCode).toBe(503);
    expect(response.headers.connection).toBe("close");
    expect(response.json().code).toBe("serviceUnavailable");
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(503);
  });
});
