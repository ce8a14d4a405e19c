import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { insertAudit } from '../db/audit-repo';
import { sweepUnusedImages } from '../db/image-repo';
import { jobRunOf, recordJobRun, tryJobLock } from '../db/job-run-repo';
import { repeat } from './repeat';

export const IMAGE_GC_JOB = 'image-gc';
const IMAGE_GC_LOCK_KEY = 7_301_004;
const HOUR_MS = 3_600_000;

/**
 * Removes uploaded images that no article or FAQ text has shown for `graceHours` (its saved texts,
 * its unpublished changes and its kept revisions count; a removed item's do not), by one instance at a time and at most
 * hourly: like the retention purge, in a transaction that takes an advisory lock first (the others
 * skip) and looks again when any instance last ran it (`force`: now, whenever that was).
 * Returns the removed keys, or undefined when this instance did not run it.
 */
export async function runImageGcIfDue(db: Db, graceHours: number, now = new Date(), options: { force?: boolean } = {}): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, IMAGE_GC_LOCK_KEY))) return undefined;
    const last = await jobRunOf(tx, IMAGE_GC_JOB);
    if (!options.force && last && now.getTime() - last.lastRunAt.getTime() < HOUR_MS) return undefined;
    const removed = await sweepUnusedImages(tx, now, new Date(now.getTime() - graceHours * HOUR_MS));
    await recordJobRun(tx, IMAGE_GC_JOB, now, { removed: removed.length });
    if (removed.length > 0)
      await insertAudit(tx, {
        staffId: null,
        actor: 'system',
        action: 'image.purge',
        entity: 'image',
        entityId: null,
        before: { keys: removed },
        after: { graceHours },
      });
    return removed;
  });
}

/** Checks hourly (and a minute after start) whether the sweep is due. */
export function startImageGcJob(db: Db, graceHours: number, log: FastifyBaseLogger): { stop(): void } {
  const tick = () =>
    void runImageGcIfDue(db, graceHours)
      .then((removed) => {
        if (removed?.length) log.info({ removed: removed.length, graceHours }, 'unused images removed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'image-gc failed'));
  return repeat(tick, { firstAfterMs: 60_000, everyMs: HOUR_MS });
}
