import { sql } from 'drizzle-orm';
import type { StudioSignInNote } from '@inphr/api';
import {
  customType,
  bigserial,
  boolean,
  check,
  jsonb,
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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Each language's title and (sanitized) body, as a revision or a draft keeps them. */
export type RevisionTexts = Partial<Record<'ko' | 'en' | 'ja', { title: string; contents: string }>>;

/** A note for a session's user, shown through GET /me. */
type SessionNote = StudioSignInNote;

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

/** Studio accounts. The e-mail is stored lower-cased; the password as an argon2id hash. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    /** Sealed (lib/secret-box.ts) since 0007; a value from before is plain until next written. */
    totpSecret: text('totp_secret'),
    /** A new device's key while it is being set up: the one in use keeps working until the new one is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The time step of the last code accepted: a code is accepted once (RFC 6238, section 5.2). */
    totpLastStep: integer('totp_last_step'),
    /** Failed sign-ins since the last successful one, told to the owner when they next sign in. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true }),
    /** Set by an admin: once signed in, the account may only change its password (studio/api.ts). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'editor', 'viewer')`)],
);

/** Single-use codes that stand in for the second factor when the phone is lost; SHA-256 of each, never the code. */
export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_code_staff_idx').on(t.staffId)],
);

/**
 * Single-use links an admin or the server mails or hands out: an invitation (the address and role
 * of the account it creates) or a password reset (the account). Only the SHA-256 of the link's
 * random token is stored; a link is spent by one UPDATE (`used_at`), so it works once.
 */
export const staffToken = pgTable(
  'staff_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    role: varchar('role', { length: 16 }),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_token_staff_idx').on(t.staffId),
    check(
      'staff_token_purpose_check',
      sql`(${t.purpose} = 'invite' and ${t.email} is not null and ${t.role} in ('admin', 'editor', 'viewer')) or (${t.purpose} = 'reset' and ${t.staffId} is not null)`,
    ),
  ],
);

/** Signed-in sessions. The id is the SHA-256 of the cookie's random token: the table never holds a token. */
export const staffSession = pgTable(
  'staff_session',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the studio tells this session's user once signed in (failed sign-ins since the last). */
    note: jsonb('note').$type<SessionNote>(),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)],
);

/** No longer written (sign_in_throttle counts failures now); dropped by a later release, as rolling updates need. */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failure_key_idx').on(t.key, t.at)],
);

/**
 * Failed sign-ins in a row per key (a client, an account, one's own password), and until when the
 * key waits before its next attempt (studio/throttle.ts). A row is locked while an attempt is
 * counted, so parallel attempts are counted one after another.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: varchar('key', { length: 100 }).primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  waitUntil: timestamp('wait_until', { withTimezone: true }).notNull(),
});

/** Who changed what, when: content before and after; never passwords, tokens or an inquirer's details. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: varchar('actor', { length: 254 }),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

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

/** When each periodic job last ran (on any instance), and what it did. */
export const jobRun = pgTable('job_run', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  result: jsonb('result'),
});

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
