import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertInquiry } from '../src/db/inquiry-repo';
import { auditLog, inquiry } from '../src/db/schema';
import { lastRetentionRun, runRetentionIfDue } from '../src/jobs/retention';
import { openTestDatabase, validInquiry } from './helpers';

describe('the daily retention purge', () => {
  it('runs once a day whichever instance asks, one at a time, and records what it did', async () => {
    const database = await openTestDatabase();
    const db = database.db;
    try {
      const now = new Date('2026-11-25T03:00:00Z');
      await insertInquiry(db, { ...validInquiry, title: 'old' }, { notify: false, now: new Date('2022-01-01T00:00:00Z') });
      await insertInquiry(db, { ...validInquiry, title: 'recent' }, { notify: false, now: new Date('2026-11-01T00:00:00Z') });
      expect(await lastRetentionRun(db)).toEqual({ lastRunAt: null, removed: null });
      // Two instances at the same moment: one runs, the other finds it done (or the lock taken).
      const results = await Promise.all([runRetentionIfDue(db, 1095, now), runRetentionIfDue(db, 1095, now)]);
      expect(results.filter((r) => r !== undefined)).toEqual([1]);
      expect(await lastRetentionRun(db)).toEqual({ lastRunAt: now.toISOString(), removed: 1 });
      // An hour later: not due.
      expect(await runRetentionIfDue(db, 1095, new Date(now.getTime() + 3_600_000))).toBeUndefined();
      // A day later: due again.
      expect(await runRetentionIfDue(db, 1095, new Date(now.getTime() + 25 * 3_600_000))).toBe(0);
      const [left] = await db.select({ n: count() }).from(inquiry);
      expect(left?.n).toBe(1);
      // The run that deleted someone's inquiry is in the audit log; the one that deleted nothing is not.
      const audited = await db.select().from(auditLog);
      expect(audited).toEqual([
        expect.objectContaining({ action: 'inquiry.purge', actor: 'system', staffId: null, after: expect.objectContaining({ removed: 1, via: 'schedule' }) }),
      ]);
    } finally {
      await database.close();
    }
  });
});
