import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
  bigint,
} from 'drizzle-orm/pg-core';

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hospSeqNo: integer('hosp_seq_no').notNull(),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    reviewCnt: integer('review_cnt').notNull().default(0),
    regDt: timestamp('reg_dt', { withTimezone: true }).notNull(),
    seedKey: varchar('seed_key', { length: 32 }).unique(),
  },
  (t) => [index('media_list_idx').on(t.hospSeqNo, t.useYn, t.regDt)],
);

export const mediaTranslation = pgTable(
  'media_translation',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    /** Plain text of the contents, for search and excerpts. */
    contentsText: text('contents_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.lang] })],
);

export const faq = pgTable(
  'faq',
  {
    faqSeq: serial('faq_seq').primaryKey(),
    serviceSeq: smallint('service_seq').notNull(),
    sort: integer('sort').notNull().default(0),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    seedKey: varchar('seed_key', { length: 32 }).unique(),
  },
  (t) => [index('faq_service_idx').on(t.serviceSeq, t.sort)],
);

export const faqTranslation = pgTable(
  'faq_translation',
  {
    faqSeq: integer('faq_seq')
      .notNull()
      .references(() => faq.faqSeq, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqSeq, t.lang] })],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('inquiry_created_idx').on(t.createdAt)],
);

/** Notification e-mails waiting to be sent; a row is written in the inquiry's own transaction. */
export const inquiryOutbox = pgTable('inquiry_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  inquiryId: bigint('inquiry_id', { mode: 'number' })
    .notNull()
    .references(() => inquiry.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
