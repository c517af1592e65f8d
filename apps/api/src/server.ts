import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadEnv } from "./env";
import { checkNodeVersion } from "./node-version";
import { prepareDatabase } from "./startup";
import { startupWebOptions } from "./web-mode";

async function main() {
  checkNodeVersion();
  const env = loadEnv();
  const logger = { level: env.logLevel };
  const database = await prepareDatabase(env, { info: (m) => console.log(m) });
  const app = await buildApp({ env, database, logger, web: startupWebOptions(env) });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "closing after an error");
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
  });

  await app.listen({ host: env.host, port: env.port });
  console.log(`New Capital marketplace is ready at ${env.publicBaseUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
