import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './staff';

export const inquiry = pgTable(
  'inquiry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    lang: varchar('lang', { length: 2 }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentVersion: text('consent_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Studio inbox: new, in_progress, answered, spam. */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    /** The staff member handling it (an editor or admin when assigned); null: nobody, or their account was deleted. */
    assignedTo: integer('assigned_to').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('inquiry_created_idx').on(t.createdAt),
    // The inbox's "mine" filter, and the foreign key's own lookups when an account is deleted.
    index('inquiry_assigned_idx').on(t.assignedTo),
    check('inquiry_status_check', sql`${t.status} in ('new', 'in_progress', 'answered', 'spam')`),
  ],
);

/** Staff's internal notes on an inquiry (never shown to the sender). */
export const inquiryNote = pgTable('inquiry_note', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  inquiryId: bigint('inquiry_id', { mode: 'number' })
    .notNull()
    .references(() => inquiry.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * E-mails waiting to be sent: an inquiry's notification (written in the inquiry's own transaction,
 * addressed to INQUIRY_NOTIFY_TO) or a message to a staff member (`to`, `subject`, `body`).
 */
export const inquiryOutbox = pgTable('inquiry_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  inquiryId: bigint('inquiry_id', { mode: 'number' }).references(() => inquiry.id, { onDelete: 'cascade' }),
  to: varchar('to_address', { length: 254 }),
  subject: text('subject'),
  body: text('body'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
