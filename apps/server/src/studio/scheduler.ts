import type { Db } from '../db/database';
import { msToNextPublication } from '../db/studio-news-repo';

/** A timer is never longer than this: a schedule set on another instance is picked up within it. */
const RECHECK_MS = 30_000;

/**
 * Scheduled news appears at its time with nobody touching it: each instance sleeps until the next
 * scheduled publication by the server's clock (or at most RECHECK_MS), then tells its page cache
 * that the news changed.
 */
export function startPublishScheduler(db: Db, published: () => void, now: () => Date): { reschedule(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function next(): Promise<void> {
    const ms = await msToNextPublication(db, now());
    if (stopped) return;
    clearTimeout(timer);
    const due = ms ?? Infinity;
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
