import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { projects } from "../db/schema";
import { bearer, signUp } from "../testing/accounts";
import { insertCatalogueFixture } from "../testing/catalogue-fixture";
import { createTestApp } from "../testing/test-app";
import { createScratchDatabase, openTestDatabase, usingPostgres } from "../testing/test-database";
import { testEnv } from "../testing/test-env";

type Fixture = Awaited<ReturnType<typeof insertCatalogueFixture>>;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/v1${url}`, headers });

/** Renames the compound behind the API's back: only an answer kept in memory can miss it. */
const renameBehindTheApi = (db: Database["db"], id: number, name: string) =>
  db.update(projects).set({ name }).where(eq(projects.id, id));

const searchIds = async (app: FastifyInstance) =>
  (await get(app, "/search-residential-unit/?category=apartment&page_size=100"))
    .json()
    .results.map((u: { id: number }) => u.id);

describe("answers kept in memory", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await insertCatalogueFixture(t.db, 3);
  });
  afterAll(() => t.close());

  it("answers a repeated read from memory, compressed, with its ETag", async () => {
    const url = `/compounds/${fixture.compound.id}/`;
    const first = await get(t.app, url);
    expect(first.json().name).toBe("Test Gardens");
    await renameBehindTheApi(t.db, fixture.compound.id, "Renamed quietly");

    const again = await get(t.app, url, { "accept-encoding": "br" });
    expect(again.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString()).name).toBe("Test Gardens");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);

    const unchanged = await get(t.app, url, { "if-none-match": String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    await renameBehindTheApi(t.db, fixture.compound.id, "Test Gardens");
  });

  it("forgets everything a booking changes, for every visitor", async () => {
    const unit = fixture.units[0]?.id as number;
    expect(await searchIds(t.app)).toContain(unit);
    const { access } = await signUp(t.app);
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/",
      headers: bearer(access),
      payload: { units: [unit], phone: "01012345678" },
    });
    expect(booked.statusCode).toBe(201);
    expect(await searchIds(t.app)).not.toContain(unit);
  });

  it("keeps each user's lists apart and forgets them when the user changes them", async () => {
    const [mona, omar] = [(await signUp(t.app)).access, (await signUp(t.app)).access];
    const unit = fixture.units[1]?.id as number;
    const favourites = async (token: string) =>
      (await get(t.app, "/favourites/", bearer(token)))
        .json()
        .map((f: { unit: { id: number } }) => f.unit.id);
    expect(await favourites(mona)).toEqual([]);
    expect(await favourites(omar)).toEqual([]);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/v1/favourites/",
      headers: bearer(mona),
      payload: { unit },
    });
    expect(added.statusCode).toBe(201);
    expect(await favourites(mona)).toEqual([unit]);
    expect(await favourites(omar)).toEqual([]);
  });

  it("keeps a page per cookies, whatever language the browser prefers", async () => {
    const base = { scope: "public", varyOnCookies: true } as const;
    const app = await buildApp({ env: testEnv(), database: t.database });
    let renders = 0;
    app.get("/page", { config: { cache: base } }, async (request) => {
      renders += 1;
      return { cookie: request.headers.cookie ?? "" };
    });
    await app.ready();
    const page = (cookie: string, acceptLanguage = "ar") =>
      app
        .inject({ url: "/page", headers: { cookie, "accept-language": acceptLanguage } })
        .then((r) => r.json().cookie);
    expect(await page("english=true")).toBe("english=true");
    expect(await page("english=false")).toBe("english=false");
    expect(await page("english=true", "en-US,en;q=0.9")).toBe("english=true");
    expect(renders).toBe(2);
    await app.close();
  });
});

describe("pages kept in memory, with the CSP nonce of each answer", () => {
  let app: FastifyInstance;
  let database: Database;
  let renders = 0;
  const nonceOf = (csp: unknown) => /'nonce-([0-9a-f]+)'/.exec(String(csp))?.[1] ?? "";

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ env: testEnv(), database });
    app.get(
      "/page",
      { config: { cache: { scope: "public", varyOnCookies: true, key: () => "/page" } } },
      async (_request, reply) => {
        renders += 1;
        reply.type("text/html; charset=utf-8");
        return `<!DOCTYPE html><html><body>${"<p>صفحة</p>".repeat(200)}<script nonce="${reply.scriptNonce}">window.ok = 1</script><script nonce="${reply.scriptNonce}">window.ok = 2</script></body></html>`;
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("gives a page from memory the nonce of its own answer, never the one it was rendered with", async () => {
    const first = await app.inject({ url: "/page" });
    const rendered = nonceOf(first.headers["content-security-policy"]);
    expect(first.body).toContain(`nonce="${rendered}"`);

    const again = await app.inject({ url: "/page" });
    expect(renders).toBe(1);
    const fresh = nonceOf(again.headers["content-security-policy"]);
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(rendered);
    expect(again.body).not.toContain(rendered);
    expect(again.body.match(new RegExp(`nonce="${fresh}"`, "g"))).toHaveLength(2);
    expect(again.body.replaceAll(fresh, rendered)).toBe(first.body);
  });

  it("stitches its gzip around the fresh nonce, and never answers 304 to a copy that carries an older nonce", async () => {
    const first = await app.inject({ url: "/page" });
    const zipped = await app.inject({
      url: "/page",
      headers: { "accept-encoding": "br, gzip", "if-none-match": String(first.headers.etag) },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers.etag).not.toBe(first.headers.etag);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const body = gunzipSync(zipped.rawPayload).toString();
    const nonce = nonceOf(zipped.headers["content-security-policy"]);
    expect(body).toContain(`nonce="${nonce}"`);
    expect(body.replaceAll(nonce, nonceOf(first.headers["content-security-policy"]))).toBe(first.body);
  });
});

describe("what an answer is kept under", () => {
  let app: FastifyInstance;
  let database: Database;
  let reads = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ env: testEnv(), database });
    app.withTypeProvider<ZodTypeProvider>().get(
      "/list",
      {
        config: { cache: { scope: "public" } },
        schema: { querystring: z.object({ page: z.coerce.number().int().default(1) }) },
      },
      async (request) => {
        reads += 1;
        return { page: request.query.page, reads };
      },
    );
    app.get("/fixed", { config: { cache: { scope: "public" } } }, async () => {
      reads += 1;
      return { reads };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("ignores parameters the route does not read, and reads values as the route parses them", async () => {
    const before = reads;
    for (const url of [
      "/list",
      "/list?utm_source=a",
      "/list?utm_source=b&page=1",
      "/list?page=01&fbclid=x",
    ]) {
      expect((await app.inject({ url })).json().page).toBe(1);
    }
    expect(reads - before).toBe(1);
    expect((await app.inject({ url: "/list?page=2&x=1" })).json().page).toBe(2);
    expect(reads - before).toBe(2);
  });

  it("ignores every parameter of a route that reads none", async () => {
    const before = reads;
    for (let i = 0; i < 5; i += 1) await app.inject({ url: `/fixed?utm_source=${i}` });
    expect(reads - before).toBe(1);
  });
});

describe("the memory the kept answers take", () => {
  it("stays within its bound, every byte counted, forgetting the least recently used", async () => {
    const database = await openTestDatabase();
    const env = testEnv();
    const MAX_BYTES = env.responseCacheBytes;
    const app = await buildApp({ env, database });
    const renders = new Map<string, number>();
    app.get("/big/:id", { config: { cache: { scope: "public" } } }, async (request) => {
      const { id } = request.params as { id: string };
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return id.padEnd(700 * 1024, "x");
    });
    await app.ready();
    try {
      const pieces = Math.ceil((MAX_BYTES * 1.2) / (700 * 1024));
      for (let i = 0; i < pieces; i += 1) {
        await app.inject({ url: `/big/${i}`, headers: { "accept-encoding": i % 2 ? "gzip" : "identity" } });
        await app.inject({ url: `/big/${i}`, headers: { "accept-encoding": i % 2 ? "gzip" : "identity" } });
        expect(app.responseCache.bytes()).toBeLessThanOrEqual(MAX_BYTES);
      }
      expect(app.responseCache.bytes()).toBeGreaterThan(MAX_BYTES * 0.9);
      await app.inject({ url: "/big/0" });
      expect(renders.get("0")).toBe(2);
      await app.inject({ url: `/big/${pieces - 1}` });
      expect(renders.get(String(pieces - 1))).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A route whose reads wait for the test to let them finish, to line up reads and writes. */
async function appWithGatedRoute(database: Database) {
  const app = await buildApp({ env: testEnv(), database });
  let reads = 0;
  let open: () => void = () => {};
  let gate = Promise.resolve();
  const entered: (() => void)[] = [];
  app.get("/gated", { config: { cache: { scope: "public" } } }, async () => {
    reads += 1;
    const read = reads;
    for (const resolve of entered.splice(0)) resolve();
    await gate;
    return { read };
  });
  await app.ready();
  return {
    app,
    reads: () => reads,
    close: () => app.close(),
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    /** Resolves when a read has reached the handler. */
    nextRead: () => new Promise<void>((resolve) => entered.push(resolve)),
    read: async () => (await app.inject({ url: "/gated" })).json().read as number,
  };
}

describe("reads racing writes", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("does not keep an answer read before a change it could not see", async () => {
    const route = await appWithGatedRoute(database);
    route.hold();
    const reading = route.read();
    await route.nextRead();
    route.app.responseCache.invalidate("everything");
    route.release();
    expect(await reading).toBe(1);
    expect(await route.read()).toBe(2);
    expect(await route.read()).toBe(2);
    await route.close();
  });

  it("reads once for visitors who ask the same thing at the same moment", async () => {
    const route = await appWithGatedRoute(database);
    route.hold();
    const reading = Array.from({ length: 5 }, () => route.read());
    await route.nextRead();
    route.release();
    expect(await Promise.all(reading)).toEqual([1, 1, 1, 1, 1]);
    expect(route.reads()).toBe(1);
    await route.close();
  });
});

describe.runIf(usingPostgres())("instances sharing one PostgreSQL", () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const opened: { app: FastifyInstance; database: Database }[] = [];

  async function instance(relistenDelayMs?: number) {
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5, relistenDelayMs });
    const app = await buildApp({ env: testEnv(), database });
    await app.ready();
    opened.push({ app, database });
    return { app, database };
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl);
  });
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    await scratch.drop();
  });

  it("tells the other instances what a write changed", async () => {
    const a = await instance();
    const b = await instance();
    const fixture = await insertCatalogueFixture(a.database.db, 2);
    const { access } = await signUp(a.app);
    const favourites = async () => (await get(b.app, "/favourites/", bearer(access))).json().length;
    expect(await favourites()).toBe(0);
    const added = await a.app.inject({
      method: "POST",
      url: "/api/v1/favourites/",
      headers: bearer(access),
      payload: { unit: fixture.units[0]?.id },
    });
    expect(added.statusCode).toBe(201);
    await expect.poll(favourites, { timeout: 5000 }).toBe(1);
  });

  async function deafen() {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
    );
    await admin.end();
  }

  it("answers nothing from memory while it cannot hear the others", async () => {
    const { app, database } = await instance(60_000);
    const fixture = await insertCatalogueFixture(database.db, 1);
    const name = async () => (await get(app, `/compounds/${fixture.compound.id}/`)).json().name;
    expect(await name()).toBe("Test Gardens");
    await deafen();
    await renameBehindTheApi(database.db, fixture.compound.id, "Renamed while deaf");
    await expect.poll(name, { timeout: 5000 }).toBe("Renamed while deaf");
    await renameBehindTheApi(database.db, fixture.compound.id, "Renamed again");
    expect(await name()).toBe("Renamed again");
  });

  it("keeps answers again once it hears the others again", async () => {
    const { app, database } = await instance(200);
    const fixture = await insertCatalogueFixture(database.db, 1);
    const name = async () => (await get(app, `/compounds/${fixture.compound.id}/`)).json().name;
    await deafen();
    await expect
      .poll(
        async () => {
          const kept = await name();
          await renameBehindTheApi(database.db, fixture.compound.id, `Renamed at ${performance.now()}`);
          return (await name()) === kept;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
