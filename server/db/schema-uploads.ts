/**
 * Uploaded images (decision 098): the bytes live in the database, so every host that shares it serves
 * every image and nothing else needs a shared disk. One row per stored key (server/storage.ts's
 * `storageKeyPattern`); a key is random and never overwritten, so a row is written once and read or
 * deleted after. schema.ts does not re-export this file (decision 091's rule for feature tables).
 */
import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's bytea as a plain Uint8Array on both drivers: node-postgres reads a Buffer (a subclass),
 * PGlite a Uint8Array (server/db/pglite-parsers.ts); a plain view of the same memory, so callers and
 * tests see one type and a 10 MB image is not copied.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The same rule as storageKeyPattern: a key names nothing but a stored image.
    check('uploads_key_check', sql`${t.key} ~ '^[0-9a-f]{32}\\.(jpg|png|gif|webp)$'`),
    check('uploads_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/gif', 'image/webp')`),
    check('uploads_byte_size_check', sql`${t.byteSize} = octet_length(${t.bytes})`),
  ],
);
