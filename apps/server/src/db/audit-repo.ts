import { count, desc } from 'drizzle-orm';
import type { Db } from './database';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Pick<Db, 'insert'>, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** A page of the audit log, newest first, and how many rows it has. */
export async function auditPage(db: Db, page: number, size: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { items, total: total?.n ?? 0 };
}
