import { eq, sql } from 'drizzle-orm';
import { waitAfter, type ThrottlePolicy } from '../lib/throttle';
import type { Db } from './database';
import { signInThrottle } from './schema';

/** A key's end of wait before an attempt was counted, and after. */
interface CountedWait {
  before: Date;
  after: Date;
}
export type Attempt = { ok: true; failures: Map<string, number>; waits: Map<string, CountedWait> } | { ok: false; retryAfterMs: number };

class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('throttled');
  }
}

/**
 * Counts an attempt as a failure of every key before the password or code is checked, in one
 * transaction holding each key's row: an attempt that succeeds is forgiven afterwards
 * (`forgiveAttempt`). Parallel attempts are therefore counted one after another, and at most
 * `free` of them are checked at once. Refused (nothing counted) while any key must still wait.
 */
export async function countAttempt(db: Db, keys: { key: string; policy: ThrottlePolicy }[], now: Date): Promise<Attempt> {
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1));
  try {
    const waits = new Map<string, CountedWait>();
    const failures = await db.transaction(async (tx) => {
      const counted = new Map<string, number>();
      for (const { key, policy } of ordered) {
        // Insert or lock the key's row; the no-op update makes ON CONFLICT take the row lock.
        const [row] = await tx
          .insert(signInThrottle)
          .values({ key, failures: 0, lastFailureAt: now, waitUntil: NO_WAIT })
          .onConflictDoUpdate({ target: signInThrottle.key, set: { key: sql`excluded.key` } })
          .returning();
        const waitMs = row!.waitUntil.getTime() - now.getTime();
        if (waitMs > 0) throw new Refused(waitMs);
        const before = now.getTime() - row!.lastFailureAt.getTime() > policy.forgetMs ? 0 : row!.failures;
        const n = before + 1;
        const wait = waitAfter(n, policy);
        // No wait leaves the row's end of wait as it is: an attempt that read the clock a moment before
        // this one, and waited for this row, must not find a wait that ends "now" still ahead of it.
        const waitUntil = wait > 0 ? new Date(now.getTime() + wait) : row!.waitUntil;
        await tx.update(signInThrottle).set({ failures: n, lastFailureAt: now, waitUntil }).where(eq(signInThrottle.key, key));
        counted.set(key, n);
        waits.set(key, { before: row!.waitUntil, after: waitUntil });
      }
      return counted;
    });
    return { ok: true, failures, waits };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, retryAfterMs: error.retryAfterMs };
    throw error;
  }
}

/** The end of wait of a key that need not wait: long past, whatever clock a concurrent attempt read. */
const NO_WAIT = new Date(0);

/** A counted attempt succeeded: the key starts afresh. */
export async function forgiveAttempt(db: Pick<Db, 'delete'>, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

/**
 * A counted attempt was not a failure after all: it no longer counts. A client that signed in is
 * no longer kept waiting (`endWait`); an account whose password was right but whose code is still
 * to come keeps its wait, so asking for the code never shortens a wait between guesses of it.
 */
export async function uncountAttempt(db: Pick<Db, 'update'>, key: string, endWait: boolean): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)`, ...(endWait ? { waitUntil: NO_WAIT } : {}) })
    .where(eq(signInThrottle.key, key));
}

/**
 * A counted attempt that was no failure at all (a right password whose code is still to come): the
 * key is left as the attempt found it. Its wait goes back to what it was, unless another attempt
 * moved it meanwhile, so this never shortens a wait that earlier guesses earned.
 */
export async function withdrawAttempt(db: Pick<Db, 'update'>, attempt: Extract<Attempt, { ok: true }>, key: string): Promise<void> {
  const wait = attempt.waits.get(key);
  if (!wait) return;
  await db
    .update(signInThrottle)
    .set({
      failures: sql`greatest(${signInThrottle.failures} - 1, 0)`,
      waitUntil: sql`case when ${signInThrottle.waitUntil} = ${wait.after} then ${wait.before} else ${signInThrottle.waitUntil} end`,
    })
    .where(eq(signInThrottle.key, key));
}

/** Keys that have not failed for a day: swept now and then. */
export async function sweepThrottle(db: Pick<Db, 'delete'>, before: Date): Promise<void> {
  await db.delete(signInThrottle).where(sql`${signInThrottle.lastFailureAt} < ${before}`);
}
