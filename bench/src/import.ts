import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { API_PREFIX } from "@capital/contract/api-paths";
import { IMPORT_COLUMNS } from "@capital/contract/partner-catalogue";
import { repoRoot, startBuiltApp } from "../../e2e/support/app-process";
import { postJson } from "./accounts";
import { firstId } from "./catalogue";
import { ms, table, whole } from "./report";

const OPERATOR = { email: "import-bench@bench.example", password: "Bench-Capital-2026" };
export const IMPORT_ROWS = 5_000;
/** 10 buildings × 20 floors × 25 units: the file's shape, its buildings and floors made by the import. */
const BUILDINGS = 10;
const FLOORS = 20;
const RUNS = 3;

/** One import file of `IMPORT_ROWS` apartments; `priceStep` moves every price (an update run). */
export function importFile(priceStep = 0): Buffer {
  const lines: string[] = [IMPORT_COLUMNS.join(",")];
  const perFloor = IMPORT_ROWS / BUILDINGS / FLOORS;
  for (let b = 1; b <= BUILDINGS; b += 1)
    for (let floor = 0; floor < FLOORS; floor += 1)
      for (let u = 1; u <= perFloor; u += 1) {
        const code = `B${b}-${floor}-${u}`;
        const row: Record<(typeof IMPORT_COLUMNS)[number], string> = {
          code,
          building: `B${b}`,
          floor: String(floor),
          name: `Apartment ${code}`,
          name_ar: `شقة ${code}`,
          category: "apartment",
          rooms: String(1 + (u % 4)),
          area: String(90 + u * 5),
          price: String(4_000_000 + floor * 50_000 + u * 10_000 + priceStep),
          finishing: "full",
          status: "free",
          deposit_percent: "10",
          years: "8",
          delivery_date: "2029-06-30",
          maintenance_deposit_percent: "8",
          club_fee: "150000",
          parking_fee: "",
          cash_discount_percent: "10",
        };
        lines.push(IMPORT_COLUMNS.map((column) => row[column]).join(","));
      }
  return Buffer.from(lines.join("\n"));
}

async function partnerJson<T>(baseUrl: string, route: string, token: string, body: unknown): Promise<T> {
  const response = await postJson(baseUrl, route, body, token);
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Sends the file to a project's import; the time from sending to the whole answer, and the answer. */
async function timedImport(baseUrl: string, token: string, projectId: number, file: Buffer, dryRun: boolean) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)], { type: "text/csv" }), "units.csv");
  const started = performance.now();
  const response = await fetch(
    `${baseUrl}${API_PREFIX}/partner/projects/${projectId}/units/import/?dryRun=${dryRun}`,
    { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } },
  );
  const answer = (await response.json()) as { created: number; updated: number; errors: unknown[] };
  const elapsed = performance.now() - started;
  if (!response.ok || answer.errors.length > 0)
    throw new Error(`the import answered ${response.status}: ${JSON.stringify(answer).slice(0, 400)}`);
  return { elapsed, answer };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Issue 17: "a 5,000-row import is measured". On a fresh app with the demo catalogue, an operator
 * imports a 5,000-row CSV into new compounds: the dry run, the real run that adds every unit (and
 * its 10 buildings and 200 floors), and a second file that updates every unit's price (5,000 price
 * changes in the history). Each is timed end to end over HTTP, the median of three projects.
 */
export async function importSection(label: string, env: Record<string, string> = {}): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "capital-bench-import-"));
  try {
    execFileSync(
      "npm",
      ["run", "--silent", "create-admin", "--", "--email", OPERATOR.email, "--password", OPERATOR.password],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "true", ...env },
      },
    );
    const app = await startBuiltApp(env, { quiet: true, dataDir });
    try {
      const signedIn = await postJson(app.baseUrl, "/token/", OPERATOR);
      const token = ((await signedIn.json()) as { access: string }).access;
      const [companyId, locationId] = await Promise.all([
        firstId(app.baseUrl, "companies"),
        firstId(app.baseUrl, "locations"),
      ]);
      const creating = importFile();
      const updating = importFile(25_000);
      const times = { dry: [] as number[], create: [] as number[], update: [] as number[] };
      for (let run = 0; run < RUNS; run += 1) {
        const project = await partnerJson<{ id: number }>(app.baseUrl, "/partner/projects/", token, {
          type: "compound",
          companyId,
          locationId,
          name: `Import bench ${run}`,
          nameArabic: `قياس الاستيراد ${run}`,
          address: "R7",
          addressArabic: "الحي السابع",
          distance: 2,
          acres: 30,
        });
        const dry = await timedImport(app.baseUrl, token, project.id, creating, true);
        const made = await timedImport(app.baseUrl, token, project.id, creating, false);
        const changed = await timedImport(app.baseUrl, token, project.id, updating, false);
        if (made.answer.created !== IMPORT_ROWS || changed.answer.updated !== IMPORT_ROWS)
          throw new Error(`the imports made ${made.answer.created} and updated ${changed.answer.updated}`);
        times.dry.push(dry.elapsed);
        times.create.push(made.elapsed);
        times.update.push(changed.elapsed);
      }
      const row = (what: string, values: number[]) => [
        what,
        ms(median(values)),
        whole((IMPORT_ROWS * 1000) / median(values)),
        values.map((v) => ms(v)).join(", "),
      ];
      return [
        `### ${label}`,
        "",
        table(
          ["5,000-row CSV", "median", "rows/s", "runs"],
          [
            row("dry run (everything written, then undone)", times.dry),
            row("import adding 5,000 units", times.create),
            row("import updating 5,000 prices", times.update),
          ],
        ),
      ].join("\n");
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
