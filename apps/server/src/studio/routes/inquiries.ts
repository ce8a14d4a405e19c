import type { FastifyRequest } from 'fastify';
import {
  STUDIO_PAGE_SIZE,
  inquiryNoteSchema,
  inquiryPatchSchema,
  seesInquiryContact,
  type InquiryStatus,
  type StudioInquiryAssignee,
  type StudioInquiryDetail,
  type StudioInquiryPage,
} from '@inphr/api';
import {
  assignableStaff,
  contactMatchCount,
  deleteInquiry,
  inquiriesMatching,
  inquiryPage,
  inquiryStanding,
  inquiryWithNotes,
  insertInquiryNote,
  lockAssignableStaff,
  lockInquiryHandling,
  newInquiryCount,
  setInquiryAssignee,
  setInquiryStatus,
  type InquiryFilter,
} from '../../db/studio-inquiry-repo';
import { sendError } from '../../lib/errors';
import { inquiriesCsv } from '../../lib/inquiry-csv';
import { lastRetentionRun } from '../../jobs/retention';
import { audit } from '../audit';
import { recentlyAuthenticated } from '../step-up';
import { actorOf, idParam, pageParam, parse, searchParam, type StudioContext } from '../context';
import { contactFor, redactedQuery } from '../inquiry-contact';

/** Why an assignee is refused (the 400 names the field). */
const NOT_ASSIGNABLE = 'must be an editor or admin whose account is enabled';

/**
 * The partnership inquiry inbox: the list, one inquiry, its status, assignee and notes, the CSV,
 * deletion. The sender's contact details go to INQUIRY_CONTACT_ROLES only, and each read of them
 * is audited (the detail, the CSV, a search that found someone by name or address); other roles
 * read the redacted shape (inquiry-contact.ts) and search only what they see. Each change of
 * status or assignee is audited with what it replaced; the assignee is a staff member, so those
 * rows name staff, never the sender.
 */
export function inquiryRoutes(context: StudioContext): void {
  const { app, db, config, now, anyone, editors } = context;
  /** The inbox's filter (status, assignee, search), shared by the list and the export. */
  const filterOf = (request: FastifyRequest): InquiryFilter => {
    const { status, assigned } = request.query as { status?: string; assigned?: string };
    return {
      status,
      assignedTo: assigned === 'mine' ? request.studio!.staff.id : assigned === 'unassigned' ? null : undefined,
      q: searchParam(request),
      inContact: seesInquiryContact(request.studio!.staff.role),
    };
  };

  // Every role reads who handles what (the inbox's column), so every role may read whom it could be.
  app.get('/staff/assignable', { onRequest: anyone }, async (): Promise<StudioInquiryAssignee[]> => assignableStaff(db));

  app.get('/inquiries/export', { onRequest: editors }, async (request, reply) => {
    // Every inquirer's details at once: the password again first (step-up.ts).
    if (!(await recentlyAuthenticated(context, request, reply))) return reply;
    const rows = await inquiriesMatching(db, filterOf(request));
    await audit(db, actorOf(request), 'inquiry.export', 'inquiry', undefined, { after: { count: rows.length } });
    const day = now().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="inquiries-${day}.csv"`).send(inquiriesCsv(rows));
  });

  app.get('/inquiries/retention', { onRequest: anyone }, async () => ({
    retentionDays: config.INQUIRY_RETENTION_DAYS,
    ...(await lastRetentionRun(db)),
  }));

  app.get('/inquiries', { onRequest: anyone }, async (request): Promise<StudioInquiryPage> => {
    const filter = filterOf(request);
    const [{ items, total }, newCount] = await Promise.all([inquiryPage(db, filter, pageParam(request), STUDIO_PAGE_SIZE), newInquiryCount(db)]);
    const found = filter.inContact ? await contactMatchCount(db, filter) : 0;
    // Every page of senders' details read is audited: who, when, how many rows, and the search in a
    // redacted form (the text may be the very address looked up).
    if (filter.inContact) {
      await audit(db, actorOf(request), 'inquiry.list', 'inquiry', undefined, {
        after: { rows: items.length, total, page: pageParam(request), ...(filter.q ? { query: redactedQuery(filter.q), byContact: found } : {}) },
      });
    }
    const role = request.studio!.staff.role;
    return {
      items: items.map(({ id, createdAt, status, title, assignedTo, ...sender }) => ({
        id,
        createdAt: createdAt.toISOString(),
        status: status as InquiryStatus,
        title,
        assignedTo,
        ...contactFor(role, sender),
      })),
      total,
      newCount,
    };
  });

  app.get('/inquiries/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const role = request.studio!.staff.role;
    // The staff's notes are about the sender and go only where the sender's details go.
    const found = id === undefined ? undefined : await inquiryWithNotes(db, id, { notes: seesInquiryContact(role) });
    if (!found) return sendError(request, reply, 404, 'No such inquiry.');
    const { row, assignedTo, notes } = found;
    const shown = {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      status: row.status as InquiryStatus,
      title: row.title,
      assignedTo,
      consentAt: row.consentAt.toISOString(),
    };
    const contact = contactFor(role, row);
    if (contact.contact === 'redacted') return { ...shown, ...contact } satisfies StudioInquiryDetail;
    // Written before the answer leaves: a read that cannot be audited is not answered.
    await audit(db, actorOf(request), 'inquiry.view', 'inquiry', row.id);
    return {
      ...shown,
      ...contact,
      contents: row.contents,
      notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    } satisfies StudioInquiryDetail;
  });

  app.patch('/inquiries/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const body = parse(inquiryPatchSchema, request, reply);
    if (!body) return reply;
    if (id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
    const outcome = await db.transaction(async (tx) => {
      // The assignee's row first, then the inquiry's: the order deleting an account takes them in (through the foreign key).
      const assignee = body.assignedTo ? await lockAssignableStaff(tx, body.assignedTo) : null;
      if (assignee === undefined) return 'not assignable' as const;
      const before = await lockInquiryHandling(tx, id);
      if (!before) return 'missing' as const;
      const actor = actorOf(request);
      // Only what changes is written and audited: a repeated request leaves no second row.
      const status = body.status ?? (before.status as InquiryStatus);
      if (status !== before.status) {
        await setInquiryStatus(tx, id, status);
        await audit(tx, actor, 'inquiry.status', 'inquiry', id, { before: { status: before.status }, after: { status } });
      }
      const assignedTo = body.assignedTo === undefined ? before.assignedTo : assignee;
      if ((assignedTo?.id ?? null) !== (before.assignedTo?.id ?? null)) {
        await setInquiryAssignee(tx, id, assignedTo?.id ?? null);
        await audit(tx, actor, 'inquiry.assign', 'inquiry', id, { before: { assignedTo: before.assignedTo }, after: { assignedTo } });
      }
      return { id, status, assignedTo };
    });
    if (outcome === 'missing') return sendError(request, reply, 404, 'No such inquiry.');
    if (outcome === 'not assignable') return sendError(request, reply, 400, 'Some fields need your attention.', { assignedTo: NOT_ASSIGNABLE });
    return outcome;
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
