import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_PREFIX = '/media/';

/** Where uploaded and generated files live; rows keep the public path it returns. */
export interface MediaStore {
  /** Stores bytes under a name made of their hash; returns the public path (`/media/…`). */
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Removes a file by its public path; unknown paths are ignored. */
  remove(publicPath: string): Promise<void>;
}

const SAFE_SEGMENT = /^[a-z0-9-]+$/;

export function createFileMediaStore(root: string): MediaStore {
  const resolve = (publicPath: string) => {
    const relative = publicPath.slice(MEDIA_PREFIX.length);
    const full = path.resolve(root, relative);
    return full.startsWith(path.resolve(root) + path.sep) ? full : undefined;
  };
  return {
    async put(folder, data, extension) {
      if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) throw new Error('unsafe media name');
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), data);
      return `${MEDIA_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      const full = publicPath.startsWith(MEDIA_PREFIX) ? resolve(publicPath) : undefined;
      if (full) await rm(full, { force: true });
    },
  };
}
