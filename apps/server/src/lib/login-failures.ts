import type { Redis } from 'ioredis';
import { Lru } from './lru';

/**
 * Failed sign-ins, counted so that a guesser is slowed down without handing anyone a way to lock
 * an owner out (SECURITY.md, "abuse"). A client is either untrusted (known by its IP address) or a
 * recognised device: one that signed in to the account before and carries its device cookie
 * (lib/device-cookies.ts).
 * - Untrusted: one client failing on one address waits 1 s, 2 s, 4 s, … after `perClient` failures
 *   (only that client); all untrusted clients together may fail `perAddress` times per window before
 *   the address is refused to every untrusted client (a spray from many addresses).
 * - A recognised device is counted on its own: after `perClient` failures that device alone is
 *   locked for a window after its last failure. It never meets the address's ceiling, so the owner
 *   still signs in from a device they used before while strangers exhaust it.
 * A reset of the password forgets everything about the address.
 */
export interface LoginFailureLimits {
  perClient: number;
  perAddress: number;
  windowMs: number;
}

/** Who is trying: the client's address, and the device id when it carries a valid device cookie. */
export interface LoginClient {
  ip: string;
  device?: string | undefined;
}

/** The counters of one address as a store holds them. */
interface FailureCounts {
  /** Failures from every untrusted client in the current window, and when that window ends (ms). */
  address: number;
  addressResetAt: number;
  /** This client's failures and the time of its last one (ms). */
  client: number;
  clientLastAt: number;
}

/**
 * Where the counters live: this process, or Redis so that every instance shares them. `client` is
 * an opaque key (an IP address or a device); `countAddress` says whether a failure also counts
 * against the address's ceiling.
 */
export interface FailureStore {
  read(email: string, client: string, now: number): Promise<FailureCounts>;
  record(email: string, client: string, now: number, countAddress: boolean): Promise<void>;
  forgetClient(email: string, client: string): Promise<void>;
  forget(email: string): Promise<void>;
}

type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * How long a client's failures are remembered after its last one: longer than the longest wait
 * (one window), so that waiting it out does not start the client over at no wait.
 */
const clientMemoryMs = (windowMs: number) => 2 * windowMs;

/** Devices and IP addresses share one table of clients; the prefixes keep them apart. */
const clientKey = (client: LoginClient) => (client.device ? `device:${client.device}` : `ip:${client.ip}`);

export function createLoginFailures(store: FailureStore, limits: LoginFailureLimits, now = Date.now) {
  const maxDelayMs = limits.windowMs;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const refusedUntil = (until: number, at: number): LoginVerdict =>
    at < until ? { allowed: false, retryAfterSeconds: seconds(until - at) } : { allowed: true };
  return {
    /** Whether a sign-in to `email` by `client` may be tried now, checked before the password. */
    async check(email: string, client: LoginClient): Promise<LoginVerdict> {
      const at = now();
      const counts = await store.read(email, clientKey(client), at);
      if (client.device) {
        if (counts.client < limits.perClient) return { allowed: true };
        return refusedUntil(counts.clientLastAt + limits.windowMs, at);
      }
      if (counts.address >= limits.perAddress) return refusedUntil(counts.addressResetAt, at);
      if (counts.client < limits.perClient) return { allowed: true };
      const delayMs = Math.min(1000 * 2 ** (counts.client - limits.perClient), maxDelayMs);
      return refusedUntil(counts.clientLastAt + delayMs, at);
    },
    failed: (email: string, client: LoginClient) =>
      store.record(email, clientKey(client), now(), client.device === undefined),
    /** The client got in: its own failures no longer count (the address's still do). */
    succeeded: (email: string, client: LoginClient) => store.forgetClient(email, clientKey(client)),
    /** The owner proved themselves by mail: every counter of the address goes. */
    forget: (email: string) => store.forget(email),
  };
}

export type LoginFailures = ReturnType<typeof createLoginFailures>;

interface MemoryEntry {
  address: number;
  addressResetAt: number;
  clients: Map<string, { count: number; lastAt: number }>;
  clientsExpireAt: number;
}

/** Counters in this process; the least recently failed addresses are dropped beyond `capacity`. */
export function memoryFailureStore(windowMs: number, capacity = 100_000): FailureStore {
  const entries = new Lru<string, MemoryEntry>(capacity);
  const live = (email: string, now: number): MemoryEntry | undefined => {
    const entry = entries.get(email);
    if (!entry) return undefined;
    if (now >= entry.addressResetAt) entry.address = 0;
    if (now >= entry.clientsExpireAt) entry.clients.clear();
    return entry;
  };
  return {
    async read(email, client, now) {
      const entry = live(email, now);
      const mine = entry?.clients.get(client);
      return {
        address: entry?.address ?? 0,
        addressResetAt: entry?.addressResetAt ?? now,
        client: mine?.count ?? 0,
        clientLastAt: mine?.lastAt ?? 0,
      };
    },
    async record(email, client, now, countAddress) {
      let entry = live(email, now);
      if (!entry) {
        entry = { address: 0, addressResetAt: now + windowMs, clients: new Map(), clientsExpireAt: 0 };
        entries.set(email, entry);
      }
      if (countAddress) {
        if (entry.address === 0) entry.addressResetAt = now + windowMs;
        entry.address += 1;
      }
      const mine = entry.clients.get(client);
      entry.clients.set(client, { count: (mine?.count ?? 0) + 1, lastAt: now });
      entry.clientsExpireAt = now + clientMemoryMs(windowMs);
    },
    async forgetClient(email, client) {
      entries.get(email)?.clients.delete(client);
    },
    async forget(email) {
      const entry = entries.get(email);
      if (entry) {
        entry.address = 0;
        entry.clients.clear();
      }
    },
  };
}

/**
 * Counters in Redis, two keys per address: the address's count (expiring a window after its first
 * failure) and a hash of per-client counts and last failure times (expiring two windows after the
 * latest failure).
 */
export function redisFailureStore(redis: Redis, windowMs: number, prefix = 'skillpath-lf:'): FailureStore {
  const addressKey = (email: string) => `${prefix}a:${email}`;
  const clientsKey = (email: string) => `${prefix}c:${email}`;
  return {
    async read(email, client, now) {
      const [[, count], [, ttl], [, fields]] = (await redis
        .multi()
        .get(addressKey(email))
        .pttl(addressKey(email))
        .hmget(clientsKey(email), client, `${client}@`)
        .exec()) as [[null, string | null], [null, number], [null, (string | null)[]]];
      return {
        address: Number(count ?? 0),
        addressResetAt: now + Math.max(ttl, 0),
        client: Number(fields[0] ?? 0),
        clientLastAt: Number(fields[1] ?? 0),
      };
    },
    async record(email, client, now, countAddress) {
      const multi = redis.multi();
      if (countAddress) multi.set(addressKey(email), 0, 'PX', windowMs, 'NX').incr(addressKey(email));
      await multi
        .hincrby(clientsKey(email), client, 1)
        .hset(clientsKey(email), `${client}@`, now)
        .pexpire(clientsKey(email), clientMemoryMs(windowMs))
        .exec();
    },
    async forgetClient(email, client) {
      await redis.hdel(clientsKey(email), client, `${client}@`);
    },
    async forget(email) {
      await redis.del(addressKey(email), clientsKey(email));
    },
  };
}
