import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { insertAudit } from '../db/audit-repo';
import { purgeInquiries } from '../db/inquiry-repo';
import { jobRunOf, recordJobRun, tryJobLock } from '../db/job-run-repo';
import { repeat } from './repeat';

export const RETENTION_JOB = 'inquiry-retention';
const RETENTION_LOCK_KEY = 7_301_003;
const DAY_MS = 24 * 3_600_000;
const CHECK_EVERY_MS = 3_600_000;

export interface RetentionRun {
  lastRunAt: string | null;
  removed: number | null;
}

export async function lastRetentionRun(db: Db): Promise<RetentionRun> {
  const row = await jobRunOf(db, RETENTION_JOB);
  return { lastRunAt: row?.lastRunAt.toISOString() ?? null, removed: (row?.result as { removed?: number } | null)?.removed ?? null };
}

/**
 * Removes inquiries older than the retention period, once a day, by one instance at a time: the
 * run happens in a transaction that first takes an advisory lock (others skip) and looks again
 * whether a day has passed since the last run of any instance (`force`: the operator command).
 */
export async function runRetentionIfDue(db: Db, retentionDays: number, now = new Date(), options: { force?: boolean } = {}): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, RETENTION_LOCK_KEY))) return undefined;
    const last = await jobRunOf(tx, RETENTION_JOB);
    if (!options.force && last && now.getTime() - last.lastRunAt.getTime() < DAY_MS) return undefined;
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
    const removed = await purgeInquiries(tx as unknown as Db, cutoff);
    await recordJobRun(tx, RETENTION_JOB, now, { removed });
    // A deletion of personal data is in the audit log (the system's, how many, never whose): every
    // operator's purge, and a daily run that removed something (not a row a day saying nothing).
    if (options.force || removed > 0) {
      await insertAudit(tx, {
        staffId: null,
        actor: 'system',
        action: 'inquiry.purge',
        entity: 'inquiry',
        entityId: null,
        before: null,
        after: { removed, receivedBefore: cutoff.toISOString(), via: options.force ? 'operator' : 'schedule' },
      });
    }
    return removed;
  });
}

/** Checks hourly (and at start) whether the daily purge is due. */
export function startRetentionJob(db: Db, retentionDays: number, log: FastifyBaseLogger): { stop(): void } {
  const tick = () =>
    runRetentionIfDue(db, retentionDays)
      .then((removed) => {
        if (removed !== undefined) log.info({ removed, retentionDays }, 'inquiry retention purge ran');
      })
      .catch((error: unknown) => log.error({ err: error }, 'inquiry retention purge failed'));
  return repeat(() => void tick(), { firstAfterMs: 5_000, everyMs: CHECK_EVERY_MS });
}
