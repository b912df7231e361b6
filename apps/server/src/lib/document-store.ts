import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Private files (resumes): stored like media, by content hash, but under a folder the web server
 * never serves; they leave only through an admin endpoint as downloads.
 */
export interface DocumentStore {
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

export function createFileDocumentStore(root: string): DocumentStore {
  const full = (key: string) => (SAFE_KEY.test(key) ? path.join(root, key) : undefined);
  return {
    async put(folder, data, extension) {
      const key = `${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
      const file = full(key);
      if (!file) throw new Error('unsafe document name');
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
