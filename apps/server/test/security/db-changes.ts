import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Tells whether the database changed since the last baseline, cheaply.
 *
 * First look: the next transaction id (`pg_snapshot_xmax(pg_current_snapshot())`) moves only when
 * some transaction wrote (or tried to). On PGlite that is this database alone; on PostgreSQL it is
 * the whole cluster, so other databases' traffic moves it too. Only when it moved is the exact check
 * run: a fingerprint of every row of every table of the app (count and sum of row hashes per table)
 * compared with the baseline's. A write that was rolled back moves the id but not the fingerprint.
 */
export async function watchDatabase(db: Db) {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);
  if (tables.length < 10) throw new Error(`expected the app's tables, found ${tables.join(', ')}`);
  const fingerprintQuery = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text as rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as hash from "${name}" t`,
      )
      .join(' union all '),
  );

  const nextXid = async () =>
    (await rowsOf<{ xid: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`))[0]!
      .xid;
  const fingerprint = async () =>
    (await rowsOf<{ name: string; rows: string; hash: string }>(db, fingerprintQuery))
      .map((r) => `${r.name}:${r.rows}:${r.hash}`)
      .join(' ');

  let xid = await nextXid();
  let print = await fingerprint();
  const stats = { cheapChecks: 0, exactChecks: 0 };

  return {
    stats,
    tables,
    fingerprint,
    /** Takes the current state as the new baseline (after an accepted write). */
    async baseline(): Promise<void> {
      const now = await nextXid();
      if (now === xid) return;
      xid = now;
      print = await fingerprint();
    },
    /** The tables whose rows differ from the baseline (empty when unchanged). */
    async changedTables(): Promise<string[]> {
      stats.cheapChecks += 1;
      const now = await nextXid();
      if (now === xid) return [];
      stats.exactChecks += 1;
      const current = await fingerprint();
      if (current === print) {
        xid = now;
        return [];
      }
      const before = new Set(print.split(' '));
      return current
        .split(' ')
        .filter((entry) => !before.has(entry))
        .map((entry) => entry.split(':')[0]!);
    },
  };
}
export type DatabaseWatch = Awaited<ReturnType<typeof watchDatabase>>;
