import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './startup';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const app = await buildApp(config, { database });
  await prepareDatabase(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Skillpath is serving on ${config.publicUrl} (database: ${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    // A stuck request must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
