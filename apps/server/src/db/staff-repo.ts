import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { StaffRole } from '@inphr/api';
import type { Db } from './database';
import { staff } from './schema';

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

export async function staffTotp(db: Db, id: number): Promise<{ secret: string | null; lastStep: number | null } | undefined> {
  const [row] = await db.select({ secret: staff.totpSecret, lastStep: staff.totpLastStep }).from(staff).where(eq(staff.id, id));
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
  set: Partial<Pick<StaffRow, 'passwordHash' | 'totpSecret' | 'totpEnabled' | 'totpLastStep' | 'role' | 'disabledAt'>>,
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
    .select({ id: staff.id, email: staff.email, role: staff.role, totpEnabled: staff.totpEnabled, disabledAt: staff.disabledAt, createdAt: staff.createdAt })
    .from(staff)
    .orderBy(staff.id);
}

/** An account's role and state, its row locked until the transaction ends (after `lockActiveAdmins`). */
export async function lockStaffStanding(tx: Pick<Db, 'select'>, id: number): Promise<Pick<StaffRow, 'role' | 'disabledAt'> | undefined> {
  const [row] = await tx.select({ role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id)).for('update');
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
