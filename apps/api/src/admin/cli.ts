import { parseArgs } from "node:util";
import { message } from "@capital/contract/errors";
import { openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { CreateAdminError, createAdmin } from "./create-admin";

/** npm run create-admin -- --email E --password P [--name N] */

const USAGE = `Usage: npm run create-admin -- --email E --password P [--name N]

Makes E an operator of the partner portal: creates the account with password P (and name N, else
the address's first part), or promotes the existing account of E, whose password stays as it is.
Safe to run twice. With the embedded database, stop the server first: one process opens it at a time.`;

const SAYS = {
  created: "Created the account {email}: it is an operator.",
  promoted: "Promoted the existing account {email} to operator (its password is unchanged).",
  "already-operator": "{email} is already an operator; nothing changed.",
} as const;

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help || !values.email || values.password === undefined) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  const database = await openDatabase(
    env.databaseUrl ? { kind: "postgres", url: env.databaseUrl } : { kind: "pglite", dataDir: env.dataDir },
  );
  try {
    const outcome = await createAdmin(database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(SAYS[outcome].replace("{email}", values.email.trim()));
  } catch (error) {
    if (!(error instanceof CreateAdminError)) throw error;
    for (const [field, codes] of Object.entries(error.fields)) {
      for (const code of codes) console.error(`--${field}: ${message(code, "en")}`);
    }
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
