import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiry, staff } from '../src/db/schema';
import { insertInquiry } from '../src/db/inquiry-repo';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, validInquiry, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * Who handles an inquiry: an editor or admin assigns it (to an enabled editor or admin), the inbox
 * filters by it and counts what is new, and every change of status or assignee is in the audit log
 * with what it replaced, naming staff and never the sender.
 */

const ORIGIN = 'https://www.inphr.example';
const passwords = {
  admin: 'Admin-pass-7731!',
  editor: 'Editor-pass-5521!',
  colleague: 'Colleague-pass-6642!',
  viewer: 'Viewer-pass-9917!',
  departed: 'Departed-pass-3178!',
};
const roles = { admin: 'admin', editor: 'editor', colleague: 'editor', viewer: 'viewer', departed: 'editor' } as const;
type Who = keyof typeof passwords;
const emailOf = (who: Who) => `${who}@inphr.example`;

/** A sender whose every detail is easy to look for in what the server writes. */
const sender = {
  ...validInquiry,
  name: 'Jeong Haneul',
  email: 'jeong.haneul@sender-mail.example',
  email1: 'jeong.haneul',
  email2: 'sender-mail.example',
  mobile: '01055501234',
};

let server: TestServer;
const ids = {} as Record<Who, number>;
const tabs = {} as Record<Who, Tab>;

class Tab extends StudioTab {
  constructor() {
    super(() => server.app, ORIGIN);
  }
}

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
  for (const who of Object.keys(passwords) as Who[]) {
    ids[who] = (await createStaffAccount(server.database.db, emailOf(who), roles[who], passwords[who]))!.id;
    tabs[who] = new Tab();
    expect((await tabs[who].signIn(emailOf(who), passwords[who])).statusCode).toBe(204);
  }
  // An editor who has left: the account is disabled (and signed out).
  expect((await tabs.admin.request('PATCH', `/staff/${ids.departed}`, { disabled: true })).statusCode).toBe(200);
});
afterAll(() => server.close());

/** A new inquiry from the sender (or another address), with a subject of its own. */
async function newInquiry(title: string, options: { now?: Date; email?: string } = {}): Promise<number> {
  const { email = sender.email, now } = options;
  return (await insertInquiry(server.database.db, { ...sender, email, title }, { notify: false, ...(now ? { now } : {}) })).id;
}

/** The audit rows about an inquiry, oldest first. */
function auditOf(id: number, actions = ['inquiry.status', 'inquiry.assign']) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'inquiry'), eq(auditLog.entityId, String(id)), inArray(auditLog.action, actions)))
    .orderBy(asc(auditLog.id));
}

/** Nothing of the sender: the address, its local part, the phone's digits, the name. */
function expectNoSender(raw: string) {
  expect(raw).not.toContain('jeong.haneul');
  expect(raw).not.toContain('55501234');
  expect(raw).not.toContain('Haneul');
}

const assignee = (who: Who) => ({ id: ids[who], email: emailOf(who) });
const listIds = async (tab: Tab, query: string) => ((await tab.request('GET', `/inquiries${query}`)).json().items as { id: number }[]).map((i) => i.id);

describe('the staff an inquiry may be assigned to', () => {
  it('are the enabled editors and admins, by address, and every signed-in role may read them', async () => {
    for (const who of ['viewer', 'editor', 'admin'] as const) {
      const res = await tabs[who].request('GET', '/staff/assignable');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([assignee('admin'), assignee('colleague'), assignee('editor')]);
    }
    expect((await new Tab().request('GET', '/staff/assignable')).statusCode).toBe(401);
  });
});

