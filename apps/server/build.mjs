// Bundles the server into dist/server.js: our code and the contract inlined, npm packages external.
// Also prepares dist/pgdata.tar.gz: an embedded database already initialised and migrated, which a
// first start on an empty DATA_DIR loads instead of running PGlite's initdb (src/db/database.ts).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
  const template = 'dist/pgdata.tar.gz';
  const newest = Math.max(
    ...readdirSync(migrations, { recursive: true }).map((f) => statSync(`${migrations}/${f}`).mtimeMs),
  );
  if (existsSync(template) && statSync(template).mtimeMs >= newest) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: migrations });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
}

await buildPgdataTemplate();
