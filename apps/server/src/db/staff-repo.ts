import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@inphr/api';
import type { Db } from './database';
import { staff, staffRecoveryCode } from './schema';

/*
 * Staff accounts: the studio's sign-in, account and staff screens, the bootstrap and the command.
 */

export type StaffRow = typeof staff.$inferSelect;

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row;
}

export async function staffPasswordHash(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, id));
  return row?.hash;
}

export async function staffTotp(
  db: Db,
  id: number,
): Promise<{ secret: string | null; pendingSecret: string | null; lastStep: number | null; enabled: boolean } | undefined> {
  const [row] = await db
    .select({ secret: staff.totpSecret, pendingSecret: staff.totpPendingSecret, lastStep: staff.totpLastStep, enabled: staff.totpEnabled })
    .from(staff)
    .where(eq(staff.id, id));
  return row;
}

/**
 * Notes an accepted code's time step, if it is later than the last one noted: false when another
 * request used the same code (or a later one) first. One statement, so two requests with the same
 * code cannot both be accepted.
 */
export async function claimTotpStep(db: Pick<Db, 'update'>, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** Changes an account's fields (a password, a role, its second factor), with the time of the change. */
export async function updateStaff(
  db: Pick<Db, 'update'>,
  id: number,
  set: Partial<
    Pick<
      StaffRow,
      'passwordHash' | 'totpSecret' | 'totpPendingSecret' | 'totpEnabled' | 'totpLastStep' | 'codeFailures' | 'role' | 'disabledAt' | 'mustChangePassword'
    >
  >,
  at: Date,
): Promise<void> {
  await db
    .update(staff)
    .set({ ...set, updatedAt: at })
    .where(eq(staff.id, id));
}

/** A new account; undefined when the e-mail address has one already. */
export async function insertStaff(
  db: Pick<Db, 'insert'>,
  values: { email: string; role: StaffRole; passwordHash: string },
): Promise<{ id: number } | undefined> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning({ id: staff.id });
  return row;
}

export async function listStaff(db: Db) {
  return db
    .select({
      id: staff.id,
      email: staff.email,
      role: staff.role,
      // Any second factor: the authenticator app, or a passkey (what an admin's reset takes off).
      totpEnabled: sql<boolean>`(${staff.totpEnabled} or exists (select 1 from staff_passkey p where p.staff_id = ${staff.id}))`,
      mustChangePassword: staff.mustChangePassword,
      disabledAt: staff.disabledAt,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .orderBy(staff.id);
}

/** One account's address and standing (an admin acting on it, a reset link's account). */
export async function staffById(db: Db, id: number): Promise<Pick<StaffRow, 'id' | 'email' | 'role' | 'disabledAt'> | undefined> {
  const [row] = await db.select({ id: staff.id, email: staff.email, role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id));
  return row;
}

/** An account's role and state, its row locked until the transaction ends (after `lockActiveAdmins`). */
export async function lockStaffStanding(
  tx: Pick<Db, 'select'>,
  id: number,
): Promise<Pick<StaffRow, 'email' | 'role' | 'disabledAt' | 'mustChangePassword'> | undefined> {
  const [row] = await tx
    .select({ email: staff.email, role: staff.role, disabledAt: staff.disabledAt, mustChangePassword: staff.mustChangePassword })
    .from(staff)
    .where(eq(staff.id, id))
    .for('update');
  return row;
}

/**
 * The active admins, their rows locked (in id order) until the transaction ends. Taken first by
 * every change of an account: two admins demoting each other at once take turns without a
 * deadlock, the second no longer counts the one demoted, and the last active admin stays.
 */
export async function lockActiveAdmins(tx: Pick<Db, 'select'>): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)))
    .orderBy(staff.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

/** One more failed sign-in to tell the owner of: the count since their last sign-in. */
export async function noteFailedSignIn(db: Pick<Db, 'update'>, id: number, at: Date): Promise<number> {
  const [row] = await db
    .update(staff)
    .set({ failedSignIns: sql`${staff.failedSignIns} + 1`, lastFailedSignInAt: at })
    .where(eq(staff.id, id))
    .returning({ n: staff.failedSignIns });
  return row?.n ?? 0;
}

/** One more wrong code in a row: the count now (one statement, so parallel guesses are counted in turn). */
export async function noteCodeFailure(db: Pick<Db, 'update'>, id: number): Promise<number> {
  const [row] = await db
    .update(staff)
    .set({ codeFailures: sql`${staff.codeFailures} + 1` })
    .where(eq(staff.id, id))
    .returning({ n: staff.codeFailures });
  return row?.n ?? 0;
}

/** The wrong codes in a row start again (a right code, a recovery code, an admin's reset). */
export async function clearCodeFailures(db: Pick<Db, 'update'>, id: number): Promise<void> {
  await db.update(staff).set({ codeFailures: 0 }).where(eq(staff.id, id));
}

/** The failed sign-ins since the last sign-in, taken (the count starts again) as the owner signs in. */
export async function takeFailedSignIns(tx: Pick<Db, 'select' | 'update'>, id: number): Promise<{ count: number; lastAt: Date | null }> {
  const [row] = await tx.select({ count: staff.failedSignIns, lastAt: staff.lastFailedSignInAt }).from(staff).where(eq(staff.id, id)).for('update');
  if (!row || row.count === 0) return { count: 0, lastAt: null };
  await tx.update(staff).set({ failedSignIns: 0 }).where(eq(staff.id, id));
  return row;
}

/** An account's recovery codes, replaced by a new set (hashes only). */
export async function replaceRecoveryCodes(tx: Pick<Db, 'delete' | 'insert'>, staffId: number, hashes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCode).where(eq(staffRecoveryCode.staffId, staffId));
  if (hashes.length) await tx.insert(staffRecoveryCode).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** An account's recovery codes not used yet: their ids and stored hashes. */
export async function unusedRecoveryCodes(db: Db, staffId: number): Promise<{ id: number; codeHash: string }[]> {
  return db
    .select({ id: staffRecoveryCode.id, codeHash: staffRecoveryCode.codeHash })
    .from(staffRecoveryCode)
    .where(and(eq(staffRecoveryCode.staffId, staffId), isNull(staffRecoveryCode.usedAt)));
}

/** Uses one recovery code: false when another request used it first (one statement). */
export async function spendRecoveryCode(db: Pick<Db, 'update'>, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCode)
    .set({ usedAt: at })
    .where(and(eq(staffRecoveryCode.id, id), isNull(staffRecoveryCode.usedAt)))
    .returning({ id: staffRecoveryCode.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCode)
    .where(and(eq(staffRecoveryCode.staffId, staffId), isNull(staffRecoveryCode.usedAt)));
  return row?.n ?? 0;
}

/** Every stored second-factor key (to seal again under a new STUDIO_SECRET_KEY). */
export async function storedTotpSecrets(db: Db) {
  return db.select({ id: staff.id, secret: staff.totpSecret, pendingSecret: staff.totpPendingSecret }).from(staff);
}

/** Writes one account's keys sealed anew, unless they changed meanwhile. */
export async function resealTotpSecrets(
  db: Db,
  id: number,
  was: { secret: string | null; pendingSecret: string | null },
  now: { secret: string | null; pendingSecret: string | null },
): Promise<void> {
  const same = (column: typeof staff.totpSecret | typeof staff.totpPendingSecret, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  await db
    .update(staff)
    .set({ totpSecret: now.secret, totpPendingSecret: now.pendingSecret })
    .where(and(eq(staff.id, id), same(staff.totpSecret, was.secret), same(staff.totpPendingSecret, was.pendingSecret)));
}
