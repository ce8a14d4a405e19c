import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { INQUIRY_ASSIGNEE_ROLES, INQUIRY_STATUSES, type InquiryStatus, type StudioInquiryAssignee } from '@inphr/api';
import type { Db } from './database';
import { likePattern } from './like';
import { inquiry, inquiryNote, staff } from './schema';

/* The inquiry inbox as the studio reads and works it. */

export type InquiryRow = typeof inquiry.$inferSelect;

/** The inbox's filter: a status, an assignee, and a search (`q`). */
export interface InquiryFilter {
  status?: string;
  /** Those assigned to this staff id; null: those assigned to nobody; undefined: any. */
  assignedTo?: number | null;
  q?: string;
  /**
   * Whether the search looks in the sender's details and message (the name, the e-mail address,
   * the company, the text): only for staff who are shown them (INQUIRY_CONTACT_ROLES). Anyone
   * else's search looks only in what they are shown (the subject and the address's domain): a
   * search that matched a hidden name or message would tell a viewer whether that person wrote, and
   * which inquiry is theirs. The phone is searched by no one (digits in a search would match dates
   * and amounts in messages).
   */
  inContact?: boolean;
}

/** The filter without its search: the status and the assignee. */
function standingConditions(filter: InquiryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status && (INQUIRY_STATUSES as readonly string[]).includes(filter.status)) conditions.push(eq(inquiry.status, filter.status));
  if (filter.assignedTo === null) conditions.push(isNull(inquiry.assignedTo));
  else if (filter.assignedTo !== undefined) conditions.push(eq(inquiry.assignedTo, filter.assignedTo));
  return conditions;
}

function where(filter: InquiryFilter): SQL | undefined {
  const conditions = standingConditions(filter);
  if (filter.q) {
    const p = likePattern(filter.q);
    const seen = filter.inContact
      ? [ilike(inquiry.company, p), ilike(inquiry.title, p), ilike(inquiry.contents, p), ilike(inquiry.name, p), ilike(inquiry.email, p)]
      : [ilike(inquiry.title, p), ilike(sql`split_part(${inquiry.email}, '@', 2)`, p)];
    conditions.push(or(...seen)!);
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
  const byContact = or(ilike(inquiry.name, p), ilike(inquiry.email, p))!;
  const [row] = await db
    .select({ n: count() })
    .from(inquiry)
    .where(and(...standingConditions(filter), byContact));
  return row?.n ?? 0;
}

/** How many inquiries are `new`, whatever a filter: the inbox's work waiting. */
export async function newInquiryCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiry).where(eq(inquiry.status, 'new'));
  return row?.n ?? 0;
}

/** The assignee of a row joined to `staff` (null: nobody, or an account since deleted). */
function assigneeOf(id: number | null, email: string | null): StudioInquiryAssignee | null {
  return id === null || email === null ? null : { id, email };
}

/** Every inquiry the filter finds, newest first (the CSV). */
export async function inquiriesMatching(db: Db, filter: InquiryFilter): Promise<InquiryRow[]> {
  return db.select().from(inquiry).where(where(filter)).orderBy(desc(inquiry.createdAt), desc(inquiry.id));
}

/** A page of the inbox, newest first, with each one's assignee, and how many the filter finds. */
export async function inquiryPage(db: Db, filter: InquiryFilter, page: number, size: number) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
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
        assigneeId: staff.id,
        assigneeEmail: staff.email,
      })
      .from(inquiry)
      .leftJoin(staff, eq(staff.id, inquiry.assignedTo))
      .where(condition)
      .orderBy(desc(inquiry.createdAt), desc(inquiry.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(inquiry).where(condition),
  ]);
  const items = rows.map(({ assigneeId, assigneeEmail, ...row }) => ({ ...row, assignedTo: assigneeOf(assigneeId, assigneeEmail) }));
  return { items, total: total?.n ?? 0 };
}

/**
 * One inquiry with its assignee and its notes (and who wrote each), oldest note first; `notes:
 * false`: without them.
 */
