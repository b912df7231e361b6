import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One message waiting for another attempt, kept as `<id>.json` in the queue folder. */
interface QueuedMail<M> {
  id: string;
  message: M;
  attempts: number;
  firstFailedAt: number;
  nextAttemptAt: number;
  lastError: string;
}

export interface RetryQueue<M> {
  /** Stores a message whose delivery just failed; it is tried again after the first interval. */
  enqueue(message: M, error: unknown): Promise<void>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

// A claimed file older than this belongs to a process that died while sending: hand it back.
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Mail that could not be delivered waits on disk (DATA_DIR/mail-retry) so a restart does not lose it,
 * and is tried again with exponential backoff: interval, 2×, 4×… capped at maxMs, given up after
 * giveUpAfterMs (moved to failed/ and logged). Several processes may share the folder (cluster
 * workers): each claims a file by renaming it before sending, so a message goes out once.
 */
export function createRetryQueue<M>(opts: {
  dir: string;
  intervalMs: number;
  maxMs: number;
  giveUpAfterMs: number;
  log: FastifyBaseLogger;
  deliver(message: M): Promise<void>;
}): RetryQueue<M> {
  const { dir, log } = opts;
  const file = (id: string) => path.join(dir, `${id}.json`);
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

  async function save(entry: QueuedMail<M>) {
    await mkdir(dir, { recursive: true });
    // Write then rename: a crash mid-write never leaves a half-written entry in the queue.
    const temp = path.join(dir, `.${entry.id}.${process.pid}.tmp`);
    // Reset links are secrets: owner-only, like the rest of DATA_DIR.
    await writeFile(temp, JSON.stringify(entry), { mode: 0o600 });
    await rename(temp, file(entry.id));
  }

  async function attempt(name: string, now: number) {
    const claimed = path.join(dir, `${name}.sending-${process.pid}-${now}`);
    try {
      await rename(path.join(dir, name), claimed);
    } catch {
      return; // another process took it
    }
    const entry = JSON.parse(await readFile(claimed, 'utf8')) as QueuedMail<M>;
    try {
      await opts.deliver(entry.message);
      log.info({ mailId: entry.id, attempts: entry.attempts + 1 }, 'queued mail delivered');
    } catch (error) {
      entry.attempts += 1;
      entry.lastError = describe(error);
      if (now - entry.firstFailedAt >= opts.giveUpAfterMs) {
        await mkdir(path.join(dir, 'failed'), { recursive: true });
        await writeFile(path.join(dir, 'failed', `${entry.id}.json`), JSON.stringify(entry), { mode: 0o600 });
        log.error({ mailId: entry.id, attempts: entry.attempts, err: error }, 'mail given up after retries');
      } else {
        entry.nextAttemptAt = now + Math.min(opts.intervalMs * 2 ** entry.attempts, opts.maxMs);
        await save(entry);
        log.warn(
          { mailId: entry.id, attempts: entry.attempts, err: error },
          'mail retry failed; will try again',
        );
      }
    }
    await unlink(claimed);
  }

  async function pass() {
    const now = Date.now();
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const claim = /^(.+\.json)\.sending-\d+-(\d+)$/.exec(name);
      if (claim && now - Number(claim[2]) > STALE_CLAIM_MS) {
        await rename(path.join(dir, name), path.join(dir, claim[1]!)).catch(() => {});
      }
    }
    for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.'))) {
      const due = await readFile(path.join(dir, name), 'utf8').then(
        (text) => (JSON.parse(text) as QueuedMail<M>).nextAttemptAt <= now,
        () => false,
      );
      if (due) await attempt(name, now);
    }
  }

  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(
    () => {
      // One pass at a time: a slow mail server must not stack passes up.
      running = running.then(() =>
        stopped ? undefined : pass().catch((error) => log.error({ err: error }, 'mail retry pass failed')),
      );
    },
    Math.max(100, Math.min(opts.intervalMs, 60_000)),
  );
  timer.unref();

  return {
    async enqueue(message, error) {
      const now = Date.now();
      const entry: QueuedMail<M> = {
        id: `${now}-${randomUUID()}`,
        message,
        attempts: 1,
        firstFailedAt: now,
        nextAttemptAt: now + opts.intervalMs,
        lastError: describe(error),
      };
      await save(entry);
      log.warn({ mailId: entry.id, file: file(entry.id) }, 'mail queued for retry');
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