describe('assigning an inquiry', () => {
  it('assigns, reassigns and unassigns, each change audited with the assignee before and after, never the sender', async () => {
    const id = await newInquiry('Assignment round');
    const fresh = (await tabs.editor.request('GET', `/inquiries/${id}`)).json();
    expect(fresh.assignedTo).toBeNull();

    const assigned = await tabs.editor.request('PATCH', `/inquiries/${id}`, { assignedTo: ids.editor });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ id, status: 'new', assignedTo: assignee('editor') });
    expect((await tabs.editor.request('GET', `/inquiries/${id}`)).json()).toMatchObject({ status: 'new', assignedTo: assignee('editor') });
    // The viewer reads who handles it too (staff, not the sender), in the list and the detail.
    const seen = (await tabs.viewer.request('GET', '/inquiries')).json().items.find((i: { id: number }) => i.id === id);
    expect(seen).toMatchObject({ contact: 'redacted', assignedTo: assignee('editor') });
    expect((await tabs.viewer.request('GET', `/inquiries/${id}`)).json().assignedTo).toEqual(assignee('editor'));

    expect((await tabs.admin.request('PATCH', `/inquiries/${id}`, { assignedTo: ids.colleague })).json().assignedTo).toEqual(assignee('colleague'));
    const unassigned = await tabs.colleague.request('PATCH', `/inquiries/${id}`, { assignedTo: null });
    expect(unassigned.json()).toEqual({ id, status: 'new', assignedTo: null });
    // The same again changes nothing, and writes nothing.
    expect((await tabs.colleague.request('PATCH', `/inquiries/${id}`, { assignedTo: null })).statusCode).toBe(200);

    const rows = await auditOf(id);
    expect(rows.map((r) => [r.action, r.actor, r.before, r.after])).toEqual([
      ['inquiry.assign', emailOf('editor'), { assignedTo: null }, { assignedTo: assignee('editor') }],
      ['inquiry.assign', emailOf('admin'), { assignedTo: assignee('editor') }, { assignedTo: assignee('colleague') }],
      ['inquiry.assign', emailOf('colleague'), { assignedTo: assignee('colleague') }, { assignedTo: null }],
    ]);
    expectNoSender(JSON.stringify(rows));
  });

  it('changes the status and the assignee in one request: one audit row for each, the status row as before', async () => {
    const id = await newInquiry('Both at once');
    const res = await tabs.editor.request('PATCH', `/inquiries/${id}`, { status: 'in_progress', assignedTo: ids.editor });
    expect(res.json()).toEqual({ id, status: 'in_progress', assignedTo: assignee('editor') });
    // A status alone keeps the assignee.
    expect((await tabs.editor.request('PATCH', `/inquiries/${id}`, { status: 'answered' })).json()).toEqual({
      id,
      status: 'answered',
      assignedTo: assignee('editor'),
    });
    const rows = await auditOf(id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['inquiry.status', { status: 'new' }, { status: 'in_progress' }],
      ['inquiry.assign', { assignedTo: null }, { assignedTo: assignee('editor') }],
      ['inquiry.status', { status: 'in_progress' }, { status: 'answered' }],
    ]);
    expect(rows.every((r) => r.staffId === ids.editor && r.entity === 'inquiry')).toBe(true);
    expectNoSender(JSON.stringify(rows));
  });

  it('refuses a viewer, a disabled or an unknown account as the assignee, and an empty change (400, nothing written)', async () => {
    const id = await newInquiry('Refused assignees');
    for (const assignedTo of [ids.viewer, ids.departed, 999_999]) {
      const res = await tabs.editor.request('PATCH', `/inquiries/${id}`, { status: 'in_progress', assignedTo });
      expect(res.statusCode, `assignee ${assignedTo}`).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['assignedTo']);
    }
    for (const body of [{}, { assignedTo: 'editor@inphr.example' }, { assignedTo: 0 }, { assignee: ids.editor }]) {
      expect((await tabs.editor.request('PATCH', `/inquiries/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await tabs.editor.request('PATCH', `/inquiries/${id}`, {})).json().errors).toHaveProperty('body');
    const [row] = await server.database.db.select({ status: inquiry.status, assignedTo: inquiry.assignedTo }).from(inquiry).where(eq(inquiry.id, id));
    expect(row).toEqual({ status: 'new', assignedTo: null });
    expect(await auditOf(id)).toEqual([]);
    expect((await tabs.editor.request('PATCH', '/inquiries/999999', { assignedTo: ids.editor })).statusCode).toBe(404);
  });

  it('is not a viewer’s to change (403), whether the status or the assignee', async () => {
    const id = await newInquiry('Viewer tries');
    expect((await tabs.viewer.request('PATCH', `/inquiries/${id}`, { assignedTo: ids.editor })).statusCode).toBe(403);
    expect((await tabs.viewer.request('PATCH', `/inquiries/${id}`, { status: 'spam' })).statusCode).toBe(403);
    expect(await auditOf(id)).toEqual([]);
  });

  it('is cleared when the assignee’s account is deleted', async () => {
    const gone = (await createStaffAccount(server.database.db, 'gone@inphr.example', 'editor', 'Gone-pass-4410!'))!.id;
    const id = await newInquiry('Assignee deleted');
    expect((await tabs.admin.request('PATCH', `/inquiries/${id}`, { assignedTo: gone })).statusCode).toBe(200);
    await server.database.db.delete(staff).where(eq(staff.id, gone));
    expect((await tabs.admin.request('GET', `/inquiries/${id}`)).json().assignedTo).toBeNull();
  });
});

describe('the inbox by assignee', () => {
  it('filters “mine” and “unassigned” together with the status and the search; the CSV follows the filter', async () => {
    const tag = 'Filterable';
    const email = 'filter.sender@sender-mail.example';
    const mineNew = await newInquiry(`${tag} mine new`, { email, now: new Date('2026-02-01T00:00:00Z') });
    const mineAnswered = await newInquiry(`${tag} mine answered`, { email, now: new Date('2026-02-02T00:00:00Z') });
    const theirs = await newInquiry(`${tag} colleague’s`, { email, now: new Date('2026-02-03T00:00:00Z') });
    const nobodys = await newInquiry(`${tag} nobody’s`, { email, now: new Date('2026-02-04T00:00:00Z') });
    await tabs.editor.request('PATCH', `/inquiries/${mineNew}`, { assignedTo: ids.editor });
    await tabs.editor.request('PATCH', `/inquiries/${mineAnswered}`, { assignedTo: ids.editor, status: 'answered' });
    await tabs.editor.request('PATCH', `/inquiries/${theirs}`, { assignedTo: ids.colleague });

    const q = `q=${tag}`;
    expect(await listIds(tabs.editor, `?${q}&assigned=mine`)).toEqual([mineAnswered, mineNew]);
    expect(await listIds(tabs.editor, `?${q}&assigned=mine&status=new`)).toEqual([mineNew]);
    expect(await listIds(tabs.editor, `?${q}&assigned=unassigned`)).toEqual([nobodys]);
    expect(await listIds(tabs.editor, `?${q}&assigned=unassigned&status=answered`)).toEqual([]);
    expect(await listIds(tabs.colleague, `?${q}&assigned=mine`)).toEqual([theirs]);
    // Anything else is every inquiry; a viewer is assigned nothing.
    expect(await listIds(tabs.editor, `?${q}&assigned=everyone`)).toEqual([nobodys, theirs, mineAnswered, mineNew]);
    expect(await listIds(tabs.viewer, `?${q}&assigned=mine`)).toEqual([]);
    expect((await tabs.editor.request('GET', `/inquiries?${q}&assigned=mine`)).json().total).toBe(2);
    // An editor's search by the sender's address, within the filter: audited with what it found there.
    expect(await listIds(tabs.editor, `?q=${encodeURIComponent(email)}&assigned=mine`)).toEqual([mineAnswered, mineNew]);
    const [search] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.list')).orderBy(desc(auditLog.id)).limit(1);
    expect(search).toMatchObject({ actor: emailOf('editor'), after: { rows: 2, total: 2, byContact: 2 } });
    expect(JSON.stringify(search)).not.toContain('filter.sender');

    const csv = await tabs.editor.request('GET', `/inquiries/export?${q}&assigned=unassigned`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${tag} nobody’s`);
    expect(csv.body).not.toContain(`${tag} mine`);
  });

  it('counts the new inquiries whatever the filters', async () => {
    const [row] = await server.database.db.select({ n: count() }).from(inquiry).where(eq(inquiry.status, 'new'));
    const expected = row!.n;
    expect(expected).toBeGreaterThan(1);
    for (const query of ['', '?status=answered', '?assigned=mine', '?assigned=unassigned&status=spam&q=nothing-matches-this', '?page=9']) {
      expect((await tabs.editor.request('GET', `/inquiries${query}`)).json().newCount, query).toBe(expected);
    }
    expect((await tabs.viewer.request('GET', '/inquiries?assigned=mine')).json().newCount).toBe(expected);
    const id = await newInquiry('One more new');
    expect((await tabs.editor.request('GET', '/inquiries?status=spam')).json().newCount).toBe(expected + 1);
    await tabs.editor.request('PATCH', `/inquiries/${id}`, { status: 'spam' });
    expect((await tabs.editor.request('GET', '/inquiries')).json().newCount).toBe(expected);
  });
});
