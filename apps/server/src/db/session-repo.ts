import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from './database';
import { staff, staffPasskey, staffSession } from './schema';

export type SessionRow = typeof staffSession.$inferInsert;

export async function insertSession(db: Pick<Db, 'insert'>, row: SessionRow): Promise<void> {
  await db.insert(staffSession).values(row);
}

/** Sessions past their end, or unused for `idleMs`, of anyone. */
export async function sweepSessions(db: Db, now: Date, idleMs: number): Promise<void> {
  await db.delete(staffSession).where(or(lt(staffSession.expiresAt, now), lt(staffSession.lastSeenAt, new Date(now.getTime() - idleMs))));
}

/** A session with its account's standing. */
export async function sessionWithStaff(db: Db, id: string) {
  const [row] = await db
    .select({
      id: staffSession.id,
      csrfToken: staffSession.csrfToken,
      note: staffSession.note,
      lastSeenAt: staffSession.lastSeenAt,
      expiresAt: staffSession.expiresAt,
      reauthAt: staffSession.reauthAt,
      createdAt: staffSession.createdAt,
      staffId: staff.id,
      email: staff.email,
      role: staff.role,
      totpEnabled: staff.totpEnabled,
      passkeys: sql<number>`(select count(*)::int from ${staffPasskey} where ${staffPasskey.staffId} = ${staff.id})`,
      mustChangePassword: staff.mustChangePassword,
      disabledAt: staff.disabledAt,
    })
    .from(staffSession)
    .innerJoin(staff, eq(staff.id, staffSession.staffId))
    .where(eq(staffSession.id, id));
  return row;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(staffSession).set({ lastSeenAt: at }).where(eq(staffSession.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(staffSession).where(eq(staffSession.id, id));
}

/** Every session of one account, but `except`. */
export async function deleteSessionsOf(db: Pick<Db, 'delete'>, staffId: number, except?: string): Promise<void> {
  await db.delete(staffSession).where(except ? and(eq(staffSession.staffId, staffId), ne(staffSession.id, except)) : eq(staffSession.staffId, staffId));
}
