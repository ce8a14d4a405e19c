import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiry } from '../src/db/schema';
import { insertInquiry } from '../src/db/inquiry-repo';
import { createStaffAccount } from '../src/studio/bootstrap';
import { codeAt, startTestServer, validInquiry, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

const ORIGIN = 'https://www.inphr.example';
let clock = new Date('2026-11-25T09:00:00Z');
let server: TestServer;

const passwords = { admin: 'Admin-pass-7731!', editor: 'Editor-pass-5521!', viewer: 'Viewer-pass-9917!' };

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' }, { clock: () => clock });
  for (const role of ['admin', 'editor', 'viewer'] as const) await createStaffAccount(server.database.db, `${role}@inphr.example`, role, passwords[role]);
});
afterAll(() => server.close());

/** A tab of the studio at the site's origin. */
class Tab extends StudioTab {
  constructor(origin = ORIGIN, address = '10.50.0.1') {
    super(() => server.app, origin, address);
  }
}

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  translations: { ko: { title: `${title} (ko)`, contents: '<p>본문</p>' }, en: { title, contents: '<p>Body</p>' } },
  status: 'published',
  ...extra,
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict, Secure (behind TLS) session cookie, and /me answers the role and a CSRF token', async () => {
    const tab = new Tab();
    const res = await tab.signIn('Editor@inphr.example', passwords.editor);
    expect(res.statusCode).toBe(204);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-inphr_studio=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Secure/);
    const me = await tab.request('GET', '/me');
    expect(me.json()).toMatchObject({ email: 'editor@inphr.example', role: 'editor', totpEnabled: false });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const unknown = await new Tab().signIn('nobody@inphr.example', 'whatever-password');
    const wrong = await new Tab().signIn('viewer@inphr.example', 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect((await new Tab().request('GET', '/me')).statusCode).toBe(401);
  });

  it('slows an account down after 5 failures (429 with Retry-After), whatever the address, but never locks it', async () => {
    await createStaffAccount(server.database.db, 'target@inphr.example', 'viewer', 'Target-pass-3319!');
    for (let i = 0; i < 5; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'target@inphr.example', password: `wrong-${i}-password` }),
        remoteAddress: `10.60.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const waiting = await server.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'target@inphr.example', password: 'Target-pass-3319!' }),
      remoteAddress: '10.60.1.1',
    });
    expect(waiting.statusCode).toBe(429);
    // Once the wait it states is over, the right password works.
    clock = new Date(clock.getTime() + Number(waiting.headers['retry-after']) * 1000);
    const later = await new Tab().signIn('target@inphr.example', 'Target-pass-3319!');
    expect(later.statusCode).toBe(204);
  });

  it('rotates the session on sign-in, ends it on sign-out, and expires it when idle or old', async () => {
    const tab = new Tab();
    await tab.signIn('viewer@inphr.example', passwords.viewer);
    const first = tab.cookie;
    await tab.signIn('viewer@inphr.example', passwords.viewer);
    expect(tab.cookie).not.toBe(first);
    expect((await server.app.inject({ url: '/studio/api/me', headers: { cookie: first } })).statusCode).toBe(401);

    expect((await tab.request('DELETE', '/session')).statusCode).toBe(204);
    expect((await server.app.inject({ url: '/studio/api/me', headers: { cookie: tab.cookie || 'x=1' } })).statusCode).toBe(401);

    const idle = new Tab();
    await idle.signIn('viewer@inphr.example', passwords.viewer);
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await idle.request('GET', '/me')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await idle.request('GET', '/me')).statusCode).toBe(401);

    const old = new Tab();
    await old.signIn('viewer@inphr.example', passwords.viewer);
    // 25 minutes apart (never idle), 12 h 30 min in all: past the absolute limit.
    for (let h = 0; h < 15; h++) {
      clock = new Date(clock.getTime() + 25 * 60_000);
      await old.request('GET', '/me');
      clock = new Date(clock.getTime() + 25 * 60_000);
      await old.request('GET', '/me');
    }
    expect((await old.request('GET', '/me')).statusCode).toBe(401);
  });
});

describe('cross-site use', () => {
  it('refuses a change without the CSRF token, with a wrong one, or from another origin', async () => {
    const tab = new Tab();
    await tab.signIn('editor@inphr.example', passwords.editor);
    const csrf = tab.csrf;
    tab.csrf = '';
    expect((await tab.request('POST', '/news', article('No token'))).statusCode).toBe(403);
    tab.csrf = 'wrong';
    expect((await tab.request('POST', '/news', article('Wrong token'))).statusCode).toBe(403);
    tab.csrf = csrf;
    expect((await tab.request('POST', '/news', article('Foreign'), { origin: 'https://evil.example' })).statusCode).toBe(403);
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: '/studio/api/news',
      headers: { cookie: tab.cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: JSON.stringify(article('No origin')),
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await tab.request('POST', '/news', article('Same site'))).statusCode).toBe(201);
  });
});

describe('roles', () => {
  it('lets a viewer read but not write, an editor write news and the inbox but not staff, and refuses the signed-out', async () => {
    const viewer = new Tab();
    await viewer.signIn('viewer@inphr.example', passwords.viewer);
    expect((await viewer.request('GET', '/news')).statusCode).toBe(200);
    expect((await viewer.request('POST', '/news', article('Viewer'))).statusCode).toBe(403);
    expect((await viewer.request('GET', '/inquiries')).statusCode).toBe(200);
    const editor = new Tab();
    await editor.signIn('editor@inphr.example', passwords.editor);
    expect((await editor.request('GET', '/staff')).statusCode).toBe(403);
    expect((await editor.request('GET', '/audit')).statusCode).toBe(403);
    const nobody = new Tab();
    expect((await nobody.request('GET', '/news')).statusCode).toBe(401);
    expect((await nobody.request('POST', '/news', article('Nobody'))).statusCode).toBe(401);
  });
});

describe('news', () => {
  it('validates: unknown fields, no title in any language, a body over 200 KB', async () => {
    const tab = new Tab();
    await tab.signIn('editor@inphr.example', passwords.editor);
    const unknown = await tab.request('POST', '/news', { ...article('x'), extra: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('extra');
    const untitled = await tab.request('POST', '/news', { translations: { ko: { title: ' ', contents: '<p>x</p>' } }, status: 'draft' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors).toHaveProperty('translations');
    const huge = await tab.request('POST', '/news', { translations: { en: { title: 'Huge', contents: 'x'.repeat(200 * 1024 + 1) } }, status: 'draft' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toHaveProperty(['translations.en.contents']);
  });

  it('refuses control characters and direction marks in any text staff write, naming the field (400, never 500), storing nothing', async () => {
    const tab = new Tab();
    await tab.signIn('editor@inphr.example', passwords.editor);
    const before = (await tab.request('GET', '/news')).json().total;
    const nul = await tab.request('POST', '/news', { translations: { en: { title: 'Null\u0000byte', contents: '<p>x</p>' } }, status: 'draft' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toHaveProperty(['translations.en.title']);
    const bidi = await tab.request('POST', '/news', { translations: { ko: { title: '제목', contents: '<p>\u202Egnp.exe</p>' } }, status: 'draft' });
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().errors).toHaveProperty(['translations.ko.contents']);
    expect((await tab.request('GET', '/news')).json().total).toBe(before);
    const faqAnswer = await tab.request('POST', '/faq', { serviceSeq: 2, translations: { en: { title: 'Q', contents: 'A\u2066' } } });
    expect(faqAnswer.statusCode).toBe(400);
    expect(faqAnswer.json().errors).toHaveProperty(['translations.en.contents']);
    const stored = await insertInquiry(server.database.db, validInquiry, { notify: false });
    const note = await tab.request('POST', `/inquiries/${stored.id}/notes`, { body: 'call back\u0000' });
    expect(note.statusCode).toBe(400);
    expect(note.json().errors).toHaveProperty('body');
  });

  it('stores the body sanitized, lists it in its languages only, and logs who did what', async () => {
    const tab = new Tab();
    await tab.signIn('editor@inphr.example', passwords.editor);
    const res = await tab.request('POST', '/news', {
      translations: { en: { title: 'Clean body', contents: '<p onclick="x()">Hi<script>alert(1)</script><img src="/images/a.png" onerror="steal()"></p>' } },
      status: 'published',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const detail = (await tab.request('GET', `/news/${id}`)).json();
    expect(detail.translations.en.contents).toBe('<p>Hi<img src="/images/a.png"></p>');
    expect(detail.translations).not.toHaveProperty('ko');
    const en = await server.app.inject({ url: '/api/media?lang=EN&size=999' });
    const ko = await server.app.inject({ url: '/api/media?lang=KO&size=999' });
    expect(en.json().data.list.map((i: { id: number }) => i.id)).toContain(id);
    expect(ko.json().data.list.map((i: { id: number }) => i.id)).not.toContain(id);
    const [row] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'news'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({ action: 'news.create', actor: 'editor@inphr.example', entity: 'news' });

    const draft = (await tab.request('POST', '/news', { ...article('A draft'), status: 'draft' })).json().id;
    expect((await server.app.inject({ url: '/api/media?lang=EN&size=999' })).json().data.list.map((i: { id: number }) => i.id)).not.toContain(draft);
    expect((await server.app.inject({ url: `/api/media/${draft}?lang=EN` })).statusCode).toBe(404);

    expect((await tab.request('DELETE', `/news/${id}`)).statusCode).toBe(400);
    expect((await tab.request('DELETE', `/news/${id}?version=${detail.version + 1}`)).statusCode).toBe(409);
    expect((await tab.request('DELETE', `/news/${id}?version=${detail.version}`)).statusCode).toBe(204);
    expect((await tab.request('GET', `/news/${id}`)).statusCode).toBe(404);
  });

  it('publishes a scheduled article at its time, with nobody touching it', async () => {
    const tab = new Tab();
    await tab.signIn('editor@inphr.example', passwords.editor);
    // Due half a second ahead by the server's clock (this test's, standing still): the scheduler's
    // timer is the only thing that tells the page caches once the clock has passed it.
    const at = new Date(clock.getTime() + 500);
    const { id } = (await tab.request('POST', '/news', article('Scheduled', { publishAt: at.toISOString() }))).json();
    const listed = async () => (await server.app.inject({ url: '/api/media?lang=EN&size=999' })).json().data.list.map((i: { id: number }) => i.id);
    expect(await listed()).not.toContain(id);
    expect((await tab.request('GET', '/news?status=scheduled')).json().items.map((i: { id: number }) => i.id)).toContain(id);
    // The list just read is kept for its TTL (10 s): moving the clock one second does not show the article…
    clock = new Date(clock.getTime() + 1_000);
    const versions = { media: server.app.contentVersions.versionOf('media') };
    expect((await tab.request('GET', '/news?status=scheduled')).json().items.map((i: { id: number }) => i.id)).not.toContain(id);
    // …until the scheduler's timer (due in half a second) announces it.
    await expect.poll(listed, { timeout: 3_000, interval: 100 }).toContain(id);
    expect(server.app.contentVersions.versionOf('media') === versions.media).toBe(false);
  });
});

describe('inquiry inbox', () => {
  it('lists newest first with search and status, changes status with an audit row, keeps notes, deletes', async () => {
    const db = server.database.db;
    await insertInquiry(db, { ...validInquiry, name: 'Older Kim' }, { notify: false, now: new Date('2026-01-01T00:00:00Z') });
    const { id } = await insertInquiry(db, { ...validInquiry, name: 'Newer Lee', title: 'Device linkage' }, { notify: false });
    const editor = new Tab();
    await editor.signIn('editor@inphr.example', passwords.editor);
    const list = (await editor.request('GET', '/inquiries')).json();
    expect(list.items[0]).toMatchObject({ id, name: 'Newer Lee', status: 'new' });
    expect((await editor.request('GET', '/inquiries?q=device')).json().items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await editor.request('PATCH', `/inquiries/${id}`, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await editor.request('PATCH', `/inquiries/${id}`, { status: 'done' })).statusCode).toBe(400);
    expect((await editor.request('GET', '/inquiries?status=in_progress')).json().items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await editor.request('POST', `/inquiries/${id}/notes`, { body: 'Called back on Tuesday.' })).statusCode).toBe(201);
    const detail = (await editor.request('GET', `/inquiries/${id}`)).json();
    expect(detail.notes).toEqual([expect.objectContaining({ body: 'Called back on Tuesday.', author: 'editor@inphr.example' })]);
    const viewer = new Tab();
    await viewer.signIn('viewer@inphr.example', passwords.viewer);
    expect((await viewer.request('PATCH', `/inquiries/${id}`, { status: 'answered' })).statusCode).toBe(403);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inquiry'), eq(auditLog.entityId, String(id))));
    // The editor's read of the detail (with the sender's details) is in the log as well.
    expect(rows.map((r) => r.action)).toEqual(['inquiry.status', 'inquiry.note', 'inquiry.view']);
    expect(rows[0]).toMatchObject({ before: { status: 'new' }, after: { status: 'in_progress' } });
    const csv = await editor.request('GET', '/inquiries/export?status=in_progress');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.startsWith('\uFEFFid,created_at,status,name')).toBe(true);
    expect(csv.body).toContain('Newer Lee');
    expect(csv.body).not.toContain('Older Kim');
    expect((await viewer.request('GET', '/inquiries/export')).statusCode).toBe(403);
    expect((await editor.request('DELETE', `/inquiries/${id}`)).statusCode).toBe(204);
    expect(await db.select().from(inquiry).where(eq(inquiry.id, id))).toEqual([]);
    const [deletion] = await db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.delete'));
    expect(JSON.stringify(deletion)).not.toContain('Newer Lee');
  });
});

describe('staff accounts', () => {
  it('lets an admin create, demote and disable accounts; a disabled account is signed out; the last admin stays', async () => {
    const admin = new Tab();
    await admin.signIn('admin@inphr.example', passwords.admin);
    expect((await admin.request('POST', '/staff', { email: 'new@inphr.example', role: 'editor', password: 'short' })).statusCode).toBe(400);
    expect((await admin.request('POST', '/staff', { email: 'new@inphr.example', role: 'editor', password: 'password123' })).json().errors.password).toMatch(
      /common/,
    );
    expect((await admin.request('POST', '/staff', { email: 'new@inphr.example', role: 'editor', password: 'new@inphr.example' })).statusCode).toBe(400);
    const created = await admin.request('POST', '/staff', { email: 'New@inphr.example', role: 'editor', password: 'Fresh-pass-8812!' });
    expect(created.statusCode).toBe(201);
    expect((await admin.request('POST', '/staff', { email: 'new@inphr.example', role: 'viewer', password: 'Fresh-pass-8812!' })).statusCode).toBe(409);
    const { id } = created.json();
    const them = new Tab();
    expect((await them.signIn('new@inphr.example', 'Fresh-pass-8812!')).statusCode).toBe(204);
    expect((await admin.request('PATCH', `/staff/${id}`, { disabled: true })).statusCode).toBe(200);
    expect((await them.request('GET', '/me')).statusCode).toBe(401);
    expect((await them.signIn('new@inphr.example', 'Fresh-pass-8812!')).statusCode).toBe(401);
    const self = (await admin.request('GET', '/staff')).json().items.find((s: { email: string }) => s.email === 'admin@inphr.example');
    expect((await admin.request('PATCH', `/staff/${self.id}`, { role: 'editor' })).statusCode).toBe(409);
    const audit = (await admin.request('GET', '/audit')).json();
    expect(audit.items.map((i: { action: string }) => i.action)).toContain('staff.disable');
    expect(JSON.stringify(audit)).not.toMatch(/Fresh-pass|argon2/);
  });
});

describe('two-factor sign-in', () => {
  it('is set up with a code from the app, then asked for at every sign-in', async () => {
    await createStaffAccount(server.database.db, 'twofa@inphr.example', 'editor', 'Twofa-pass-5501!');
    const tab = new Tab();
    await tab.signIn('twofa@inphr.example', 'Twofa-pass-5501!');
    expect((await tab.request('POST', '/me/totp', {})).json().errors).toHaveProperty('password');
    const enrol = (await tab.request('POST', '/me/totp', { password: 'Twofa-pass-5501!' })).json();
    expect(enrol.uri).toMatch(/^otpauth:\/\/totp\/inPHR%20studio:twofa%40inphr\.example\?secret=/);
    expect((await tab.request('POST', '/me/totp/confirm', { code: '000000' })).statusCode).toBe(400);
    const confirmed = await codeAt(enrol.secret, clock);
    expect((await tab.request('POST', '/me/totp/confirm', { code: confirmed })).json().recoveryCodes).toHaveLength(10);
    expect((await tab.request('GET', '/me')).json()).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });

    const without = await new Tab().signIn('twofa@inphr.example', 'Twofa-pass-5501!');
    expect(without.statusCode).toBe(401);
    expect(without.json().errors).toEqual({ totp: 'required' });
    const wrong = await new Tab().request('POST', '/session', { email: 'twofa@inphr.example', password: 'Twofa-pass-5501!', totp: '123456' });
    expect(wrong.statusCode).toBe(401);
    // The code that switched it on was used: it does not sign in too (RFC 6238, 5.2).
    // (From an address of their own: the refusals count against it.)
    const elsewhere = () => new Tab(ORIGIN, '10.50.9.9');
    const used = await elsewhere().request('POST', '/session', { email: 'twofa@inphr.example', password: 'Twofa-pass-5501!', totp: confirmed });
    expect(used.statusCode).toBe(401);
    expect(used.json().errors).toEqual({ totp: 'invalid' });
    // The next step's code (the app's clock a little ahead), sent twice at once: accepted once.
    const next = await codeAt(enrol.secret, new Date(clock.getTime() + 30_000));
    const signIn = () => elsewhere().request('POST', '/session', { email: 'twofa@inphr.example', password: 'Twofa-pass-5501!', totp: next });
    const both = await Promise.all([signIn(), signIn()]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([204, 401]);
    expect((await signIn()).statusCode, 'and never again').toBe(401);
  });

  it('is required of admins before anything else when STUDIO_REQUIRE_2FA=personal-data', async () => {
    const { generate } = await import('otplib');
    const strict = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_REQUIRE_2FA: 'personal-data' }, { database: server.database });
    try {
      await createStaffAccount(server.database.db, 'strict-admin@inphr.example', 'admin', 'Strict-pass-8802!');
      const call = (method: 'GET' | 'POST', url: string, cookie: string, csrf = '', body?: unknown) =>
        strict.app.inject({
          method,
          url: `/studio/api${url}`,
          headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
      const signIn = await strict.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'strict-admin@inphr.example', password: 'Strict-pass-8802!' }),
      });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const me = (await call('GET', '/me', cookie)).json();
      const blocked = await call('GET', '/news', cookie);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().errors).toEqual({ secondFactor: 'required' });
      const { secret } = (await call('POST', '/me/totp', cookie, me.csrfToken, { password: 'Strict-pass-8802!' })).json();
      expect((await call('POST', '/me/totp/confirm', cookie, me.csrfToken, { code: await generate({ secret }) })).statusCode).toBe(200);
      expect((await call('GET', '/news', cookie)).statusCode).toBe(200);
    } finally {
      await strict.app.close();
    }
  });
});

describe('sign-in limit per client', () => {
  it('closes the door to an address after 10 failures, whichever accounts it tried', async () => {
    const attempt = (email: string, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password }),
        remoteAddress: '10.70.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess${i}@inphr.example`, 'not-the-password')).statusCode).toBe(401);
    expect((await attempt('viewer@inphr.example', passwords.viewer)).statusCode).toBe(429);
  });
});

