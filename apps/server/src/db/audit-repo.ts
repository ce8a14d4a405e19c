import { and, count, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Pick<Db, 'insert'>, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  /** An e-mail, `system`, or `visitor` (someone not signed in). */
  actor?: string;
  /** An action (`news.publish`) or a kind of thing (`news`: every action on articles). */
  action?: string;
  from?: Date;
  to?: Date;
}

function whereOf(f: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actor === 'visitor') conditions.push(isNull(auditLog.actor));
  else if (f.actor) conditions.push(eq(auditLog.actor, f.actor));
  if (f.action?.includes('.')) conditions.push(eq(auditLog.action, f.action));
  else if (f.action) conditions.push(or(eq(auditLog.entity, f.action), like(auditLog.action, `${f.action}.%`))!);
  if (f.from) conditions.push(gte(auditLog.at, f.from));
  if (f.to) conditions.push(lt(auditLog.at, f.to));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the audit log, newest first, and how many rows match. */
export async function auditPage(db: Db, page: number, size: number, filter: AuditFilter = {}) {
  const where = whereOf(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Everyone the log names (for its filter), `system` included; someone not signed in is the filter's own choice. */
export async function auditActors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ actor: auditLog.actor })
    .from(auditLog)
    .where(sql`${auditLog.actor} IS NOT NULL`)
    .orderBy(auditLog.actor);
  return rows.map((r) => r.actor!);
}
