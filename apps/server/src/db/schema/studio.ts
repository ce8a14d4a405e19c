import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { RevisionTexts } from './content';
import { staff } from './staff';

/**
 * Who has which item open in the studio's editor now: each open editor says so every few seconds
 * (seen_at); a row older than the presence window no longer counts. Shared by every instance.
 */
export const studioPresence = pgTable(
  'studio_presence',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    itemId: integer('item_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.kind, t.itemId] }), index('studio_presence_item_idx').on(t.kind, t.itemId)],
);

/**
 * Texts an editor previews before saving them (a new article, unsaved edits): kept for a few
 * minutes under a random token, for that staff member only.
 */
export const studioPreview = pgTable('studio_preview', {
  token: varchar('token', { length: 64 }).primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  /** What the texts are of: an article or an FAQ question. */
  kind: varchar('kind', { length: 8 }).notNull().default('news'),
  itemId: integer('item_id'),
  /** An FAQ question's category (the tab it shows under). */
  serviceSeq: smallint('service_seq'),
  texts: jsonb('texts').$type<RevisionTexts>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
