import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { staff } from './staff';

/** Each language's title and (sanitized) body, as a revision or a draft keeps them. */
export type RevisionTexts = Partial<Record<'ko' | 'en' | 'ja', { title: string; contents: string }>>;

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hospSeqNo: integer('hosp_seq_no').notNull(),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    reviewCnt: integer('review_cnt').notNull().default(0),
    regDt: timestamp('reg_dt', { withTimezone: true }).notNull(),
    seedKey: varchar('seed_key', { length: 32 }).unique(),
    /** Studio: a draft is never public; a published item is public from `publish_at` (null: at once). */
    status: varchar('status', { length: 16 }).notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Moves by one with every change in the studio: a write based on another version is refused (409). */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /**
     * A published article's changes not yet published (each language's title and sanitized body):
     * the public page shows media_translation until they are. Null: none.
     */
    draft: jsonb('draft').$type<RevisionTexts>(),
  },
  (t) => [index('media_list_idx').on(t.hospSeqNo, t.useYn, t.regDt), check('media_status_check', sql`${t.status} in ('draft', 'published')`)],
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
    /** As media.version: every change in the studio takes the next one, or is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedBy: integer('updated_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /** As media.status: a draft question is never public. */
    status: varchar('status', { length: 16 }).notNull().default('published'),
    /** As media.draft: a published question's changes not yet public (null: none). */
    draft: jsonb('draft').$type<RevisionTexts>(),
    /** A published question's category as changed, not yet public (null: unchanged). */
    draftServiceSeq: smallint('draft_service_seq'),
  },
  (t) => [index('faq_service_idx').on(t.serviceSeq, t.sort), check('faq_status_check', sql`${t.status} in ('draft', 'published')`)],
);

export const faqTranslation = pgTable(
  'faq_translation',
  {
    faqSeq: integer('faq_seq')
      .notNull()
      .references(() => faq.faqSeq, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: text('title').notNull(),
    /** The answer: HTML under FAQ_HTML_POLICY (@inphr/api). */
    contents: text('contents').notNull(),
    /** Plain text of the answer, for search. */
    contentsText: text('contents_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqSeq, t.lang] })],
);

/**
 * The authoritative count of announced changes per kind of content (`media`, `faq`): moved with
 * the NOTIFY that tells every instance at once (lib/content-bus.ts), and read by each instance
 * every few seconds and after it listens again, so that a lost notification costs seconds.
 */
export const contentVersion = pgTable('content_version', {
  tag: varchar('tag', { length: 16 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Every save of an article or an FAQ entry (`kind`), numbered per item: who, when, what it did
 * (`action`: create, save, publish, discard, unpublish, restore) and the texts it left in each
 * language. The newest REVISIONS_KEPT per item are kept; the audit log keeps every change.
 */
export const contentRevision = pgTable(
  'content_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    itemId: integer('item_id').notNull(),
    number: integer('number').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: varchar('actor', { length: 254 }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    texts: jsonb('texts').$type<RevisionTexts>().notNull(),
    /** What else the action says: the languages published, the revision restored. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex('content_revision_item_idx').on(t.kind, t.itemId, t.number), check('content_revision_kind_check', sql`${t.kind} in ('news', 'faq')`)],
);
