import { spawn } from "node:child_process";
import pg from "pg";
import { repoRoot } from "../../e2e/support/app-process";

/** Kept between runs; BENCH_LARGE_DATABASE picks another (a worktree of its own, another size). */
const DATABASE = process.env.BENCH_LARGE_DATABASE ?? "capital_bench";

/**
 * The database `capital_bench` on the server at `serverUrl`, holding a catalogue of about `units`
 * units. It is kept between runs: seeding a million units takes minutes, so only the first run does.
 */
export async function largeCatalogue(serverUrl: string, units: number): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const databaseUrl = url.toString();

  if ((await unitCount(databaseUrl)) < units * 0.95) {
    console.log(`Seeding ${units.toLocaleString("en")} units into ${DATABASE} (once; it is kept)…`);
    await seed(databaseUrl, units);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Index-only scans need the visibility map that VACUUM writes after a bulk load.
  await client.query("vacuum analyze");
  await client.end();
  return databaseUrl;
}

async function unitCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query("select to_regclass('units') as name");
    if (!table.rows[0]?.name) return 0;
    const result = await client.query<{ n: number }>("select count(*)::int as n from units");
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

function seed(databaseUrl: string, units: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/api/src/seeding/cli.ts", "--units", String(units), "--reset"],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: "inherit" },
  );
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited with ${code}`)))),
  );
}
