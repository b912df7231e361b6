// Bundles the server into dist/server.js: our code and the contract inlined, npm packages external.
// Also prepares dist/pgdata: an embedded database (a PGlite data folder) already initialised and
// migrated, which a first start on an empty DATA_DIR copies instead of running PGlite's initdb
// (src/db/database.ts).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});

/** Rebuilt only when a migration is newer: initdb costs seconds and ~850 MB once, here, not at start. */
async function buildPgdataTemplate() {
  const migrations = 'src/db/migrations';
  const template = 'dist/pgdata';
  const newest = Math.max(
    ...readdirSync(migrations, { recursive: true }).map((f) => statSync(`${migrations}/${f}`).mtimeMs),
  );
  const built = `${template}/PG_VERSION`;
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const partial = `${template}.building`;
  rmSync(partial, { recursive: true, force: true });
  const client = await PGlite.create(partial);
  await migrate(drizzle({ client }), { migrationsFolder: migrations });
  await client.close();
  rmSync(template, { recursive: true, force: true });
  rmSync('dist/pgdata.tar.gz', { force: true }); // the earlier form of the template
  renameSync(partial, template);
}

await buildPgdataTemplate();
