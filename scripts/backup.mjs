// `npm run backup [-- --out FILE]`: writes one .tar.gz holding the database and every file of
// DATA_DIR (uploads, private documents, the generated secret, the mail queue). Reads the server's own
// environment: DATA_DIR, DATABASE_URL. See backup-archive.mjs for the layout.
//
// PostgreSQL: pg_dump takes a consistent snapshot, so the server may keep running. The embedded
// database (PGlite) can be opened by one process only: stop the server first (the script checks).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createArchiveWriter,
  FORMAT,
  formatBytes,
  MANIFEST,
  runCli,
  serverEnv,
  sha256,
  UsageError,
  VERSION,
} from './backup-archive.mjs';
import { dumpPglite, dumpPostgres, PGLITE_ENTRY, POSTGRES_ENTRY } from './backup-database.mjs';

/** Every file below DATA_DIR except the embedded database folder, as paths relative to it. */
async function dataFiles(dataDir) {
  const files = [];
  const walk = async (relative) => {
    const entries = await readdir(path.join(dataDir, relative), { withFileTypes: true }).catch((error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (child === 'db') continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  await walk('');
  return files.sort();
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const { dataDir: rawDataDir, databaseUrl } = serverEnv();
  const dataDir = path.resolve(rawDataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? `skillpath-backup-${stamp}.tar.gz`);

  if (!databaseUrl && !(await stat(path.join(dataDir, 'db')).catch(() => undefined))) {
    throw new UsageError(`No embedded database in ${dataDir}/db: is DATA_DIR right?`);
  }
  const database = databaseUrl
    ? { kind: 'postgres', entry: POSTGRES_ENTRY, ...(await dumpPostgres(databaseUrl)) }
    : { kind: 'pglite', entry: PGLITE_ENTRY, ...(await dumpPglite(path.join(dataDir, 'db'))) };

  const files = [];
  for (const relative of await dataFiles(dataDir)) {
    const data = await readFile(path.join(dataDir, relative));
    files.push({ path: relative, size: data.length, sha256: sha256(data) });
  }
  const manifest = {
    format: FORMAT,
    version: VERSION,
    created_at: new Date().toISOString(),
    database: {
      kind: database.kind,
      entry: database.entry,
      size: database.data.length,
      sha256: sha256(database.data),
      tool: database.version,
    },
    files,
  };

  const archive = createArchiveWriter(out);
  await archive.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
  await archive.add(database.entry, database.data);
  for (const file of files) {
    const data = await readFile(path.join(dataDir, file.path));
    // A file replaced between listing and copying would restore with a wrong checksum: refuse now.
    if (sha256(data) !== file.sha256) throw new Error(`${file.path} changed during the backup; run it again`);
    await archive.add(`files/${file.path}`, data);
  }
  await archive.finish();

  const filesBytes = files.reduce((sum, f) => sum + f.size, 0);
  const where = databaseUrl
    ? `PostgreSQL database (${database.version})`
    : `embedded database in ${dataDir}/db`;
  console.log(`Backed up the ${where}: ${formatBytes(database.data.length)}`);
  console.log(`Backed up ${files.length} files from ${dataDir}: ${formatBytes(filesBytes)}`);
  console.log(`Wrote ${out} (${formatBytes((await stat(out)).size)})`);
}

runCli(main);
