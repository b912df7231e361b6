// `npm run restore -- FILE [--force]`: brings a backup made by `npm run backup` back into an empty
// DATA_DIR (and, for a PostgreSQL backup, an empty database named by DATABASE_URL). A target holding
// data is refused unless --force, which replaces it. Stop the server while restoring.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  FORMAT,
  formatBytes,
  MANIFEST,
  readArchive,
  runCli,
  serverEnv,
  sha256,
  UsageError,
  VERSION,
} from './backup-archive.mjs';
import {
  assertPgliteClosed,
  clearPostgres,
  loadPglite,
  loadPostgres,
  postgresTableCount,
} from './backup-database.mjs';

const usage = 'Usage: npm run restore -- FILE [--force]';

/** Reads the whole archive, checking every entry against the manifest before anything is written. */
async function readBackup(file) {
  const entries = new Map();
  try {
    for await (const { name, data } of readArchive(file)) entries.set(name, data);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file} is not a readable Skillpath backup (${error.message}).`);
  }
  const manifestData = entries.get(MANIFEST);
  if (!manifestData) throw new UsageError(`${file} is not a Skillpath backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(manifestData.toString('utf8'));
  if (manifest.format !== FORMAT || manifest.version > VERSION) {
    throw new UsageError(
      `${file} is a backup of format ${manifest.format} v${manifest.version}; this version reads v${VERSION}.`,
    );
  }
  const check = (name, expected) => {
    const data = entries.get(name);
    if (!data || sha256(data) !== expected)
      throw new UsageError(`${file} is damaged: ${name} is missing or corrupt.`);
    return data;
  };
  const database = check(manifest.database.entry, manifest.database.sha256);
  const files = manifest.files.map((f) => {
    const normal = path.posix.normalize(f.path);
    if (
      normal.startsWith('..') ||
      path.posix.isAbsolute(normal) ||
      normal === 'db' ||
      normal.startsWith('db/')
    ) {
      throw new UsageError(`${file} is damaged: unsafe path ${f.path}.`);
    }
    return { path: normal, data: check(`files/${f.path}`, f.sha256) };
  });
  return { manifest, database, files };
}

async function listFiles(dir) {
  return (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
    (e) => !e.isDirectory(),
  );
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError(usage);
  const file = path.resolve(positionals[0]);
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}\n${usage}`);
  const { dataDir: rawDataDir, databaseUrl } = serverEnv();
  const dataDir = path.resolve(rawDataDir);
  const { manifest, database, files } = await readBackup(file);

  const kind = manifest.database.kind;
  if (kind === 'postgres' && !databaseUrl) {
    throw new UsageError(
      'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into.',
    );
  }
  if (kind === 'pglite' && databaseUrl) {
    throw new UsageError(
      'This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR/db.',
    );
  }

  // Refuse to mix a backup into live data: the target must be empty, or --force replaces it.
  const existing = await listFiles(dataDir);
  const tables = kind === 'postgres' ? await postgresTableCount(databaseUrl) : 0;
  if ((existing.length > 0 || tables > 0) && !values.force) {
    const what = [
      existing.length > 0 && `${dataDir} holds ${existing.length} files`,
      tables > 0 && `the database holds ${tables} tables`,
    ].filter(Boolean);
    throw new UsageError(
      `Refusing to restore: ${what.join(' and ')}.\nRestore into an empty DATA_DIR${kind === 'postgres' ? ' and an empty database' : ''}, or add --force to replace what is there (it is deleted).`,
    );
  }
  if (kind === 'pglite') assertPgliteClosed(path.join(dataDir, 'db'));
  if (values.force) {
    // Empty DATA_DIR rather than remove it: it may be a mount point.
    for (const entry of await readdir(dataDir).catch(() => [])) {
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
    }
    if (tables > 0) await clearPostgres(databaseUrl);
  }

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let tool;
  if (kind === 'pglite') await loadPglite(path.join(dataDir, 'db'), database);
  else tool = await loadPostgres(databaseUrl, database);
  for (const f of files) {
    const target = path.join(dataDir, f.path);
    await mkdir(path.dirname(target), { recursive: true });
    // The generated secret and private documents (resumes) stay readable by the owner only.
    const owner = f.path === 'secret' || f.path.startsWith('private/');
    await writeFile(target, f.data, { mode: owner ? 0o600 : 0o644 });
  }

  const bytes = files.reduce((sum, f) => sum + f.data.length, 0);
  console.log(`Restored the backup of ${manifest.created_at} from ${file}`);
  console.log(
    kind === 'pglite'
      ? `Restored the embedded database into ${dataDir}/db (${formatBytes(database.length)})`
      : `Restored the PostgreSQL database with ${tool} (${formatBytes(database.length)})`,
  );
  console.log(`Restored ${files.length} files into ${dataDir} (${formatBytes(bytes)})`);
}

runCli(main);
