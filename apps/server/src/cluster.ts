import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { relayInvalidations } from './lib/response-cache/bus';

// A worker that does not end within this time of SIGTERM is killed.
const DRAIN_TIMEOUT_MS = 20_000;

/**
 * The primary of WEB_CONCURRENCY workers: forks them once the database is prepared, replaces one that
 * dies, relays cache invalidations between them, and on SIGTERM/SIGINT lets each finish its requests.
 * It serves nothing itself; `onServing` runs once, when every first worker is listening.
 */
export function runPrimary(config: Config, log: FastifyBaseLogger, onServing: () => void): void {
  const workers = new Set<Worker>();
  let stopping = false;
  let listening = 0;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    relayInvalidations(worker, () => [...workers]);
    let served = false;
    worker.once('listening', () => {
      served = true;
      log.info(`worker ${worker.process.pid} is serving`);
      if (++listening === config.webConcurrency) onServing();
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (stopping) {
        // One that was not serving yet had nothing to finish; SIGTERM may end it before it has a handler.
        const clean = code === 0 || (!served && signal === 'SIGTERM');
        if (!clean) {
          log.error(`worker ${worker.process.pid} did not stop cleanly (${how})`);
          failed = true;
        }
        if (workers.size === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (!served) {
        // Replacing a worker that cannot even start would only loop: stop and say why.
        log.error(`worker ${worker.process.pid} ended (${how}) before serving; stopping`);
        failed = true;
        stop();
        return;
      }
      log.warn(`worker ${worker.process.pid} ended (${how}); starting a replacement`);
      fork();
    });
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) process.exit(failed ? 1 : 0);
    log.info(`stopping: ${workers.size} workers finish their requests`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error(`${workers.size} workers still running after ${DRAIN_TIMEOUT_MS} ms: killing them`);
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  if (!config.redisUrl) {
    log.warn('WEB_CONCURRENCY without REDIS_URL: rate limits are counted by each worker on its own');
  }
  log.info(`starting ${config.webConcurrency} workers`);
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
