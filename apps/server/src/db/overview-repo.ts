import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from './database';
import { inquiry } from './schema';

/** How many inquiries wait for a first answer (status `new`). */
export async function newInquiryCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiry).where(eq(inquiry.status, 'new'));
  return row?.n ?? 0;
}

/** How many open inquiries (new or in progress) nobody is assigned to. */
export async function unassignedInquiryCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inquiry)
    .where(and(inArray(inquiry.status, ['new', 'in_progress']), isNull(inquiry.assignedTo)));
  return row?.n ?? 0;
}
