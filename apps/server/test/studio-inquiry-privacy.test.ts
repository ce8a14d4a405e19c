import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { insertInquiry } from '../src/db/inquiry-repo';
import { createStaffAccount } from '../src/studio/bootstrap';
import { emailDomain, nameInitial, redactedQuery } from '../src/studio/inquiry-contact';
import { startTestServer, validInquiry, type TestServer } from './helpers';

/*
 * Least privilege on an inquirer's personal data: a viewer's answers hold no contact details at all,
 * and every read of them by an editor or admin is in the audit log.
 */

const ORIGIN = 'https://www.inphr.example';
const passwords = { admin: 'Admin-pass-7731!', editor: 'Editor-pass-5521!', viewer: 'Viewer-pass-9917!' };
const sender = {
  ...validInquiry,
  name: 'Park Seoyeon',
  email: 'park.seoyeon@clinic-mail.example',
  email1: 'park.seoyeon',
  email2: 'clinic-mail.example',
  mobile: '01098765432',
};
let server: TestServer;
let inquiryId: number;
const cookies: Partial<Record<keyof typeof passwords, string>> = {};

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    await createStaffAccount(server.database.db, `${role}@inphr.example`, role, passwords[role]);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { origin: ORIGIN },
      payload: { email: `${role}@inphr.example`, password: passwords[role] },
    });
    expect(signIn.statusCode).toBe(204);
    cookies[role] = String(signIn.headers['set-cookie']).split(';')[0]!;
  }
  ({ id: inquiryId } = await insertInquiry(server.database.db, sender, { notify: false }));
});
afterAll(() => server.close());

const get = (role: keyof typeof passwords, url: string) => server.app.inject({ url: `/studio/api${url}`, headers: { cookie: cookies[role]! } });

/** The audit rows of an action, newest first. */
const auditRows = (action: string) => server.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

/** What of the sender must never reach a viewer: the address, its local part, the phone's digits, the full name. */
function expectNoContact(raw: string) {
  expect(raw).not.toContain(sender.email);
  expect(raw).not.toContain('park.seoyeon');
  expect(raw).not.toContain('98765432');
  expect(raw).not.toContain('Seoyeon');
}

