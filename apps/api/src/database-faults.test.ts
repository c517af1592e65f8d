import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows } from "./db/client";
import { bearer, signUp } from "./testing/accounts";
import { insertCatalogueFixture } from "./testing/catalogue-fixture";
import { createTestApp } from "./testing/test-app";
import { usingPostgres } from "./testing/test-database";

/**
 * PostgreSQL cuts the app's connections while requests run (pg_terminate_backend, as a restart
 * or a failover does): the requests caught answer 503 in the contract's shape, the process stays
 * up (an unhandled "error" event would fail this file), and the pool reconnects by itself.
 * PGlite runs inside the process: it has no connection to lose.
 */
describe.runIf(usingPostgres())("when PostgreSQL terminates the app's connections under load", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [current] = await queryRows(
      t.db,
      z.object({ name: z.string() }),
      sql`select current_database() as name`,
    );
    databaseName = current?.name ?? "";
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  const terminateBackends = () =>
    admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [databaseName],
    );

  it("answers 503 to the requests caught, stays up, and answers 200 again within seconds", async () => {
    const { units } = await insertCatalogueFixture(t.db, 3);
    const user = await signUp(t.app);
    const requests: { url: string; method?: "POST"; headers?: Record<string, string>; payload?: object }[] = [
      { url: "/api/v1/health/" },
      { url: "/api/v1/users/data/", headers: bearer(user.access) },
      {
        url: "/api/v1/favourites/",
        method: "POST" as const,
        headers: bearer(user.access),
        payload: { unit: units[0]?.id },
      },
      { url: "/api/v1/search/?q=garden", headers: { "accept-language": "ar" } },
      // Booking runs a transaction (its unit is taken after the first time: 409, the same work).
      {
        url: "/api/v1/bookings/",
        method: "POST",
        headers: bearer(user.access),
        payload: { units: [units[1]?.id] },
      },
    ];
    const answers: { status: number; body: string; retryAfter?: string; arabic: boolean }[] = [];
    let running = true;
    const worker = async (offset: number) => {
      for (let i = offset; running; i += 1) {
        const request = requests[i % requests.length] ?? { url: "/api/v1/health/" };
        // A new text each time, so the search reads the database instead of the response cache.
        const url = request.url.includes("?q=") ? `${request.url}${i}` : request.url;
        const response = await t.app.inject({ ...request, url });
        answers.push({
          status: response.statusCode,
          body: response.body,
          retryAfter: response.headers["retry-after"] as string | undefined,
          arabic: request.headers?.["accept-language"] === "ar",
        });
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));

    // Cut every connection, again and again, until some request has been caught in the act.
    for (let round = 0; round < 40 && !answers.some((a) => a.status === 503); round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await terminateBackends();
    }
    running = false;
    await Promise.all(workers);

    const caught = answers.filter((a) => a.status === 503);
    expect(caught.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    for (const answer of caught) {
      expect(answer.retryAfter).toBeDefined();
      expect(JSON.parse(answer.body)).toEqual({
        code: "serviceUnavailable",
        message: answer.arabic
          ? "الخدمة مشغولة أو غير متاحة لحظيًا، حاول مرة أخرى بعد ثوانٍ"
          : "The service is busy or briefly unavailable. Please try again in a few seconds.",
      });
    }

    // The pool opens new connections by itself: every request answers 200 again within seconds.
    const deadline = Date.now() + 10_000;
    let statuses: number[] = [];
    do {
      statuses = await Promise.all(
        [requests[0], requests[1], { ...requests[3], url: `${requests[3]?.url}-after-${Date.now()}` }].map(
          async (request) => (await t.app.inject(request ?? {})).statusCode,
        ),
      );
    } while (statuses.some((status) => status !== 200) && Date.now() < deadline);
    expect(statuses).toEqual([200, 200, 200]);
  }, 60_000);
});
