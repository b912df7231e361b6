import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers with a Buffer, PGlite with a Uint8Array: one type for the callers.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploads and private documents kept in the database (MEDIA_STORE=db), for instances that share no
 * disk. `path` is the public `/media/…` path of a picture, or `private/…` for a document that is never
 * served under /media.
 */
export const storedFiles = pgTable('stored_files', {
  path: text().primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
