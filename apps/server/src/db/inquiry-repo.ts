import { and, asc, count, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { InquiryPayload } from '@inphr/api';
import type { Language } from '@inphr/content';
import type { Db } from './database';
import { inquiry, inquiryOutbox } from './schema';

/** Version of the consent notice shown with the form; stored with each inquiry. */
export const CONSENT_NOTICE_VERSION = '2016-10-01';

export interface StoredInquiry {
  id: number;
  createdAt: Date;
}

/** Stores an accepted inquiry (and its notification job) in one transaction. */
export async function insertInquiry(db: Db, payload: InquiryPayload, options: { lang?: Language; notify: boolean; now?: Date }): Promise<StoredInquiry> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiry)
      .values({
        name: payload.name,
        company: payload.company,
        mobile: payload.mobile,
        email: payload.email,
        title: payload.title,
        contents: payload.contents,
        lang: options.lang ?? null,
        consentAt: now,
        consentVersion: CONSENT_NOTICE_VERSION,
        createdAt: now,
      })
      .returning({ id: inquiry.id, createdAt: inquiry.createdAt });
    if (options.notify) await tx.insert(inquiryOutbox).values({ inquiryId: row!.id });
    return row!;
  });
}

export async function purgeInquiries(db: Db, olderThan: Date): Promise<number> {
  const rows = await db.delete(inquiry).where(lt(inquiry.createdAt, olderThan)).returning({ id: inquiry.id });
  return rows.length;
}

export async function allInquiries(db: Db) {
  return db.select().from(inquiry).orderBy(asc(inquiry.id));
}

/** Outbox jobs due now, oldest first, locked so that several instances never send one twice. */
export async function claimDueOutbox(db: Db, limit: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: inquiryOutbox.id,
        inquiryId: inquiryOutbox.inquiryId,
        to: inquiryOutbox.to,
        subject: inquiryOutbox.subject,
        body: inquiryOutbox.body,
        attempts: inquiryOutbox.attempts,
      })
      .from(inquiryOutbox)
      .where(and(isNull(inquiryOutbox.sentAt), lte(inquiryOutbox.nextAttemptAt, now)))
      .orderBy(asc(inquiryOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    // Lease the jobs for a minute so a crash mid-send retries them later.
    for (const job of due) {
      await tx
        .update(inquiryOutbox)
        .set({ nextAttemptAt: sql`now() + interval '60 seconds'`, attempts: job.attempts + 1 })
        .where(eq(inquiryOutbox.id, job.id));
    }
    return due;
  });
}

export async function getInquiry(db: Db, id: number) {
  const [row] = await db.select().from(inquiry).where(eq(inquiry.id, id));
  return row;
}

export async function markOutboxSent(db: Db, id: number) {
  // A sent message's text is not kept: it may hold a single-use link (an invitation, a password reset).
  await db.update(inquiryOutbox).set({ sentAt: new Date(), lastError: null, body: null }).where(eq(inquiryOutbox.id, id));
}

export async function markOutboxFailed(db: Db, id: number, attempts: number, error: string) {
  const backoffSeconds = Math.min(3600, 2 ** Math.min(attempts, 12) * 5);
  await db
    .update(inquiryOutbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffSeconds * 1000) })
    .where(eq(inquiryOutbox.id, id));
}

export async function outboxState(db: Db) {
  return db.select().from(inquiryOutbox).orderBy(asc(inquiryOutbox.id));
}

/** Notifications not sent yet, and of those the ones whose last attempt failed (the metrics). */
export async function outboxCounts(db: Db): Promise<{ pending: number; failing: number }> {
  const [pending] = await db.select({ n: count() }).from(inquiryOutbox).where(isNull(inquiryOutbox.sentAt));
  const [failing] = await db
    .select({ n: count() })
    .from(inquiryOutbox)
    .where(and(isNull(inquiryOutbox.sentAt), isNotNull(inquiryOutbox.lastError)));
  return { pending: pending?.n ?? 0, failing: failing?.n ?? 0 };
}
