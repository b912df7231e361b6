import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { putStoredFile, readStoredFile, removeStoredFile, type StoredFile } from './stored-files';

export const MEDIA_PREFIX = '/media/';

/** Where uploaded and generated files live; rows keep the public path it returns. */
export interface MediaStore {
  /** Stores bytes under a name made of their hash; returns the public path (`/media/…`). */
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Removes a file by its public path; unknown paths are ignored. */
  remove(publicPath: string): Promise<void>;
}

/** A store whose files the media plugin serves itself (the file driver leaves that to @fastify/static). */
export interface ReadableMediaStore extends MediaStore {
  read(publicPath: string): Promise<StoredFile | undefined>;
}

const SAFE_SEGMENT = /^[a-z0-9-]+$/;
/** The only shape a public path we hand out can have: one folder, a hash, an extension. */
const PUBLIC_PATH = /^\/media\/[a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

function hashedPath(folder: string, data: Buffer, extension: string): string {
  if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) throw new Error('unsafe media name');
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
  return `${MEDIA_PREFIX}${folder}/${name}`;
}

export function createFileMediaStore(root: string): MediaStore {
  const resolve = (publicPath: string) => {
    const relative = publicPath.slice(MEDIA_PREFIX.length);
    const full = path.resolve(root, relative);
    return full.startsWith(path.resolve(root) + path.sep) ? full : undefined;
  };
  return {
    async put(folder, data, extension) {
      const publicPath = hashedPath(folder, data, extension);
      const full = resolve(publicPath)!;
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
      return publicPath;
    },
    async remove(publicPath) {
      const full = publicPath.startsWith(MEDIA_PREFIX) ? resolve(publicPath) : undefined;
      if (full) await rm(full, { force: true });
    },
  };
}

/** MEDIA_STORE=db: files as rows of stored_files, so instances need no shared disk. */
export function createDbMediaStore(db: Db): ReadableMediaStore {
  return {
    async put(folder, data, extension) {
      const publicPath = hashedPath(folder, data, extension);
      await putStoredFile(db, publicPath, data);
      return publicPath;
    },
    async remove(publicPath) {
      if (PUBLIC_PATH.test(publicPath)) await removeStoredFile(db, publicPath);
    },
    read: (publicPath) =>
      PUBLIC_PATH.test(publicPath) ? readStoredFile(db, publicPath) : Promise.resolve(undefined),
  };
}
