import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendSearchAlert } from "./alerts/send-alerts";
import { buildApp } from "./app";
import { type Database, openDatabase } from "./db/client";
import { alertDeliveries } from "./db/schema";
import { bearer, signUp } from "./testing/accounts";
import { insertCatalogueFixture } from "./testing/catalogue-fixture";
import { outboxMails } from "./testing/outbox";
import { createScratchDatabase, usingPostgres } from "./testing/test-database";
import { testEnv } from "./testing/test-env";

/**
 * Two instances as a deployment runs them (compose.yaml): one PostgreSQL, one Redis, each with
 * its own connections, response cache and rate-limit client. What one changes, the other shows
 * at once; what one counts, the other counts on.
 */
describe.runIf(usingPostgres())("two instances on one PostgreSQL and Redis", () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const opened: { app: FastifyInstance; database: Database }[] = [];

  async function instance(limits: Record<string, string> = {}) {
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 });
    const env = testEnv({ REDIS_URL: redisUrl, ...limits });
    const app = await buildApp({ env, database });
    await app.ready();
    opened.push({ app, database });
    return app;
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
  });
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    await scratch.drop();
  });

  it("shows a booking made on one instance on the other at once, in searches and lists", async () => {
    const a = await instance();
    const b = await instance();
    const fixture = await insertCatalogueFixture(opened[0]?.database.db as Database["db"], 3);
    const unit = fixture.units[0]?.id as number;
    /** Whether instance b offers the unit among the free apartments. */
    const offered = async () => {
      const page = await b.inject({
        url: "/api/v1/search-residential-unit/?category=apartment&status=free&page_size=100",
      });
      return page.json().results.some((u: { id: number }) => u.id === unit);
    };
    // Asked twice: the second answer is the one instance b keeps in memory.
    expect(await offered()).toBe(true);
    expect(await offered()).toBe(true);

    const buyer = await signUp(a);
    const booked = await a.inject({
      method: "POST",
      url: "/api/v1/bookings/",
      headers: bearer(buyer.access),
      payload: { units: [unit], phone: "01012345678" },
    });
    expect(booked.statusCode).toBe(201);
    // "At once": the time a NOTIFY takes to reach b (milliseconds), well inside the poll.
    await expect.poll(offered, { timeout: 2000, interval: 20 }).toBe(false);
    const bookedOnB = await b.inject({ url: "/api/v1/bookings/", headers: bearer(buyer.access) });
    expect(bookedOnB.json().map((item: { unit: { id: number } }) => item.unit.id)).toEqual([unit]);
  });

  it("counts sign-in attempts against one limit, whichever instance they reach", async () => {
    const a = await instance({ AUTH_RATE_LIMIT: "3/60" });
    const b = await instance({ AUTH_RATE_LIMIT: "3/60" });
    // An address and an account of this run's own: the counters outlive a run in Redis.
    const email = `shared-limit-${Date.now()}@example.com`;
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/v1/token/",
        remoteAddress,
        payload: { email, password: "not the password" },
      });
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("mails a daily digest once, though both instances send it at the same moment", async () => {
    const a = await instance();
    const b = await instance();
    const db = opened[0]?.database.db as Database["db"];
    const fixture = await insertCatalogueFixture(db, 2);
    const buyer = await signUp(a);
    const saved = await a.inject({
      method: "POST",
      url: "/api/v1/saved-searches/",
      headers: bearer(buyer.access),
      payload: { name: "Every morning", page: "/residential/search/apartments", frequency: "daily" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const searchId = (saved.json() as { id: number }).id;
    await db.insert(alertDeliveries).values(
      fixture.units.map((unit) => ({
        userId: buyer.user_profile.id,
        savedSearchId: searchId,
        unitId: unit.id,
        reason: "new" as const,
      })),
    );
    const digests = () =>
      opened
        .flatMap(({ app }) => outboxMails(app.env.dataDir))
        .filter((mail) => mail.to.includes(buyer.email));

    // Both read the waiting units before either claims them: only the claim keeps this to one mail.
    await Promise.all(
      [a, b].map((app) =>
        sendSearchAlert(
          { db: app.db, mailer: app.mailer, publicBaseUrl: app.env.publicBaseUrl, secret: app.env.jwtSecret },
          searchId,
          { digest: true },
        ),
      ),
    );
    expect(digests()).toHaveLength(1);
    // The daily schedule's way: each instance queues the digest, the job runner sends; still one.
    expect(await Promise.all([a.alerts.digest(), b.alerts.digest()])).toEqual([0, 0]);
  });
});
