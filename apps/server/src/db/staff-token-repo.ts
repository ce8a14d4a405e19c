import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { StaffRole } from '@inphr/api';
import type { Db } from './database';
import { staffToken } from './schema';

/*
 * Single-use links (studio/account-links.ts): invitations and password resets, by their token's hash.
 */

export type StaffTokenPurpose = 'invite' | 'reset';

export interface StaffTokenRow {
  purpose: StaffTokenPurpose;
  staffId: number | null;
  email: string | null;
  role: StaffRole | null;
  createdBy: number | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

const columns = {
  purpose: staffToken.purpose,
  staffId: staffToken.staffId,
  email: staffToken.email,
  role: staffToken.role,
  createdBy: staffToken.createdBy,
  expiresAt: staffToken.expiresAt,
  usedAt: staffToken.usedAt,
  revokedAt: staffToken.revokedAt,
};

export async function insertStaffToken(
  db: Pick<Db, 'insert'>,
  values: {
    tokenHash: string;
    purpose: StaffTokenPurpose;
    staffId?: number;
    email?: string;
    role?: StaffRole;
    createdBy?: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(staffToken).values(values);
}

/** A link as stored, used or not (to check a password against its account before spending it, or to say why it was refused). */
export async function peekStaffToken(db: Db, tokenHash: string, purpose: StaffTokenPurpose): Promise<StaffTokenRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(staffToken)
    .where(and(eq(staffToken.tokenHash, tokenHash), eq(staffToken.purpose, purpose)));
  return row as StaffTokenRow | undefined;
}

/**
 * Spends a link: undefined when it is unknown, used or expired. One statement, so that the same
 * link posted twice at once is spent by one request only (the other waits for the row, then
 * finds it used).
 */
export async function claimStaffToken(db: Pick<Db, 'update'>, tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<StaffTokenRow | undefined> {
  const [row] = await db
    .update(staffToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffToken.tokenHash, tokenHash),
        eq(staffToken.purpose, purpose),
        isNull(staffToken.usedAt),
        isNull(staffToken.revokedAt),
        gt(staffToken.expiresAt, now),
      ),
    )
    .returning(columns);
  return row as StaffTokenRow | undefined;
}

/**
 * Every link still open that would restore or create this account, withdrawn: its reset links, and
 * invitations to its address. What they would restore (a password, a role, an enabled account, a
 * second factor) has just changed, so they must not outlive it.
 */
export async function revokeLinksOf(db: Pick<Db, 'update'>, account: { id: number; email: string }, now: Date): Promise<number> {
  const rows = await db
    .update(staffToken)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(staffToken.usedAt),
        isNull(staffToken.revokedAt),
        gt(staffToken.expiresAt, now),
        or(
          and(eq(staffToken.purpose, 'reset'), eq(staffToken.staffId, account.id)),
          and(eq(staffToken.purpose, 'invite'), eq(staffToken.email, account.email)),
        ),
      ),
    )
    .returning({ id: staffToken.id });
  return rows.length;
}

/** Links expired before `before`: swept now and then (a refused link is told apart from an unknown one until then). */
export async function sweepStaffTokens(db: Pick<Db, 'delete'>, before: Date): Promise<void> {
  await db.delete(staffToken).where(lt(staffToken.expiresAt, before));
}
