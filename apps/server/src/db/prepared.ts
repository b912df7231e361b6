import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from './database';
import { currentExecutor } from './request-transaction';

/**
 * A statement for a hot path, built once per database handle. Drizzle then skips rebuilding the SQL,
 * and node-postgres sends it as a named statement that PostgreSQL parses and plans once per connection.
 * Built on what the handle stands for now (request-transaction.ts): inside a request's transaction, a
 * statement of that transaction, so it neither runs outside it nor waits for it.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    const on = currentExecutor(db);
    let statement = built.get(on);
    if (statement === undefined) {
      statement = build(on as Db);
      built.set(on, statement);
    }
    return statement;
  };
}

/** The parts of a Drizzle handle a named raw statement needs (public at runtime, internal in its types). */
interface RawStatementRunner {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs a raw statement (Drizzle's `db.execute`, which cannot be prepared) under a fixed name, on the
 * database or inside a transaction: node-postgres parses it once per connection and PostgreSQL stops
 * planning it after a few runs (its plan cache). `name` must stand for one SQL text: a statement with
 * variants takes one name per variant. PGlite runs it like any statement.
 */
export function executeNamed<T>(executor: Executor, name: string, query: SQL): Promise<T> {
  const { dialect, session } = executor as unknown as RawStatementRunner;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute() as Promise<T>;
}
