import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Executor } from './database';

/** An open request transaction, and what waits for its commit. */
interface Scope {
  tx: Executor | undefined;
  open: boolean;
  afterCommit: (() => Promise<void>)[];
}

const scopes = new AsyncLocalStorage<Scope>();
const CURRENT = Symbol('the executor the database handle stands for now');

/**
 * The database as the services hold it (app.db): inside `inRequestTransaction` every query, and every
 * `transaction` (a savepoint then), runs in that request's transaction; anywhere else, on the database.
 * So an admin's change and its audit row commit together without every service passing a transaction.
 */
export function requestScoped(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const scope = scopes.getStore();
      const on = scope?.open && scope.tx ? scope.tx : target;
      if (prop === CURRENT) return on;
      const value: unknown = Reflect.get(on, prop);
      return typeof value === 'function' ? value.bind(on) : value;
    },
  });
}

/** What a handle stands for at this moment: the request's transaction, or the database itself. */
export const currentExecutor = (db: Executor): Executor =>
  (db as unknown as Record<symbol, Executor | undefined>)[CURRENT] ?? db;

/**
 * Runs `fn` in one transaction that every query through a `requestScoped` handle joins. Work queued
 * with `afterCommit` runs once it committed, outside it: on the embedded database a transaction holds
 * the only connection, so waiting inside it for work outside it would never end.
 */
export async function inRequestTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const scope: Scope = { tx: undefined, open: true, afterCommit: [] };
  const result = await currentExecutor(db).transaction(async (tx) => {
    scope.tx = tx;
    try {
      return await scopes.run(scope, fn);
    } finally {
      // Anything still running from inside goes to the database from now on, not a finished transaction.
      scope.open = false;
    }
  });
  for (const task of scope.afterCommit) await task();
  return result;
}

/** Runs `task` now, or, inside a request transaction, once that committed. */
export async function afterCommit(task: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterCommit.push(task);
  else await task();
}

/**
 * Runs `fn`, whose failure the caller catches and goes on from (a refused duplicate), so that the
 * failed statement does not abort a request transaction around it: in a savepoint there; as it is
 * anywhere else, where no transaction is at stake.
 */
export function recoverable<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return scopes.getStore()?.open ? currentExecutor(db).transaction(() => fn()) : fn();
}