describe('changing one’s password', () => {
  it('needs the current one, follows the rules, and signs out the account’s other sessions', async () => {
    await createStaffAccount(server.database.db, 'changer@inphr.example', 'viewer', 'Changer-pass-1101!');
    const here = new Tab();
    const elsewhere = new Tab();
    await here.signIn('changer@inphr.example', 'Changer-pass-1101!');
    await elsewhere.signIn('changer@inphr.example', 'Changer-pass-1101!');
    expect((await here.request('POST', '/me/password', { current: 'wrong-password-x', next: 'Changer-pass-2202!' })).statusCode).toBe(400);
    expect((await here.request('POST', '/me/password', { current: 'Changer-pass-1101!', next: 'qwertyuiop' })).json().errors.next).toMatch(/common/);
    expect((await here.request('POST', '/me/password', { current: 'Changer-pass-1101!', next: 'Changer-pass-2202!' })).statusCode).toBe(204);
    expect((await here.request('GET', '/me')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', '/me')).statusCode).toBe(401);
    expect((await new Tab().signIn('changer@inphr.example', 'Changer-pass-1101!')).statusCode).toBe(401);
    expect((await new Tab().signIn('changer@inphr.example', 'Changer-pass-2202!')).statusCode).toBe(204);
  });
});

describe('FAQ', () => {
  it('creates, lists by category, edits, reorders and deletes questions, and the public FAQ follows', async () => {
    const editor = new Tab();
    await editor.signIn('editor@inphr.example', passwords.editor);
    const question = (title: string, serviceSeq = 1) => ({
      serviceSeq,
      translations: { ko: { title: `${title} (ko)`, contents: '답변입니다.' }, en: { title, contents: 'The answer.' } },
    });
    expect((await editor.request('POST', '/faq', question('Nowhere', 6))).json().errors).toEqual({ serviceSeq: 'not a category of the FAQ' });
    expect((await editor.request('POST', '/faq', { serviceSeq: 1, translations: { en: { title: 'No answer', contents: ' ' } } })).statusCode).toBe(400);
    const versions = { faq: server.app.contentVersions.versionOf('faq') };
    const a = (await editor.request('POST', '/faq', question('First care question'))).json().id;
    const b = (await editor.request('POST', '/faq', question('Second care question'))).json().id;
    expect(server.app.contentVersions.versionOf('faq') === versions.faq).toBe(false);
    const care = (await editor.request('GET', '/faq?serviceSeq=1')).json();
    expect(care.items.map((i: { id: number }) => i.id)).toEqual([a, b]);
    const publicList = async (langCode: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/rest/frontend/faq/list',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ langCode }),
        })
      ).json().list as { faqSeq: number; title: string }[];
    expect((await publicList('EN')).map((i) => i.title)).toEqual(expect.arrayContaining(['First care question', 'Second care question']));
    expect((await publicList('JA')).map((i) => i.faqSeq)).not.toContain(a);

    expect((await editor.request('PUT', '/faq-order', { serviceSeq: 1, ids: [b] })).statusCode).toBe(400);
    expect((await editor.request('PUT', '/faq-order', { serviceSeq: 1, ids: [b, a] })).statusCode).toBe(200);
    expect((await editor.request('GET', '/faq?serviceSeq=1')).json().items.map((i: { id: number }) => i.id)).toEqual([b, a]);
    const en = (await publicList('EN')).map((i) => i.faqSeq);
    expect(en.indexOf(b)).toBeLessThan(en.indexOf(a));

    // A save names the version it was based on: without it a 400, with an old one a 409 (a reorder is no edit of the text).
    expect((await editor.request('PUT', `/faq/${a}`, question('First care question, edited'))).statusCode).toBe(400);
    // A published question's save waits beside it (its category too) until "publish" takes the chosen languages.
    const edited = await editor.request('PUT', `/faq/${a}`, { ...question('First care question, edited', 2), baseVersion: 1 });
    expect(edited.json()).toMatchObject({
      version: 2,
      hasDraft: true,
      serviceSeq: 2,
      liveServiceSeq: 1,
      updatedBy: 'editor@inphr.example',
      translations: { en: { title: 'First care question, edited' } },
      live: { en: { title: 'First care question' } },
    });
    expect((await publicList('EN')).find((i) => i.faqSeq === a)).toMatchObject({ title: 'First care question', serviceSeq: 1 });
    const stale = await editor.request('PUT', `/faq/${a}`, { ...question('Late edit'), baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: 'editor@inphr.example', current: { version: 2 } });
    const published = await editor.request('POST', `/faq/${a}/publish`, { languages: ['en'], baseVersion: 2 });
    expect(published.json()).toMatchObject({
      version: 3,
      hasDraft: true,
      serviceSeq: 2,
      liveServiceSeq: 2,
      live: { ko: { title: 'First care question (ko)' } },
    });
    expect((await publicList('EN')).find((i) => i.faqSeq === a)).toMatchObject({ title: 'First care question, edited', serviceSeq: 2 });
    expect((await publicList('KO')).find((i) => i.faqSeq === a)?.title).toBe('First care question (ko)');
    // Its history, and a restore that waits for its publication like any save.
    expect((await editor.request('GET', `/faq/${a}/revisions`)).json().items.map((r: { action: string }) => r.action)).toEqual(['publish', 'save', 'create']);
    expect((await editor.request('POST', `/faq/${a}/revisions/1/restore`, { baseVersion: 3 })).json()).toMatchObject({ version: 4, hasDraft: true });
    expect((await publicList('EN')).find((i) => i.faqSeq === a)?.title).toBe('First care question, edited');
    expect((await editor.request('POST', `/faq/${a}/discard`, { baseVersion: 4 })).json()).toMatchObject({ version: 5, hasDraft: false });
    // A draft question is never public; published, it is.
    const draft = (await editor.request('POST', '/faq', { ...question('Held question'), status: 'draft' })).json().id;
    expect((await publicList('EN')).map((i) => i.faqSeq)).not.toContain(draft);
    expect((await editor.request('POST', `/faq/${draft}/publish`, { languages: ['ko'], baseVersion: 1 })).statusCode).toBe(200);
    expect((await publicList('KO')).map((i) => i.faqSeq)).toContain(draft);
    expect((await publicList('EN')).map((i) => i.faqSeq)).not.toContain(draft);
    const viewer = new Tab();
    await viewer.signIn('viewer@inphr.example', passwords.viewer);
    expect((await viewer.request('POST', `/faq/${a}/publish`, { languages: ['en'], baseVersion: 5 })).statusCode).toBe(403);
    expect((await viewer.request('DELETE', `/faq/${a}?version=5`)).statusCode).toBe(403);
    expect((await editor.request('DELETE', `/faq/${a}?version=2`)).statusCode).toBe(409);
    expect((await editor.request('DELETE', `/faq/${a}?version=5`)).statusCode).toBe(204);
    expect((await publicList('EN')).map((i) => i.faqSeq)).not.toContain(a);
    const actions = (await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'faq'))).map((r) => r.action);
    expect(actions).toEqual([
      'faq.create',
      'faq.create',
      'faq.reorder',
      'faq.save',
      'faq.publish',
      'faq.restore',
      'faq.discard',
      'faq.create',
      'faq.publish',
      'faq.delete',
    ]);
  });
});

