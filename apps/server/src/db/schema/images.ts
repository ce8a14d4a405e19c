import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/** Bytes as PostgreSQL's bytea (uploaded images), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded news image, named by a hash of its bytes (the same file uploaded twice is one image).
 * Its resized files are in image_variant; the original is not kept (it may carry camera metadata).
 */
export const image = pgTable('image', {
  key: varchar('key', { length: 32 }).primaryKey(),
  sourceType: varchar('source_type', { length: 16 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  /** Its text alternative per language (the library's), written into every article text that shows it. */
  alt: jsonb('alt').$type<Partial<Record<'ko' | 'en' | 'ja', string>>>().notNull().default({}),
  /** When the image-gc job first found no article or FAQ text showing it (null: in use); removed a grace period later. */
  unusedSince: timestamp('unused_since', { withTimezone: true }),
});

export const imageVariant = pgTable(
  'image_variant',
  {
    imageKey: varchar('image_key', { length: 32 })
      .notNull()
      .references(() => image.key, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageKey, t.width] })],
);
