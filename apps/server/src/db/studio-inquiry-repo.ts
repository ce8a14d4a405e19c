import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { INQUIRY_STATUSES, type InquiryStatus } from '@inphr/api';
import type { Db } from './database';
import { likePattern } from './like';
import { inquiry, inquiryNote, staff } from './schema';

/* The inquiry inbox as the studio reads and works it. */

export type InquiryRow = typeof inquiry.$inferSelect;

/** The inbox's filter: a status, and a search (`q`). */
export interface InquiryFilter {
  status?: string;
  q?: string;
  /**
   * Whether the search also looks in the sender's name and e-mail address: only for staff who are
   * shown them (INQUIRY_CONTACT_ROLES). Anyone else's search looks only in what they are shown (the
   * company, the subject and the message): a search that matched a hidden address or name would
   * tell a viewer whether that person wrote, and which inquiry is theirs. The phone is searched by
   * no one (digits in a search would match dates and amounts in messages).
   */
  inContact?: boolean;
}

function statusCondition(filter: InquiryFilter): SQL | undefined {
  return filter.status && (INQUIRY_STATUSES as readonly string[]).includes(filter.status) ? eq(inquiry.status, filter.status) : undefined;
}

function where(filter: InquiryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const status = statusCondition(filter);
  if (status) conditions.push(status);
  if (filter.q) {
    const p = likePattern(filter.q);
    const seen = [ilike(inquiry.company, p), ilike(inquiry.title, p), ilike(inquiry.contents, p)];
    conditions.push(or(...seen, ...(filter.inContact ? [ilike(inquiry.name, p), ilike(inquiry.email, p)] : []))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * How many inquiries of the filter the search finds by the sender's name or e-mail address: a
 * search that looked a person up (the routes audit it). 0 without a search.
 */
export async function contactMatchCount(db: Db, filter: InquiryFilter): Promise<number> {
  if (!filter.q) return 0;
  const p = likePattern(filter.q);
  const status = statusCondition(filter);
  const byContact = or(ilike(inquiry.name, p), ilike(inquiry.email, p))!;
  const [row] = await db
    .select({ n: count() })
    .from(inquiry)
    .where(status ? and(status, byContact) : byContact);
  return row?.n ?? 0;
}

/** Every inquiry the filter finds, newest first (the CSV). */
export async function inquiriesMatching(db: Db, filter: InquiryFilter): Promise<InquiryRow[]> {
  return db.select().from(inquiry).where(where(filter)).orderBy(desc(inquiry.createdAt), desc(inquiry.id));
}

/** A page of the inbox, newest first, and how many the filter finds. */
export async function inquiryPage(db: Db, filter: InquiryFilter, page: number, size: number) {
  const condition = where(filter);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: inquiry.id,
        createdAt: inquiry.createdAt,
        status: inquiry.status,
        name: inquiry.name,
        company: inquiry.company,
        email: inquiry.email,
        mobile: inquiry.mobile,
        title: inquiry.title,
      })
      .from(inquiry)
      .where(condition)
      .orderBy(desc(inquiry.createdAt), desc(inquiry.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(inquiry).where(condition),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** One inquiry with its notes (and who wrote each), oldest note first; `notes: false`: without them. */
export async function inquiryWithNotes(db: Db, id: number, options: { notes?: boolean } = {}) {
  const [row] = await db.select().from(inquiry).where(eq(inquiry.id, id));
  if (!row) return undefined;
  if (options.notes === false) return { row, notes: [] };
  const notes = await db
    .select({ id: inquiryNote.id, body: inquiryNote.body, createdAt: inquiryNote.createdAt, author: staff.email })
    .from(inquiryNote)
    .leftJoin(staff, eq(staff.id, inquiryNote.staffId))
    .where(eq(inquiryNote.inquiryId, id))
    .orderBy(inquiryNote.id);
  return { row, notes };
}

/** An inquiry's status and arrival (what may be said of it without its personal data). */
export async function inquiryStanding(db: Db, id: number): Promise<{ status: string; createdAt: Date } | undefined> {
  const [row] = await db.select({ status: inquiry.status, createdAt: inquiry.createdAt }).from(inquiry).where(eq(inquiry.id, id));
  return row;
}

export async function setInquiryStatus(tx: Pick<Db, 'update'>, id: number, status: InquiryStatus): Promise<void> {
  await tx.update(inquiry).set({ status }).where(eq(inquiry.id, id));
}

export async function insertInquiryNote(tx: Pick<Db, 'insert'>, o: { inquiryId: number; staffId: number; body: string }): Promise<number> {
  const [row] = await tx.insert(inquiryNote).values(o).returning({ id: inquiryNote.id });
  return row!.id;
}

export async function deleteInquiry(tx: Pick<Db, 'delete'>, id: number): Promise<void> {
  await tx.delete(inquiry).where(eq(inquiry.id, id));
}
