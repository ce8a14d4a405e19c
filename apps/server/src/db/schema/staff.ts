import { sql } from 'drizzle-orm';
import type { StudioSignInNote } from '@inphr/api';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A note for a session's user, shown through GET /me. */
type SessionNote = StudioSignInNote;

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
    /**
     * Wrong second-factor codes in a row (after a right password). At CODE_FAILURE_LIMIT the code
     * step is closed: only a recovery code or an admin's second-factor reset opens it again.
     */
    codeFailures: integer('code_failures').notNull().default(0),
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

/** Single-use codes that stand in for the second factor when the phone is lost; a hash of each, never the code. */
export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** argon2id of the code since 0019 (a code has 50 random bits); SHA-256 hex before, until used or replaced. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_code_staff_idx').on(t.staffId)],
);

/**
 * Passkeys (WebAuthn credentials) registered as a second factor: the public key and the signature
 * counter the authenticator reports, never anything secret.
 */
export const staffPasskey = pgTable(
  'staff_passkey',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: varchar('credential_id', { length: 1024 }).notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the owner calls it ("work laptop"). */
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkey_staff_idx').on(t.staffId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: a registration's or a sign-in's, each taken
 * (deleted) by the answer that uses it, so that an answer works once. Kept minutes.
 */
export const staffPasskeyChallenge = pgTable(
  'staff_passkey_challenge',
  {
    challenge: varchar('challenge', { length: 128 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_passkey_challenge_expires_idx').on(t.expiresAt)],
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
    /** Withdrawn unused: the account's password, role, standing or second factor changed after it was made. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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
    /** When the user last gave their password again in this session (an admin's powers ask for it within minutes). */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
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
