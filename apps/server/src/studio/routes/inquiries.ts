import type { FastifyRequest } from 'fastify';
import { STUDIO_PAGE_SIZE, inquiryNoteSchema, inquiryPatchSchema } from '@inphr/api';
import {
  deleteInquiry,
  inquiriesMatching,
  inquiryPage,
  inquiryStanding,
  inquiryWithNotes,
  insertInquiryNote,
  setInquiryStatus,
  type InquiryFilter,
} from '../../db/studio-inquiry-repo';
import { sendError } from '../../lib/errors';
import { inquiriesCsv } from '../../lib/inquiry-csv';
import { lastRetentionRun } from '../../jobs/retention';
import { audit } from '../audit';
import { actorOf, idParam, pageParam, parse, searchParam, type StudioContext } from '../context';

/** The partnership inquiry inbox: the list, one inquiry, its status and notes, the CSV, deletion. */
export function inquiryRoutes({ app, db, config, now, anyone, editors }: StudioContext): void {
  /** The inbox's filter (status, search), shared by the list and the export. */
  const filterOf = (request: FastifyRequest): InquiryFilter => ({ status: (request.query as { status?: string }).status, q: searchParam(request) });

  app.get('/inquiries/export', { onRequest: editors }, async (request, reply) => {
    const rows = await inquiriesMatching(db, filterOf(request));
    await audit(db, actorOf(request), 'inquiry.export', 'inquiry', undefined, { after: { count: rows.length } });
    const day = now().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="inquiries-${day}.csv"`).send(inquiriesCsv(rows));
  });

  app.get('/inquiries/retention', { onRequest: anyone }, async () => ({
    retentionDays: config.INQUIRY_RETENTION_DAYS,
    ...(await lastRetentionRun(db)),
  }));

  app.get('/inquiries', { onRequest: anyone }, async (request) => {
    const { items, total } = await inquiryPage(db, filterOf(request), pageParam(request), STUDIO_PAGE_SIZE);
    return { items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })), total };
  });

  app.get('/inquiries/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const found = id === undefined ? undefined : await inquiryWithNotes(db, id);
    if (!found) return sendError(request, reply, 404, 'No such inquiry.');
    const { row, notes } = found;
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      consentAt: row.consentAt.toISOString(),
      notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    };
  });

  app.patch('/inquiries/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(inquiryPatchSchema, request, reply);
    if (!body) return reply;
    const standing = id === undefined ? undefined : await inquiryStanding(db, id);
    if (!standing || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    await db.transaction(async (tx) => {
      await setInquiryStatus(tx, id, body.status);
      await audit(tx, actorOf(request), 'inquiry.status', 'inquiry', id, { before: { status: standing.status }, after: body });
    });
    return { id, status: body.status };
  });

  app.post('/inquiries/:id/notes', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(inquiryNoteSchema, request, reply);
    if (!body) return reply;
    const exists = id === undefined ? undefined : await inquiryStanding(db, id);
    if (!exists || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    const note = await db.transaction(async (tx) => {
      const noteId = await insertInquiryNote(tx, { inquiryId: id, staffId: request.studio!.staff.id, body: body.body });
      await audit(tx, actorOf(request), 'inquiry.note', 'inquiry', id, { after: { noteId } });
      return noteId;
    });
    return reply.code(201).send({ id: note });
  });

  app.delete('/inquiries/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await inquiryStanding(db, id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    await db.transaction(async (tx) => {
      await deleteInquiry(tx, id);
      // What was deleted, without the personal data that the deletion is for.
      await audit(tx, actorOf(request), 'inquiry.delete', 'inquiry', id, { before: { status: before.status, createdAt: before.createdAt.toISOString() } });
    });
    return reply.code(204).send();
  });
}