// Its own client address: earlier tests made the shared one wait (10 failures).
const IMAGES_CLIENT = '10.60.0.1';

describe('images', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();

  it('takes a picture from an editor, reads its type from the bytes, stores sensible widths, serves them from the site', async () => {
    const editor = new Tab(ORIGIN, IMAGES_CLIENT);
    await editor.signIn('editor@inphr.example', passwords.editor);
    // Declared as a JPEG; the bytes are a PNG: the bytes decide.
    const res = await editor.upload(await png(2000, 1000), 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 2000, height: 1000, widths: [480, 960, 1600] });
    expect(body.src).toBe(`/uploads/${body.key}-960.webp`);
    const file = await server.app.inject({ method: 'GET', url: body.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 480]);
    const again = await server.app.inject({ method: 'GET', url: body.src, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The same bytes again: the same image, one audit row.
    const twice = await editor.upload(await png(2000, 1000));
    expect(twice.json().key).toBe(body.key);
    const rows = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'image.upload'), eq(auditLog.entityId, body.key)));
    expect(rows).toHaveLength(1);
    // A small picture keeps its own width.
    const small = await editor.upload(await png(300, 200));
    expect(small.json()).toMatchObject({ widths: [300] });
    expect((await server.app.inject({ method: 'GET', url: '/uploads/not-a-file.webp' })).statusCode).toBe(404);
  });

  it('refuses what is not a picture (SVG included), an empty body, a viewer, and a signed-out or cross-site request', async () => {
    const editor = new Tab(ORIGIN, IMAGES_CLIENT);
    await editor.signIn('editor@inphr.example', passwords.editor);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const bytes of [svg, Buffer.from('just text'), Buffer.from('%PDF-1.7 not an image')]) {
      const res = await editor.upload(bytes, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.file).toMatch(/not a picture/);
    }
    expect((await editor.upload(Buffer.alloc(0))).statusCode).toBe(400);
    const viewer = new Tab(ORIGIN, IMAGES_CLIENT);
    await viewer.signIn('viewer@inphr.example', passwords.viewer);
    expect((await viewer.upload(await png(100, 100))).statusCode).toBe(403);
    expect((await new Tab(ORIGIN, IMAGES_CLIENT).upload(await png(100, 100))).statusCode).toBe(401);
    const foreign = new Tab('https://evil.example', IMAGES_CLIENT);
    foreign.cookie = editor.cookie;
    foreign.csrf = editor.csrf;
    expect((await foreign.upload(await png(100, 100))).statusCode).toBe(403);
  });

  it('keeps only the site’s own images in a news body', async () => {
    const editor = new Tab(ORIGIN, IMAGES_CLIENT);
    await editor.signIn('editor@inphr.example', passwords.editor);
    const contents =
      '<p>a</p><img src="https://tracker.example/p.gif" alt="x"><img src="//cdn.example/y.png" alt="y"><img src="/uploads/abc-960.webp" alt="ours" width="960" height="480">';
    const created = await editor.request('POST', '/news', { translations: { en: { title: 'Pictures', contents } }, status: 'draft' });
    expect(created.statusCode).toBe(201);
    const stored = (await editor.request('GET', `/news/${created.json().id}`)).json().translations.en.contents as string;
    expect(stored).not.toContain('tracker.example');
    expect(stored).not.toContain('cdn.example');
    expect(stored).toContain('<img src="/uploads/abc-960.webp" alt="ours" width="960" height="480">');
  });
});
