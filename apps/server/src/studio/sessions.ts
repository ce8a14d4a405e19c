import { createHash, randomBytes } from 'node:crypto';
import { seesInquiryContact, type StaffRole, type StudioSignInNote } from '@inphr/api';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { deleteSession, deleteSessionsOf, insertSession, sessionWithStaff, sweepSessions, touchSession } from '../db/session-repo';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  now: () => Date;
}

export interface SignedIn {
  sessionId: string;
  csrfToken: string;
  note: StudioSignInNote | null;
  /** When the password was last given for this session: at sign-in, or again (`reauthenticated`). */
  authenticatedAt: Date;
  staff: {
    id: number;
    email: string;
    role: StaffRole;
    totpEnabled: boolean;
    /** Passkeys registered (each is a second factor, as the authenticator app is). */
    passkeys: number;
    mustChangePassword: boolean;
  };
}

/** Whether the account has a second factor: an authenticator app, or a passkey. */
export function hasSecondFactor(who: { totpEnabled: boolean; passkeys: number }): boolean {
  return who.totpEnabled || who.passkeys > 0;
}

/**
 * Whether STUDIO_REQUIRE_2FA holds this account to setting up a second factor before anything else:
 * `personal-data`, every role that reads inquirers' details; `all`, every role.
 */
export function secondFactorRequired(config: Pick<ServerConfig, 'STUDIO_REQUIRE_2FA'>, who: SignedIn['staff']): boolean {
  if (hasSecondFactor(who)) return false;
  return config.STUDIO_REQUIRE_2FA === 'all' || (config.STUDIO_REQUIRE_2FA === 'personal-data' && seesInquiryContact(who.role));
}

/** Last-seen is written at most this often per session: no write per request. */
const TOUCH_EVERY_MS = 60_000;

/** The table keys a session by the token's hash: a leaked table opens no session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  staffId: number,
  policy: SessionPolicy,
  note: StudioSignInNote | null = null,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const now = policy.now();
  await insertSession(db, {
    id: sessionIdOf(token),
    staffId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    reauthAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    note,
  });
  // Old sessions of anyone are swept here now and then, rather than by a job of their own.
  await sweepSessions(db, now, policy.idleMs);
  return { token, csrfToken };
}

/**
 * The signed-in staff member behind a cookie's token, or undefined (expired, idle, disabled, unknown).
 * `touch: false`: the call does not count as use (the idle limit runs on).
 */
export async function findSession(db: Db, token: string, policy: SessionPolicy, o: { touch?: boolean } = {}): Promise<SignedIn | undefined> {
  const id = sessionIdOf(token);
  const row = await sessionWithStaff(db, id);
  if (!row) return undefined;
  const now = policy.now().getTime();
  if (row.disabledAt || now >= row.expiresAt.getTime() || now - row.lastSeenAt.getTime() >= policy.idleMs) {
    await deleteSession(db, id);
    return undefined;
  }
  if (o.touch !== false && now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(db, id, new Date(now));
  }
  return {
    sessionId: id,
    csrfToken: row.csrfToken,
    note: row.note ?? null,
    authenticatedAt: row.reauthAt ?? row.createdAt,
    staff: {
      id: row.staffId,
      email: row.email,
      role: row.role as StaffRole,
      totpEnabled: row.totpEnabled,
      passkeys: Number(row.passkeys),
      mustChangePassword: row.mustChangePassword,
    },
  };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Every session of one account (disabled, role or password changed). */
export async function endSessionsOf(db: Pick<Db, 'delete'>, staffId: number, except?: string): Promise<void> {
  await deleteSessionsOf(db, staffId, except);
}
