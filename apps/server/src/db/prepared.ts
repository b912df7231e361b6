import type { Db } from './database';

/**
 * A statement for a hot path, built once per database handle. Drizzle then skips rebuilding the SQL,
 * and node-postgres sends it as a named statement that PostgreSQL parses and plans once per connection.
 * Only for the database itself: a prepared statement does not run inside a transaction.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
