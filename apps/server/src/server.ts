import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startBanner, startLogLines } from './banner';
import { runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { terminalLogStream } from './lib/terminal-log';
import { type FirstStart, prepareDatabase } from './startup';

// A stopping process that has not finished its requests and closed the database by then exits 1.
const STOP_TIMEOUT_MS = 15_000;

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
    const app = await buildApp(config, {
      database: await openDatabase(config.databaseUrl, config.dataDir),
      logStream: terminalLogStream(),
    });
    const firstStart = await prepareDatabase(app);
    await app.close();
    runPrimary(config, app.log, () =>
      announce(app, config, { ...firstStart, workers: config.webConcurrency }),
    );
    return;
  }
  await serve(config, { prepare: !clustered, clusterWorker: clustered });
}

async function serve(config: Config, opts: { prepare: boolean; clusterWorker: boolean }) {
  const starting = start(config, opts);
  // Taken from the first moment: a signal while the process starts (a cluster's workers are told to
  // stop as soon as they are forked, say) would otherwise kill it half-started.
  stopOnSignals(starting, opts.clusterWorker);
  const { app, firstStart } = await starting;
  if (!opts.clusterWorker) announce(app, config, firstStart);
}

async function start(config: Config, opts: { prepare: boolean; clusterWorker: boolean }) {
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const app = await buildApp(config, {
    database,
    clusterWorker: opts.clusterWorker,
    logStream: terminalLogStream(),
  });
  const firstStart = opts.prepare ? await prepareDatabase(app) : {};
  await app.listen({ port: config.port, host: config.host });
  // Every serving process works the queue; SKIP LOCKED gives each job to one of them.
  await app.jobs.start();
  return { app, firstStart };
}

/**
 * SIGTERM/SIGINT (and, in a cluster worker, the primary going away) stop the process once its start
 * has finished: requests in flight are answered, the queue and the database closed, exit 0.
 */
function stopOnSignals(starting: Promise<{ app: FastifyInstance }>, clusterWorker: boolean) {
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    // A start that fails ends the process from main() instead.
    const started = await starting.catch(() => undefined);
    if (!started) return;
    const { app } = started;
    app.log.info(`${reason}: finishing in-flight requests, then closing the database`);
    // A stuck request must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error(`still stopping after ${STOP_TIMEOUT_MS} ms: exiting with requests unfinished`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT received'));
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  // A worker whose primary is gone would serve on unsupervised: stop instead.
  if (clusterWorker) process.on('disconnect', () => void stop('the primary process ended'));
}

/**
 * Ends a start: on a terminal a short banner (the address, the first start's passwords, where the data
 * lives); otherwise the same facts as log lines, so piped output stays one JSON object a line.
 */
function announce(app: FastifyInstance, config: Config, firstStart: FirstStart & { workers?: number }) {
  const facts = {
    ...firstStart,
    url: config.publicUrl,
    dataDir: config.dataDir,
    databaseKind: app.database.kind,
    databaseUrl: config.databaseUrl,
    smtpUrl: config.smtpUrl,
    production: config.env === 'production',
  };
  if (process.stdout.isTTY) {
    process.stdout.write(startBanner(facts));
    return;
  }
  for (const { level, message } of startLogLines(facts)) app.log[level](message);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
