import type { Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** Tells the other instances (or workers) that what they cached is out of date. */
export interface InvalidationBus {
  /** Resolves once the others have been told, or telling them failed (logged). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'skillpath:catalogue-changed';
const PUBLISH_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * REDIS_URL: one channel shared by every instance. `onConnected(false)` while the subscription is down,
 * since changes published meanwhile would be missed; `onConnected(true)` once it is back.
 */
export async function createRedisBus(
  url: string,
  handlers: { onRemote(): void; onConnected(up: boolean): void; log: FastifyBaseLogger },
): Promise<InvalidationBus> {
  // Loaded only with REDIS_URL: an instance without it never pays for the module.
  const { Redis } = await import('ioredis');
  const self = randomUUID();
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Failures show as a closed subscription (cache off) or a failed publish (logged); the default
  // handler would only print them again.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === CHANNEL && sender !== self) handlers.onRemote();
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => handlers.onConnected(true),
      (error) => handlers.log.warn({ err: error }, 'cache invalidation: subscribing to Redis failed'),
    );
  });
  subscriber.on('close', () => handlers.onConnected(false));
  return {
    async publish() {
      try {
        await withTimeout(publisher.publish(CHANNEL, self), PUBLISH_TIMEOUT_MS);
      } catch (error) {
        handlers.log.error({ err: error }, 'cache invalidation: publishing to Redis failed');
      }
    },
    async close() {
      subscriber.removeAllListeners('close');
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

// Messages between cluster workers and the primary (WEB_CONCURRENCY without REDIS_URL).
const PUBLISH = 'skillpath:cache-publish';
const DONE = 'skillpath:cache-published';
const DROP = 'skillpath:cache-drop';
const DROPPED = 'skillpath:cache-dropped';
type Message = { type: string; seq: number };
const isMessage = (m: unknown, type: string): m is Message =>
  typeof m === 'object' && m !== null && (m as Message).type === type;

/** In a cluster worker: the primary relays a change to the other workers and says when they have it. */
export function createClusterBus(onRemote: () => void): InvalidationBus {
  const waiting = new Map<number, () => void>();
  let seq = 0;
  const onMessage = (message: unknown) => {
    if (isMessage(message, DROP)) {
      onRemote();
      process.send?.({ type: DROPPED, seq: message.seq });
    } else if (isMessage(message, DONE)) {
      waiting.get(message.seq)?.();
    }
  };
  process.on('message', onMessage);
  return {
    publish() {
      if (!process.send || !process.connected) return Promise.resolve();
      const mine = ++seq;
      return new Promise<void>((resolve) => {
        const done = () => {
          waiting.delete(mine);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, PUBLISH_TIMEOUT_MS);
        waiting.set(mine, done);
        process.send!({ type: PUBLISH, seq: mine });
      });
    },
    async close() {
      process.off('message', onMessage);
    },
  };
}

let dropSeq = 0;

/** In the primary: passes each worker's change to the others, answers once all have dropped theirs. */
export function relayInvalidations(worker: Worker, others: () => Worker[]): void {
  worker.on('message', (message: unknown) => {
    if (!isMessage(message, PUBLISH)) return;
    const targets = others().filter((w) => w !== worker && w.isConnected());
    const acks = targets.map(
      (target) =>
        new Promise<void>((resolve) => {
          const mine = ++dropSeq;
          const timer = setTimeout(finish, PUBLISH_TIMEOUT_MS / 2);
          function finish() {
            clearTimeout(timer);
            target.off('message', onAck);
            target.off('exit', finish);
            resolve();
          }
          function onAck(reply: unknown) {
            if (isMessage(reply, DROPPED) && reply.seq === mine) finish();
          }
          target.on('message', onAck);
          target.once('exit', finish);
          target.send({ type: DROP, seq: mine });
        }),
    );
    void Promise.all(acks).then(() => {
      if (worker.isConnected()) worker.send({ type: DONE, seq: message.seq });
    });
  });
}
