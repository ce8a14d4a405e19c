import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { media } from '../db/schema';

/** A timer is never longer than this: a schedule set on another instance is picked up within it. */
const RECHECK_MS = 30_000;

/**
 * Scheduled news appears at its time with nobody touching it: each instance sleeps until the next
 * scheduled publication (or at most RECHECK_MS), then tells its page cache that the news changed.
 */
export function startPublishScheduler(db: Db, published: () => void): { reschedule(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function next(): Promise<void> {
    // The database's clock, as the public query's `publish_at <= now()`: the two never disagree.
    const [row] = await db
      .select({ ms: sql<string | null>`extract(epoch from (min(${media.publishAt}) - now())) * 1000` })
      .from(media)
      .where(and(eq(media.status, 'published'), eq(media.useYn, 'Y'), gt(media.publishAt, sql`now()`)));
    if (stopped) return;
    clearTimeout(timer);
    const due = row?.ms == null ? Infinity : Number(row.ms);
    timer = setTimeout(
      () => {
        if (due <= RECHECK_MS) published();
        void next().catch(() => undefined);
      },
      Math.max(0, Math.min(due + 5, RECHECK_MS)),
    );
    timer.unref();
  }

  void next().catch(() => undefined);
  return {
    reschedule: () => void next().catch(() => undefined),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
