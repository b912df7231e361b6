import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { storedFiles } from '../db/schema';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  createdAt: Date;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webm: 'video/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The content type of a stored name, by its extension (names are ours, never the uploader's). */
const contentTypeOf = (name: string) =>
  TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Names are content hashes: a second put of the same bytes is the same file. */
export async function putStoredFile(db: Executor, path: string, bytes: Buffer): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ path, contentType: contentTypeOf(path), bytes })
    .onConflictDoNothing({ target: storedFiles.path });
}

export async function readStoredFile(db: Executor, path: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      bytes: storedFiles.bytes,
      contentType: storedFiles.contentType,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.path, path));
  return row;
}

export async function removeStoredFile(db: Executor, path: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.path, path));
}
