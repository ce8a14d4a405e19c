import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { signInFailure } from './schema';

/** The most failed sign-ins any of these keys (a client, an account) has had since `since`. */
export async function mostFailuresSince(db: Db, keys: string[], since: Date): Promise<number> {
  const rows = await db
    .select({ key: signInFailure.key, n: count() })
    .from(signInFailure)
    .where(and(inArray(signInFailure.key, keys), gt(signInFailure.at, since)))
    .groupBy(signInFailure.key);
  return Math.max(0, ...rows.map((r) => r.n));
}

export async function recordFailures(db: Db, keys: string[], at: Date): Promise<void> {
  await db.insert(signInFailure).values(keys.map((key) => ({ key, at })));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.key, key));
}