export async function inquiryWithNotes(db: Db, id: number, options: { notes?: boolean } = {}) {
  const [found] = await db
    .select({ row: inquiry, assigneeId: staff.id, assigneeEmail: staff.email })
    .from(inquiry)
    .leftJoin(staff, eq(staff.id, inquiry.assignedTo))
    .where(eq(inquiry.id, id));
  if (!found) return undefined;
  const row = found.row;
  const assignedTo = assigneeOf(found.assigneeId, found.assigneeEmail);
  if (options.notes === false) return { row, assignedTo, notes: [] };
  const notes = await db
    .select({ id: inquiryNote.id, body: inquiryNote.body, createdAt: inquiryNote.createdAt, author: staff.email })
    .from(inquiryNote)
    .leftJoin(staff, eq(staff.id, inquiryNote.staffId))
    .where(eq(inquiryNote.inquiryId, id))
    .orderBy(inquiryNote.id);
  return { row, assignedTo, notes };
}

/** An inquiry's status and arrival (what may be said of it without its personal data). */
export async function inquiryStanding(db: Db, id: number): Promise<{ status: string; createdAt: Date } | undefined> {
  const [row] = await db.select({ status: inquiry.status, createdAt: inquiry.createdAt }).from(inquiry).where(eq(inquiry.id, id));
  return row;
}

/**
 * An inquiry's status and assignee, its row locked until the transaction ends: a change is made
 * and audited against what it replaces, and two changes at once take turns.
 */
export async function lockInquiryHandling(
  tx: Pick<Db, 'select'>,
  id: number,
): Promise<{ status: string; assignedTo: StudioInquiryAssignee | null } | undefined> {
  const [row] = await tx
    .select({ status: inquiry.status, assigneeId: staff.id, assigneeEmail: staff.email })
    .from(inquiry)
    .leftJoin(staff, eq(staff.id, inquiry.assignedTo))
    .where(eq(inquiry.id, id))
    .for('update', { of: inquiry });
  return row && { status: row.status, assignedTo: assigneeOf(row.assigneeId, row.assigneeEmail) };
}

/** Whether an account may be assigned inquiries: enabled, in INQUIRY_ASSIGNEE_ROLES. */
const assignable = and(isNull(staff.disabledAt), inArray(staff.role, [...INQUIRY_ASSIGNEE_ROLES]));

/** The staff inquiries may be assigned to, by address. */
export async function assignableStaff(db: Db): Promise<StudioInquiryAssignee[]> {
  return db.select({ id: staff.id, email: staff.email }).from(staff).where(assignable).orderBy(staff.email);
}

/**
 * The account `id` if inquiries may be assigned to it, its row share-locked until the transaction
 * ends: an admin disabling or demoting it at the same moment waits for the assignment, rather than
 * slipping in between the check and the write.
 */
export async function lockAssignableStaff(tx: Pick<Db, 'select'>, id: number): Promise<StudioInquiryAssignee | undefined> {
  const [row] = await tx
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.id, id), assignable))
    .for('share');
  return row;
}

export async function setInquiryStatus(tx: Pick<Db, 'update'>, id: number, status: InquiryStatus): Promise<void> {
  await tx.update(inquiry).set({ status }).where(eq(inquiry.id, id));
}

export async function setInquiryAssignee(tx: Pick<Db, 'update'>, id: number, staffId: number | null): Promise<void> {
  await tx.update(inquiry).set({ assignedTo: staffId }).where(eq(inquiry.id, id));
}

export async function insertInquiryNote(tx: Pick<Db, 'insert'>, o: { inquiryId: number; staffId: number; body: string }): Promise<number> {
  const [row] = await tx.insert(inquiryNote).values(o).returning({ id: inquiryNote.id });
  return row!.id;
}

export async function deleteInquiry(tx: Pick<Db, 'delete'>, id: number): Promise<void> {
  await tx.delete(inquiry).where(eq(inquiry.id, id));
}
