import { STUDIO_PAGE_SIZE } from '@inphr/api';
import { auditPage } from '../../db/audit-repo';
import { pageParam, type StudioContext } from '../context';

/** The audit log (admins): every change, newest first. */
export function auditRoutes({ app, db, admins }: StudioContext): void {
  app.get('/audit', { onRequest: admins }, async (request) => {
    const { items, total } = await auditPage(db, pageParam(request), STUDIO_PAGE_SIZE);
    return { items: items.map((i) => ({ ...i, at: i.at.toISOString() })), total };
  });
}
