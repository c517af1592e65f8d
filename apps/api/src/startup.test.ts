import { count, countDistinct, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import type { Database } from "./db/client";
import { companies, projects, users } from "./db/schema";
import { testDatabaseConfig } from "./env";
import { prepareDatabase } from "./startup";
import { createScratchDatabase } from "./testing/test-database";
import { testEnv } from "./testing/test-env";

const config = testDatabaseConfig();
const quiet = { info() {} };
const opened: Database[] = [];
const drops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => {});
  for (const drop of drops.splice(0)) await drop();
});

/** The configuration a restarted server would see: the same data dir, or the same PostgreSQL database. */
async function persistentEnv(overrides: Record<string, string> = {}) {
  if (config.kind === "pglite") return testEnv(overrides);
  const scratch = await createScratchDatabase(config.url);
  drops.push(scratch.drop);
  return testEnv({ DATABASE_URL: scratch.url, ...overrides });
}

const companyCount = async (database: Database) =>
  (await database.db.select({ n: count() }).from(companies))[0]?.n;

describe(`starting the server on ${config.kind}`, () => {
  it("seeds on the first start only, and a restart keeps every row", async () => {
    const env = await persistentEnv();
    const first = await prepareDatabase(env, quiet);
    const seededCompanies = await companyCount(first);
    expect(seededCompanies).toBeGreaterThanOrEqual(12);
    await first.db.insert(users).values({ name: "Salma", email: "salma@example.com", passwordHash: "!x" });
    await first.close();

    const second = await prepareDatabase(env, quiet);
    opened.push(second);
    expect(await companyCount(second)).toBe(seededCompanies);
    const salma = await second.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, "salma@example.com"));
    expect(salma).toEqual([{ name: "Salma" }]);
  });

  it("with SEED_DEMO=false starts on an empty catalogue, which the API serves as empty lists", async () => {
    const env = await persistentEnv({ SEED_DEMO: "false" });
    const database = await prepareDatabase(env, quiet);
    opened.push(database);
    expect(await companyCount(database)).toBe(0);
    const app = await buildApp({ env, database });
    try {
      const get = async (url: string) => {
        const response = await app.inject({ url: `/api/v1${url}` });
        expect(response.statusCode, url).toBe(200);
        return response.json();
      };
      const home = await get("/home/");
      expect(home).toMatchObject({
        mallsList: [],
        mallsCount: 0,
        latestProjects: [],
        best_client_reviews: [],
      });
      expect(home.residentialPropertiesList.map((tile: { results: number }) => tile.results)).toEqual(
        home.residentialPropertiesList.map(() => 0),
      );
      for (const list of ["/malls/", "/compounds/", "/companies/", "/locations/"])
        expect(await get(list), list).toMatchObject({ count: 0, results: [] });
      expect(await get("/search-residential-unit/?category=apartment")).toMatchObject({
        count: 0,
        results: [],
      });
      expect(await get("/search-investment-unit/?category=shops")).toMatchObject({ count: 0, results: [] });
      expect(await get("/search/?q=mall")).toMatchObject({ projects: [], units: { count: 0 } });
      expect((await app.inject({ url: "/api/v1/malls/1/" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it.runIf(config.kind === "postgres")(
    "two instances starting at once on one PostgreSQL seed once",
    async () => {
      const env = await persistentEnv();
      const [a, b] = await Promise.all([prepareDatabase(env, quiet), prepareDatabase(env, quiet)]);
      opened.push(a, b);
      expect(await companyCount(a)).toBeGreaterThanOrEqual(12);
      // The demo catalogue is the same every time: seeded twice, every company and project would be
      // there twice under the same name.
      for (const [table, name] of [
        [companies, companies.name],
        [projects, projects.name],
      ] as const) {
        const [rows] = await b.db.select({ all: count(), names: countDistinct(name) }).from(table);
        expect(rows?.all).toBeGreaterThan(0);
        expect(rows?.names, "a name seeded twice").toBe(rows?.all);
      }
    },
  );
});
