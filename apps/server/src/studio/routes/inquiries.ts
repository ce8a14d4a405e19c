import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { INQUIRY_STATUSES, STUDIO_PAGE_SIZE, inquiryNoteSchema, inquiryPatchSchema } from '@inphr/api';
import { likePattern } from '../../db/like';
import { inquiry, inquiryNote, staff } from '../../db/schema';
import { sendError } from '../../lib/errors';
import { inquiriesCsv } from '../../lib/inquiry-csv';
import { lastRetentionRun } from '../../jobs/retention';
import { audit } from '../audit';
import { actorOf, idParam, pageParam, parse, searchParam, type StudioContext } from '../context';

/** The partnership inquiry inbox: the list, one inquiry, its status and notes, the CSV, deletion. */
export function inquiryRoutes({ app, db, config, now, anyone, editors }: StudioContext): void {
  /** The inbox's filter (status, search), shared by the list and the export. */
  function inquiryFilter(request: FastifyRequest) {
    const { status } = request.query as { status?: string };
    const q = searchParam(request);
    const conditions = [];
    if (status && (INQUIRY_STATUSES as readonly string[]).includes(status)) conditions.push(eq(inquiry.status, status));
    if (q) {
      const p = likePattern(q);
      conditions.push(or(ilike(inquiry.name, p), ilike(inquiry.company, p), ilike(inquiry.email, p), ilike(inquiry.title, p), ilike(inquiry.contents, p))!);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  app.get('/inquiries/export', { preHandler: editors }, async (request, reply) => {
    const rows = await db.select().from(inquiry).where(inquiryFilter(request)).orderBy(desc(inquiry.createdAt), desc(inquiry.id));
    await audit(db, actorOf(request), 'inquiry.export', 'inquiry', undefined, { after: { count: rows.length } });
    const day = now().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="inquiries-${day}.csv"`).send(inquiriesCsv(rows));
  });

  app.get('/inquiries/retention', { preHandler: anyone }, async () => ({
    retentionDays: config.INQUIRY_RETENTION_DAYS,
    ...(await lastRetentionRun(db)),
  }));

  app.get('/inquiries', { preHandler: anyone }, async (request) => {
    const page = pageParam(request);
    const where = inquiryFilter(request);
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
        .where(where)
        .orderBy(desc(inquiry.createdAt), desc(inquiry.id))
        .limit(STUDIO_PAGE_SIZE)
        .offset((page - 1) * STUDIO_PAGE_SIZE),
      db.select({ n: count() }).from(inquiry).where(where),
    ]);
    return { items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })), total: total?.n ?? 0 };
  });

  app.get('/inquiries/:id', { preHandler: anyone }, async (request, reply) => {
    const id = idParam(request);
    const [row] = id === undefined ? [] : await db.select().from(inquiry).where(eq(inquiry.id, id));
    if (!row || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    const notes = await db
      .select({ id: inquiryNote.id, body: inquiryNote.body, createdAt: inquiryNote.createdAt, author: staff.email })
      .from(inquiryNote)
      .leftJoin(staff, eq(staff.id, inquiryNote.staffId))
      .where(eq(inquiryNote.inquiryId, id))
      .orderBy(inquiryNote.id);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      consentAt: row.consentAt.toISOString(),
      notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    };
  });

  app.patch('/inquiries/:id', { preHandler: editors }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(inquiryPatchSchema, request, reply);
    if (!body) return reply;
    const [before] = id === undefined ? [] : await db.select({ status: inquiry.status }).from(inquiry).where(eq(inquiry.id, id));
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    await db.transaction(async (tx) => {
      await tx.update(inquiry).set({ status: body.status }).where(eq(inquiry.id, id));
      await audit(tx, actorOf(request), 'inquiry.status', 'inquiry', id, { before, after: body });
    });
    return { id, status: body.status };
  });

  app.post('/inquiries/:id/notes', { preHandler: editors }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(inquiryNoteSchema, request, reply);
    if (!body) return reply;
    const [exists] = id === undefined ? [] : await db.select({ id: inquiry.id }).from(inquiry).where(eq(inquiry.id, id));
    if (!exists || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    const [note] = await db.transaction(async (tx) => {
      const rows = await tx.insert(inquiryNote).values({ inquiryId: id, staffId: request.studio!.staff.id, body: body.body }).returning({ id: inquiryNote.id });
      await audit(tx, actorOf(request), 'inquiry.note', 'inquiry', id, { after: { noteId: rows[0]!.id } });
      return rows;
    });
    return reply.code(201).send({ id: note!.id });
  });

  app.delete('/inquiries/:id', { preHandler: editors }, async (request, reply) => {
    const id = idParam(request);
    const [before] = id === undefined ? [] : await db.select({ status: inquiry.status, createdAt: inquiry.createdAt }).from(inquiry).where(eq(inquiry.id, id));
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    await db.transaction(async (tx) => {
      await tx.delete(inquiry).where(eq(inquiry.id, id));
      // What was deleted, without the personal data that the deletion is for.
      await audit(tx, actorOf(request), 'inquiry.delete', 'inquiry', id, { before: { status: before.status, createdAt: before.createdAt.toISOString() } });
    });
    return reply.code(204).send();
  });
}
