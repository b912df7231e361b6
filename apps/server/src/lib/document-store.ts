import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { putStoredFile, readStoredFile, removeStoredFile } from './stored-files';

/**
 * Private files (resumes): stored like media, by content hash, but where the web server never
 * serves them (a folder outside the media root, or rows outside /media/); they leave only through an
 * admin endpoint as downloads.
 */
export interface DocumentStore {
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

const keyOf = (folder: string, data: Buffer, extension: string) => {
  const key = `${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
  if (!SAFE_KEY.test(key)) throw new Error('unsafe document name');
  return key;
};

export function createFileDocumentStore(root: string): DocumentStore {
  const full = (key: string) => (SAFE_KEY.test(key) ? path.join(root, key) : undefined);
  return {
    async put(folder, data, extension) {
      const key = keyOf(folder, data, extension);
      const file = full(key)!;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return key;
    },
    async read(key) {
      const file = full(key);
      return file ? readFile(file).catch(() => undefined) : undefined;
    },
    async remove(key) {
      const file = full(key);
      if (file) await rm(file, { force: true });
    },
  };
}

// Rows of private documents live under this prefix; the media route only reads `/media/…` rows.
const PRIVATE_PREFIX = 'private/';

/** MEDIA_STORE=db: documents as rows of stored_files, never under the public /media/ prefix. */
export function createDbDocumentStore(db: Db): DocumentStore {
  return {
    async put(folder, data, extension) {
      const key = keyOf(folder, data, extension);
      await putStoredFile(db, PRIVATE_PREFIX + key, data);
      return key;
    },
    async read(key) {
      return SAFE_KEY.test(key) ? (await readStoredFile(db, PRIVATE_PREFIX + key))?.bytes : undefined;
    },
    async remove(key) {
      if (SAFE_KEY.test(key)) await removeStoredFile(db, PRIVATE_PREFIX + key);
    },
  };
}
