import type { FastifyRequest } from 'fastify';
import { STUDIO_PAGE_SIZE, hasForbiddenText, type StudioAuditEntry } from '@inphr/api';
import { LANGUAGES } from '@inphr/content';
import { auditActors, auditPage, type AuditFilter } from '../../db/audit-repo';
import { pageParam, type StudioContext } from '../context';

/** An ISO instant from the address, or undefined. */
function instant(value: string | undefined): Date | undefined {
  if (!value || value.length > 40) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function filterOf(request: FastifyRequest): AuditFilter {
  const q = request.query as Record<string, string | undefined>;
  const text = (value: string | undefined, pattern: RegExp) =>
    value && value.length <= 254 && pattern.test(value) && !hasForbiddenText(value) ? value : undefined;
  return {
    actor: text(q.actor, /^\S+$/),
    action: text(q.action, /^[a-z_]+(\.[a-z_]+)?$/),
    from: instant(q.from),
    to: instant(q.to),
  };
}

/** A title from stored content (`translations`, `live`: an article's or a question's), in the first language it has. */
function titleIn(value: unknown): string | undefined {
  const texts =
    (value as { translations?: Record<string, { title?: string }>; live?: Record<string, { title?: string }> } | null)?.translations ??
    (value as { live?: Record<string, { title?: string }> } | null)?.live;
  if (!texts) return undefined;
  for (const lang of LANGUAGES) if (texts[lang]?.title) return texts[lang].title;
  return undefined;
}

/**
 * What a row was about, in words: an article's or a question's title (from the content it kept),
 * an account's address, an image's or an inquiry's number. Never an inquirer's details.
 */
function subjectOf(row: { entity: string; entityId: string | null; before: unknown; after: unknown }): string | null {
  if (row.entity === 'news' || row.entity === 'faq' || row.entity === 'media')
    return titleIn(row.after) ?? titleIn(row.before) ?? (row.entityId ? `#${row.entityId}` : null);
  if (row.entity === 'staff') {
    const email = (row.after as { email?: string } | null)?.email ?? (row.before as { email?: string } | null)?.email;
    return email ?? (row.entityId ? `#${row.entityId}` : null);
  }
  return row.entityId ? `#${row.entityId}` : null;
}

/** The audit log (admins): every change, newest first, filtered by person, action and time. */
export function auditRoutes({ app, db, admins }: StudioContext): void {
  app.get('/audit', { onRequest: admins }, async (request) => {
    const { items, total } = await auditPage(db, pageParam(request), STUDIO_PAGE_SIZE, filterOf(request));
    return { items: items.map((i): StudioAuditEntry => ({ ...i, at: i.at.toISOString(), subject: subjectOf(i) })), total };
  });

  app.get('/audit/actors', { onRequest: admins }, async () => ({ actors: await auditActors(db) }));
}
