import { count, desc } from 'drizzle-orm';
import { STUDIO_PAGE_SIZE } from '@inphr/api';
import { auditLog } from '../../db/schema';
import { pageParam, type StudioContext } from '../context';

/** The audit log (admins): every change, newest first. */
export function auditRoutes({ app, db, admins }: StudioContext): void {
  app.get('/audit', { preHandler: admins }, async (request) => {
    const page = pageParam(request);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(STUDIO_PAGE_SIZE)
        .offset((page - 1) * STUDIO_PAGE_SIZE),
      db.select({ n: count() }).from(auditLog),
    ]);
    return { items: items.map((i) => ({ ...i, at: i.at.toISOString() })), total: total?.n ?? 0 };
  });
}
