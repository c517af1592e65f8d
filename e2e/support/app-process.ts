import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export type RunningServer = { baseUrl: string; process: ChildProcess; stop(): Promise<void> };
export type RunningApp = RunningServer & { dataDir: string };

/**
 * Starts the built app as its own process on a free port, with a throw-away data dir (removed on
 * stop) unless `dataDir` is given. Used by the end-to-end tests and the benchmarks.
 */
export async function startBuiltApp(
  env: Record<string, string> = {},
  options: { dataDir?: string } & ServerOutput = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "capital-app-"));
  const server = await startNodeServer(
    "apps/api/dist/server.js",
    {
      NODE_ENV: "production",
      SEED_DEMO: "true",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Journeys and benchmarks run beside other load on purpose: no shedding it as overload.
      MAX_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
    options,
  );
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What becomes of a server's standard output (its log): shown, hidden (`quiet`), or shown and
 * each line passed to `onLogLine` as well.
 */
type ServerOutput = { quiet?: boolean; onLogLine?: (line: string) => void };

/**
 * Runs a server file (relative to the repository) on a free port: compiled JavaScript with plain
 * `node`, TypeScript (the benchmarks' baselines) through tsx. Ready when `readyPath` answers.
 */
export async function startNodeServer(
  file: string,
  env: Record<string, string>,
  { quiet = false, onLogLine, readyPath = "/readyz" }: ServerOutput & { readyPath?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const args = file.endsWith(".ts") ? ["--import", "tsx", file] : ["--enable-source-maps", file];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", onLogLine ? "pipe" : quiet ? "ignore" : "inherit", "inherit"],
  });
  if (onLogLine && child.stdout) {
    child.stdout.pipe(process.stdout);
    createInterface({ input: child.stdout }).on("line", onLogLine);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}${readyPath}`, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    baseUrl,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}
