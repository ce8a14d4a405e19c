import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from './database';
import { staffPasskey, staffPasskeyChallenge } from './schema';

/*
 * Passkeys (studio/passkeys.ts): the credentials of an account and the challenges handed out.
 */

export type PasskeyRow = typeof staffPasskey.$inferSelect;
export type ChallengePurpose = 'register' | 'sign_in';

export async function passkeysOf(db: Db, staffId: number): Promise<PasskeyRow[]> {
  return db.select().from(staffPasskey).where(eq(staffPasskey.staffId, staffId)).orderBy(asc(staffPasskey.id));
}

export async function countPasskeys(db: Pick<Db, 'select'>, staffId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffPasskey).where(eq(staffPasskey.staffId, staffId));
  return row?.n ?? 0;
}

export async function insertPasskey(db: Pick<Db, 'insert'>, row: typeof staffPasskey.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(staffPasskey).values(row).returning({ id: staffPasskey.id });
  return inserted!.id;
}

/** A sign-in with it: the authenticator's new counter and when. */
export async function notePasskeyUse(db: Pick<Db, 'update'>, id: number, counter: number, at: Date): Promise<void> {
  await db.update(staffPasskey).set({ counter, lastUsedAt: at }).where(eq(staffPasskey.id, id));
}

/** False when the account has no such passkey. */
export async function renamePasskey(db: Pick<Db, 'update'>, staffId: number, id: number, name: string): Promise<boolean> {
  const rows = await db
    .update(staffPasskey)
    .set({ name })
    .where(and(eq(staffPasskey.id, id), eq(staffPasskey.staffId, staffId)))
    .returning({ id: staffPasskey.id });
  return rows.length === 1;
}

/** False when the account has no such passkey. */
export async function deletePasskey(db: Pick<Db, 'delete'>, staffId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(staffPasskey)
    .where(and(eq(staffPasskey.id, id), eq(staffPasskey.staffId, staffId)))
    .returning({ id: staffPasskey.id });
  return rows.length === 1;
}

/** Every passkey of an account (an admin's second-factor reset). */
export async function deletePasskeysOf(db: Pick<Db, 'delete'>, staffId: number): Promise<void> {
  await db.delete(staffPasskey).where(eq(staffPasskey.staffId, staffId));
}

export async function storeChallenge(
  db: Pick<Db, 'insert' | 'delete'>,
  o: { challenge: string; staffId: number; purpose: ChallengePurpose; expiresAt: Date; now: Date },
): Promise<void> {
  // Expired ones of anyone are swept here, rather than by a job of their own.
  await db.delete(staffPasskeyChallenge).where(lt(staffPasskeyChallenge.expiresAt, o.now));
  await db.insert(staffPasskeyChallenge).values({ challenge: o.challenge, staffId: o.staffId, purpose: o.purpose, expiresAt: o.expiresAt });
}

/** Takes a challenge handed to this account for this purpose, unexpired: true once, in one statement. */
export async function takeChallenge(db: Pick<Db, 'delete'>, o: { challenge: string; staffId: number; purpose: ChallengePurpose; now: Date }): Promise<boolean> {
  const rows = await db
    .delete(staffPasskeyChallenge)
    .where(
      and(
        eq(staffPasskeyChallenge.challenge, o.challenge),
        eq(staffPasskeyChallenge.staffId, o.staffId),
        eq(staffPasskeyChallenge.purpose, o.purpose),
        gt(staffPasskeyChallenge.expiresAt, o.now),
      ),
    )
    .returning({ challenge: staffPasskeyChallenge.challenge });
  return rows.length === 1;
}
