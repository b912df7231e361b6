// Bundles the server into dist/server.js: our code, the contract and drizzle-orm inlined, other npm
// packages external. What the server imports only when needed (one database kind's driver, …) goes
// into chunks beside it (dist/chunk-*.js), loaded by the import that needs them.
// Also prepares dist/pgdata: an embedded database (a PGlite data folder) already initialised and
// migrated, which a first start on an empty DATA_DIR copies instead of running PGlite's initdb
// (src/db/database.ts).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = new Set(['drizzle-orm']);
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// The chunks of an earlier build would pile up: their names change with their content.
for (const file of existsSync('dist') ? readdirSync('dist') : []) {
  if (/\.js(\.map)?$/.test(file)) rmSync(`dist/${file}`);
}

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  // Chunks sit beside server.js: src/paths.ts finds the package from any file one level below it.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // drizzle-orm is bundled in: loaded from node_modules it is ~200 ES module files, and Node 24 looks
  // up and parses its 180 KB package.json (447 exports) again for each one (~0.2 s of every start).
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !BUNDLED.has(name)),
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