describe('a viewer', () => {
  it('reads the list without the senders’ contact details: the initial and the domain only', async () => {
    const list = await get('viewer', '/inquiries');
    expect(list.statusCode).toBe(200);
    expectNoContact(list.body);
    const item = list.json().items.find((i: { id: number }) => i.id === inquiryId);
    expect(item).toEqual({
      id: inquiryId,
      createdAt: expect.any(String),
      status: 'new',
      title: sender.title,
      assignedTo: null,
      contact: 'redacted',
      nameInitial: 'P',
      emailDomain: 'clinic-mail.example',
    });
  });

  it('reads an inquiry without contact details, its message or the staff’s notes, and that read is not audited', async () => {
    const note = await server.app.inject({
      method: 'POST',
      url: `/studio/api/inquiries/${inquiryId}/notes`,
      headers: { cookie: cookies.editor!, origin: ORIGIN, 'x-csrf-token': (await get('editor', '/me')).json().csrfToken },
      payload: { body: 'Called Seoyeon on 010-9876-5432.' },
    });
    expect(note.statusCode).toBe(201);
    const before = (await auditRows('inquiry.view')).length;
    const detail = await get('viewer', `/inquiries/${inquiryId}`);
    expect(detail.statusCode).toBe(200);
    expectNoContact(detail.body);
    expect(detail.body).not.toContain('Called');
    expect(detail.json()).toMatchObject({ contact: 'redacted', nameInitial: 'P', emailDomain: 'clinic-mail.example', title: sender.title });
    // The message is free text where inquirers write phone and resident numbers: not a viewer's.
    expect(detail.body).not.toContain(sender.contents);
    expect(detail.body).not.toContain(sender.company);
    expect(detail.json()).not.toHaveProperty('contents');
    expect(detail.json()).not.toHaveProperty('notes');
    expect(detail.json()).not.toHaveProperty('mobile');
    expect(await auditRows('inquiry.view')).toHaveLength(before);
  });

  it('finds nothing by the sender’s address, name, phone, company or message, but by the subject and the domain', async () => {
    const words = sender.contents.split(' ').sort((a, b) => b.length - a.length)[0]!;
    for (const q of [sender.email, 'park.seoyeon', 'Park Seoyeon', sender.mobile, sender.company, words]) {
      const found = await get('viewer', `/inquiries?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ items: [], total: 0, newCount: 1 });
    }
    const bySubject = (await get('viewer', `/inquiries?q=${encodeURIComponent(sender.title)}`)).json();
    expect(bySubject.items.map((i: { id: number }) => i.id)).toContain(inquiryId);
    const byDomain = (await get('viewer', '/inquiries?q=clinic-mail')).json();
    expect(byDomain.items.map((i: { id: number }) => i.id)).toEqual([inquiryId]);
    // What a viewer reads holds no personal data: no audit row.
    expect(await auditRows('inquiry.list')).toEqual([]);
  });
});

describe('an editor', () => {
  it('reads the contact details and the notes, and the read is audited with who and which inquiry', async () => {
    const detail = await get('editor', `/inquiries/${inquiryId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ contact: 'full', name: sender.name, email: sender.email, mobile: sender.mobile });
    expect(detail.json().notes).toHaveLength(1);
    const [row] = await auditRows('inquiry.view');
    expect(row).toMatchObject({ actor: 'editor@inphr.example', entity: 'inquiry', entityId: String(inquiryId) });
    expect(row?.staffId).toEqual(expect.any(Number));
    expect(row?.at).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(sender.email);
  });

  it('finds the sender by address; every list and search read is audited with its rows and the search redacted', async () => {
    const before = (await auditRows('inquiry.list')).length;
    const found = await get('editor', `/inquiries?q=${encodeURIComponent(sender.email)}`);
    expect(found.json().items.map((i: { id: number }) => i.id)).toEqual([inquiryId]);
    const [row] = await auditRows('inquiry.list');
    expect(row).toMatchObject({
      actor: 'editor@inphr.example',
      entity: 'inquiry',
      entityId: null,
      after: { rows: 1, total: 1, page: 1, query: 'p***.s******@c*****-m***.e******', byContact: 1 },
    });
    expect(row?.at).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain('park.seoyeon');
    // A plain list, and a search by subject, are reads of names, addresses and phones too.
    await get('editor', '/inquiries');
    await get('admin', `/inquiries?q=${encodeURIComponent(sender.title)}&page=1`);
    const rows = await auditRows('inquiry.list');
    expect(rows).toHaveLength(before + 3);
    expect(rows[1]).toMatchObject({ actor: 'editor@inphr.example', after: { rows: 1, total: 1, page: 1 } });
    expect(rows[1]!.after).not.toHaveProperty('query');
    expect(rows[0]).toMatchObject({ actor: 'admin@inphr.example', after: { rows: 1, byContact: 0 } });
  });

  it('exports the CSV with an audit row of who and how many', async () => {
    const csv = await get('admin', '/inquiries/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(sender.email);
    const [row] = await auditRows('inquiry.export');
    expect(row).toMatchObject({ actor: 'admin@inphr.example', after: { count: 1 } });
  });
});

describe('the redaction', () => {
  it('keeps of a search each word’s first character and the punctuation', () => {
    expect(redactedQuery('Park Seoyeon')).toBe('P*** S******');
    expect(redactedQuery('김민지 010-1234-5678')).toBe('김** 0**-1***-5***');
    expect(redactedQuery('  ')).toBe('  ');
  });

  it('keeps a name’s first character as seen (a Hangul syllable, a kanji, an accented letter) and an address’s domain', () => {
    expect(nameInitial('김민지')).toBe('김');
    expect(nameInitial('  山田 太郎')).toBe('山');
    expect(nameInitial('e\u0301lodie')).toBe('E\u0301');
    expect(nameInitial('kim minji')).toBe('K');
    expect(nameInitial('')).toBe('');
    expect(emailDomain('Kim@Naver.com')).toBe('naver.com');
    expect(emailDomain('no-address')).toBe('');
  });
});
