import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from './database';
import { staff, studioPresence } from './schema';

/** Marks an item as open in someone's editor now, and answers who else has it open (seen after `since`). */
export async function markPresent(db: Db, o: { staffId: number; kind: string; itemId: number; now: Date; since: Date }) {
  await db
    .insert(studioPresence)
    .values({ staffId: o.staffId, kind: o.kind, itemId: o.itemId, openedAt: o.now, seenAt: o.now })
    .onConflictDoUpdate({
      target: [studioPresence.staffId, studioPresence.kind, studioPresence.itemId],
      // A return after the window is a new opening.
      set: {
        seenAt: o.now,
        openedAt: sql`CASE WHEN ${studioPresence.seenAt} < ${o.since.toISOString()} THEN ${o.now.toISOString()}::timestamptz ELSE ${studioPresence.openedAt} END`,
      },
    });
  // Rows long past the window are of no one's interest: swept as they are passed.
  await db.delete(studioPresence).where(lt(studioPresence.seenAt, new Date(o.since.getTime() - 3_600_000)));
  return db
    .select({ email: staff.email, openedAt: studioPresence.openedAt })
    .from(studioPresence)
    .innerJoin(staff, eq(staff.id, studioPresence.staffId))
    .where(and(eq(studioPresence.kind, o.kind), eq(studioPresence.itemId, o.itemId), ne(studioPresence.staffId, o.staffId), gt(studioPresence.seenAt, o.since)))
    .orderBy(studioPresence.openedAt);
}

/** The editor was closed. */
export async function markAbsent(db: Db, o: { staffId: number; kind: string; itemId: number }): Promise<void> {
  await db.delete(studioPresence).where(and(eq(studioPresence.staffId, o.staffId), eq(studioPresence.kind, o.kind), eq(studioPresence.itemId, o.itemId)));
}
