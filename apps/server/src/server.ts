import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './startup';

/**
 * One process (WEB_CONCURRENCY=1, the default) prepares the database and serves. With more, the
 * primary prepares the database once and forks workers that only serve (src/cluster.ts).
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const clustered = config.webConcurrency > 1;
  if (clustered && cluster.isPrimary) {
    // Migrate, seed and bootstrap the admin once, before any worker serves; the app itself is only
    // built for that (it also writes DATA_DIR/secret once, so every worker signs with the same key).
    const app = await buildApp(config, { database: await openDatabase(config.databaseUrl, config.dataDir) });
    await prepareDatabase(app);
    await app.close();
    runPrimary(config, app.log);
    return;
  }
  await serve(config, { prepare: !clustered, clusterWorker: clustered });
}

async function serve(config: Config, opts: { prepare: boolean; clusterWorker: boolean }) {
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const app = await buildApp(config, { database, clusterWorker: opts.clusterWorker });
  if (opts.prepare) await prepareDatabase(app);
  await app.listen({ port: config.port, host: config.host });
  if (!opts.clusterWorker) {
    app.log.info(`Skillpath is serving on ${config.publicUrl} (database: ${database.kind})`);
  }

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: finishing in-flight requests, then closing the database`);
    // A stuck request must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT received'));
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  // A worker whose primary is gone would serve on unsupervised: stop instead.
  if (opts.clusterWorker) process.on('disconnect', () => void stop('the primary process ended'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
