// The backup file: a gzip-compressed POSIX tar (ustar), so `tar -tzf` can list it and any machine can
// open it without Skillpath. Layout:
//   skillpath-backup.json      manifest: format version, when, which database, every file's sha256
//   database/pglite.tar.gz     the embedded database's data directory (PGlite dumpDataDir), or
//   database/postgres.dump     pg_dump --format=custom of the PostgreSQL database
//   files/<path>               every file of DATA_DIR except the embedded database (uploads, private…)
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createGunzip, createGzip } from 'node:zlib';

export const MANIFEST = 'skillpath-backup.json';
export const FORMAT = 'skillpath-backup';
export const VERSION = 1;

export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Reads DATA_DIR and DATABASE_URL exactly as the server does (apps/server/src/config.ts). */
export function serverEnv(env = process.env) {
  const url = env.DATABASE_URL || undefined;
  if (url === 'memory://')
    throw new UsageError('DATABASE_URL=memory:// keeps nothing on disk: there is nothing to back up.');
  if (url && !/^postgres(ql)?:\/\/.+/.test(url))
    throw new UsageError('DATABASE_URL must be a postgres:// URL.');
  return { dataDir: env.DATA_DIR || './data', databaseUrl: url };
}

/** A mistake of the person running the script: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}

export function runCli(main) {
  main().catch((error) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}

export function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

// --- writing -------------------------------------------------------------------------------------

function octal(value, length) {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function header(name, size, mtime) {
  const block = Buffer.alloc(512);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar splits long names at a slash into prefix (155 bytes) and name (100 bytes).
    const cut = name.lastIndexOf('/');
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
      throw new Error(`path too long for the archive: ${name}`);
    }
  }
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime / 1000), 12), 136);
  block.write('        ', 148); // checksum counts as spaces while it is computed
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** Streams entries into a .tar.gz; `add` takes a name and a Buffer. */
export function createArchiveWriter(file) {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (chunk) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  return {
    async add(name, data, mtime = Date.now()) {
      await write(header(name, data.length, mtime));
      await write(data);
      const padding = (512 - (data.length % 512)) % 512;
      if (padding) await write(Buffer.alloc(padding));
    },
    async finish() {
      await write(Buffer.alloc(1024)); // two empty blocks end a tar
      gzip.end();
      await once(out, 'close');
    },
  };
}

// --- reading -------------------------------------------------------------------------------------

function readString(block, start, length) {
  const end = block.indexOf(0, start);
  return block.toString('utf8', start, end >= 0 && end < start + length ? end : start + length);
}

/** A queue of gunzipped chunks from which whole blocks are taken, each byte copied once. */
function chunkQueue() {
  const chunks = [];
  let length = 0;
  return {
    get length() {
      return length;
    },
    push(chunk) {
      chunks.push(chunk);
      length += chunk.length;
    },
    take(n) {
      const parts = [];
      let needed = n;
      while (needed > 0) {
        const first = chunks[0];
        if (first.length <= needed) {
          parts.push(chunks.shift());
          needed -= first.length;
        } else {
          parts.push(first.subarray(0, needed));
          chunks[0] = first.subarray(needed);
          needed = 0;
        }
      }
      length -= n;
      return parts.length === 1 ? parts[0] : Buffer.concat(parts, n);
    },
  };
}

/** Yields {name, data} for each file of a .tar.gz, one entry in memory at a time. */
export async function* readArchive(file) {
  const queue = chunkQueue();
  let entry;
  const input = createReadStream(file).pipe(createGunzip());
  for await (const chunk of input) {
    queue.push(chunk);
    for (;;) {
      if (!entry) {
        if (queue.length < 512) break;
        const block = queue.take(512);
        if (block.every((b) => b === 0)) continue;
        if (readString(block, 257, 5) !== 'ustar') throw new UsageError(`${file} is not a Skillpath backup.`);
        const prefix = readString(block, 345, 155);
        const name = (prefix ? `${prefix}/` : '') + readString(block, 0, 100);
        const size = Number.parseInt(readString(block, 124, 12).trim() || '0', 8);
        entry = { name, size, padded: Math.ceil(size / 512) * 512, type: readString(block, 156, 1) };
      }
      if (queue.length < entry.padded) break;
      const data = Buffer.from(queue.take(entry.padded).subarray(0, entry.size));
      const { name, type } = entry;
      entry = undefined;
      if (type === '0' || type === '') yield { name, data };
    }
  }
  if (entry) throw new UsageError(`${file} is truncated: the backup is incomplete.`);
}
