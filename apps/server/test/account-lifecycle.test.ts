import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiryOutbox, staff, staffRecoveryCode, staffToken } from '../src/db/schema';
import { createStaffAccount } from '../src/studio/bootstrap';
import { RESET_MAIL_THROTTLE } from '../src/lib/throttle';
import { claimStaffToken, insertStaffToken } from '../src/db/staff-token-repo';
import { newLinkToken } from '../src/studio/account-links';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { codeAt, startTestServer, type TestServer } from './helpers';

const ORIGIN = 'https://www.inphr.example';
const ADMIN = { email: 'chief@inphr.example', password: 'Chief-pass-9931!' };
const HOUR = 3_600_000;
let clock = new Date('2026-12-01T09:00:00Z');
let server: TestServer;
let smtp: FakeSmtp;
const logLines: string[] = [];
/** Every link's token seen by the tests: none may reach the log or the audit log. */
const tokens = new Set<string>();
/** Every password the tests set: none may reach the log or the audit log. */
const passwords = new Set<string>([ADMIN.password]);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer(
    { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
    { clock: () => clock, logStream: { write: (line: string) => void logLines.push(line) } },
  );
  await createStaffAccount(server.database.db, ADMIN.email, 'admin', ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
/** The test clock's time `ms` from now, without moving it. */
const later0 = (ms: number) => new Date(clock.getTime() + ms);
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0]!;
const tokenOf = (link: string) => {
  const token = /#([A-Za-z0-9_-]{43})$/.exec(link)![1]!;
  tokens.add(token);
  return token;
};

/** One browser of the studio, signed in with `cookie` (or not). */
function browser(app: TestServer['app'], cookie = '', csrf = '', address = '10.70.0.1') {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/studio/api${url}`,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
      remoteAddress: address,
    });
}

/** Each sign-in from an address of its own: the sign-in route's per-client limit is not what is tested. */
let signIns = 0;
async function signedIn(email: string, password: string, extra: Record<string, string> = {}, app = server.app) {
  const address = `10.69.${++signIns}.1`;
  const res = await browser(app, '', '', address)('POST', '/session', { email, password, ...extra });
  expect(res.statusCode, res.body).toBe(204);
  const cookie = cookieOf(res);
  const csrf = (await browser(app, cookie, '', address)('GET', '/me')).json().csrfToken as string;
  return { cookie, call: browser(app, cookie, csrf, address) };
}

const admin = (app = server.app) => signedIn(ADMIN.email, ADMIN.password, {}, app);
const accept = (token: string, password: string, app = server.app) => browser(app)('POST', '/invitations/accept', { token, password });
const resetWith = (token: string, password: string) => browser(server.app)('POST', '/password/reset', { token, password });
const forgot = (email: string, address: string) => browser(server.app, '', '', address)('POST', '/password/forgot', { email });
const staffRow = async (email: string) => (await server.database.db.select().from(staff).where(eq(staff.email, email)))[0];
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
/** Every mail queued so far, sent: a round already under way may have started before the last was queued. */
async function delivered() {
  await server.app.outbox!.flush();
  await server.app.outbox!.flush();
}

describe('an invitation', () => {
  it('is mailed and shown to the admin; accepting it creates the account with its role and signs it in', async () => {
    const { call } = await admin();
    const made = await call('POST', '/staff/invitations', { email: ' New.Editor@inphr.example ', role: 'editor' });
    expect(made.statusCode).toBe(201);
    const { link, emailed, expiresAt } = made.json() as { link: string; emailed: boolean; expiresAt: string };
    expect(link).toMatch(new RegExp(`^${ORIGIN}/studio/welcome#[A-Za-z0-9_-]{43}$`));
    expect(emailed).toBe(true);
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(72 * HOUR);
    await delivered();
    const [mail] = mailsTo('new.editor@inphr.example');
    expect(mail!.text).toContain(link);
    // In all three languages, with the role named in each.
    expect(mail!.text).toContain('Editor');
    expect(mail!.text).toContain('편집자');
    expect(mail!.text).toContain('編集者');
    // A sent message's text (the link) is not kept in the outbox.
    const kept = await server.database.db.select({ body: inquiryOutbox.body }).from(inquiryOutbox).where(eq(inquiryOutbox.to, 'new.editor@inphr.example'));
    expect(kept).toEqual([{ body: null }]);

    const token = tokenOf(link);
    expect((await accept(token, 'short')).json().errors).toEqual({ password: expect.stringContaining('at least') });
    passwords.add('Welcome-pass-5512!');
    const accepted = await accept(token, 'Welcome-pass-5512!');
    expect(accepted.statusCode).toBe(201);
    const me = await browser(server.app, cookieOf(accepted))('GET', '/me');
    expect(me.json()).toMatchObject({ email: 'new.editor@inphr.example', role: 'editor', mustChangePassword: false });
    expect((await browser(server.app)('POST', '/session', { email: 'new.editor@inphr.example', password: 'Welcome-pass-5512!' })).statusCode).toBe(204);
  });

  it('is refused once used, once expired, and when unknown, each with its reason', async () => {
    const { call } = await admin();
    const used = tokenOf((await call('POST', '/staff/invitations', { email: 'once@inphr.example', role: 'viewer' })).json().link);
    passwords.add('Once-pass-7781!');
    expect((await accept(used, 'Once-pass-7781!')).statusCode).toBe(201);
    const again = await accept(used, 'Once-pass-7781!');
    expect([again.statusCode, again.json().errors]).toEqual([410, { token: 'used' }]);

    const late = tokenOf((await call('POST', '/staff/invitations', { email: 'late@inphr.example', role: 'viewer' })).json().link);
    later(72 * HOUR - 1000);
    const inTime = tokenOf((await (await admin()).call('POST', '/staff/invitations', { email: 'intime@inphr.example', role: 'viewer' })).json().link);
    later(2000);
    const expired = await accept(late, 'Late-pass-3310!');
    expect([expired.statusCode, expired.json().errors]).toEqual([410, { token: 'expired' }]);
    expect(await staffRow('late@inphr.example')).toBeUndefined();
    passwords.add('Intime-pass-4410!');
    expect((await accept(inTime, 'Intime-pass-4410!')).statusCode).toBe(201);

    const unknown = await accept('A'.repeat(43), 'Unknown-pass-1234!');
    expect([unknown.statusCode, unknown.json().errors]).toEqual([400, { token: 'invalid' }]);
    const malformed = await accept('not a token', 'Unknown-pass-1234!');
    expect([malformed.statusCode, Object.keys(malformed.json().errors)]).toEqual([400, ['token']]);
  });

  it('used twice at once creates one account', async () => {
    const { call } = await admin();
    const token = tokenOf((await call('POST', '/staff/invitations', { email: 'twice@inphr.example', role: 'editor' })).json().link);
    passwords.add('Twice-pass-6620!');
    passwords.add('Twice-pass-6621!');
    const answers = await Promise.all([accept(token, 'Twice-pass-6620!'), accept(token, 'Twice-pass-6621!')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
    expect(answers.filter((a) => a.headers['set-cookie'])).toHaveLength(1);
    const rows = await server.database.db.select().from(staff).where(eq(staff.email, 'twice@inphr.example'));
    expect(rows).toHaveLength(1);
    const accepted = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.invite_accepted'));
    expect(accepted.filter((r) => r.entityId === String(rows[0]!.id))).toHaveLength(1);

    // The claim itself, without the requests' own timing: of two at once, one spends the link.
    const { hash } = newLinkToken();
    await insertStaffToken(server.database.db, {
      tokenHash: hash,
      purpose: 'invite',
      email: 'raced@inphr.example',
      role: 'viewer',
      createdAt: clock,
      expiresAt: later0(HOUR),
    });
    const claims = await Promise.all([1, 2, 3].map(() => claimStaffToken(server.database.db, hash, 'invite', clock)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('is refused for an address that has an account (409), and needs the site’s Origin but no CSRF token', async () => {
    const { call } = await admin();
    const exists = await call('POST', '/staff/invitations', { email: ADMIN.email, role: 'viewer' });
    expect([exists.statusCode, exists.json().errors]).toEqual([409, { email: 'already used' }]);
    expect((await call('POST', '/staff/invitations', { email: 'not-an-address', role: 'viewer' })).statusCode).toBe(400);
    expect((await call('POST', '/staff/invitations', { email: 'x@inphr.example', role: 'owner' })).statusCode).toBe(400);

    const token = tokenOf((await call('POST', '/staff/invitations', { email: 'origin@inphr.example', role: 'viewer' })).json().link);
    const foreign = await browser(server.app)('POST', '/invitations/accept', { token, password: 'Origin-pass-5590!' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    // Opened in a browser signed in as someone else (no CSRF token sent): that session ends, the new one starts.
    const other = await admin();
    passwords.add('Origin-pass-5590!');
    const accepted = await browser(server.app, other.cookie)('POST', '/invitations/accept', { token, password: 'Origin-pass-5590!' });
    expect(accepted.statusCode).toBe(201);
    expect((await browser(server.app, other.cookie)('GET', '/me')).statusCode).toBe(401);
    expect((await browser(server.app, cookieOf(accepted))('GET', '/me')).json().email).toBe('origin@inphr.example');
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    await createStaffAccount(server.database.db, 'forgetful@inphr.example', 'editor', 'Forgetful-pass-1188!');
    const known = await forgot('Forgetful@inphr.example', '10.71.0.1');
    const unknown = await forgot('nobody-here@inphr.example', '10.71.0.2');
    expect(known.statusCode).toBe(202);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    await delivered();
    expect(mailsTo('forgetful@inphr.example')).toHaveLength(1);
    expect(mailsTo('nobody-here@inphr.example')).toEqual([]);
    // A disabled account is answered alike, and gets no link.
    const gone = (await createStaffAccount(server.database.db, 'gone@inphr.example', 'viewer', 'Gone-pass-7781!'))!;
    await server.database.db.update(staff).set({ disabledAt: clock }).where(eq(staff.id, gone.id));
    const disabled = await forgot('gone@inphr.example', '10.71.0.3');
    expect([disabled.statusCode, disabled.body]).toEqual([known.statusCode, known.body]);
    const audited = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.password_forgotten')).orderBy(auditLog.id);
    expect(audited.map((r) => [r.actor, r.after])).toEqual([
      [null, { mailed: true }],
      [null, { mailed: false }],
      [null, { mailed: false }],
    ]);
    await delivered();
    expect(mailsTo('gone@inphr.example')).toEqual([]);
    expect(JSON.stringify(audited)).not.toContain('nobody-here');
  });

  it('mails a link that works once, ends every session, clears a required change, and does not sign in', async () => {
    await createStaffAccount(server.database.db, 'locked-out@inphr.example', 'viewer', 'Lockedout-pass-2201!');
    const session = await signedIn('locked-out@inphr.example', 'Lockedout-pass-2201!');
    await server.database.db.update(staff).set({ mustChangePassword: true }).where(eq(staff.email, 'locked-out@inphr.example'));
    expect((await forgot('locked-out@inphr.example', '10.72.0.1')).statusCode).toBe(202);
    await delivered();
    const link = /https:\/\/\S+\/studio\/reset#[A-Za-z0-9_-]{43}/.exec(mailsTo('locked-out@inphr.example').at(-1)!.text)![0];
    expect(link.startsWith(`${ORIGIN}/studio/reset#`)).toBe(true);
    const token = tokenOf(link);

    expect((await resetWith(token, 'locked-out@inphr.example')).json().errors).toEqual({ password: 'must not be the e-mail address' });
    passwords.add('Lockedout-pass-3302!');
    const reset = await resetWith(token, 'Lockedout-pass-3302!');
    expect(reset.statusCode).toBe(204);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect((await session.call('GET', '/me')).statusCode).toBe(401);
    expect((await staffRow('locked-out@inphr.example'))!.mustChangePassword).toBe(false);
    const again = await resetWith(token, 'Lockedout-pass-4403!');
    expect([again.statusCode, again.json().errors]).toEqual([410, { token: 'used' }]);
    expect((await browser(server.app)('POST', '/session', { email: 'locked-out@inphr.example', password: 'Lockedout-pass-2201!' })).statusCode).toBe(401);
    await signedIn('locked-out@inphr.example', 'Lockedout-pass-3302!');
  });

  it('expires its link after an hour', async () => {
    await createStaffAccount(server.database.db, 'slow@inphr.example', 'viewer', 'Slow-pass-8812!');
    await forgot('slow@inphr.example', '10.73.0.1');
    await delivered();
    const token = tokenOf(/\/studio\/reset#[A-Za-z0-9_-]{43}/.exec(mailsTo('slow@inphr.example').at(-1)!.text)![0]);
    later(HOUR);
    const expired = await resetWith(token, 'Slow-pass-9923!');
    expect([expired.statusCode, expired.json().errors]).toEqual([410, { token: 'expired' }]);
  });

  it('does not get past the second factor: a reset account still signs in with its code', async () => {
    await createStaffAccount(server.database.db, 'guarded@inphr.example', 'editor', 'Guarded-pass-1101!');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await server.database.db.update(staff).set({ totpSecret: secret, totpEnabled: true }).where(eq(staff.email, 'guarded@inphr.example'));
    await forgot('guarded@inphr.example', '10.74.0.1');
    await delivered();
    const token = tokenOf(/\/studio\/reset#[A-Za-z0-9_-]{43}/.exec(mailsTo('guarded@inphr.example').at(-1)!.text)![0]);
    passwords.add('Guarded-pass-2202!');
    expect((await resetWith(token, 'Guarded-pass-2202!')).statusCode).toBe(204);
    const withoutCode = await browser(server.app)('POST', '/session', { email: 'guarded@inphr.example', password: 'Guarded-pass-2202!' });
    expect([withoutCode.statusCode, withoutCode.json().errors]).toEqual([401, { totp: 'required' }]);
    await signedIn('guarded@inphr.example', 'Guarded-pass-2202!', { totp: await codeAt(secret, clock) });
  });

  it('cannot flood a mailbox: an address gets a few links, then waits, whether it has an account or not', async () => {
    await createStaffAccount(server.database.db, 'flooded@inphr.example', 'viewer', 'Flooded-pass-5501!');
    for (const email of ['flooded@inphr.example', 'no-account@inphr.example']) {
      const statuses = [];
      for (let i = 0; i < RESET_MAIL_THROTTLE.free + 1; i++) statuses.push((await forgot(email, `10.75.${i}.${email.length}`)).statusCode);
      expect(statuses).toEqual([...Array<number>(RESET_MAIL_THROTTLE.free).fill(202), 429]);
    }
    await delivered();
    expect(mailsTo('flooded@inphr.example')).toHaveLength(RESET_MAIL_THROTTLE.free);
  });
});

describe('an admin helping someone back in', () => {
  it('makes a single-use reset link (24 h), mailed and shown, never for their own account', async () => {
    const helped = (await createStaffAccount(server.database.db, 'helped@inphr.example', 'editor', 'Helped-pass-3340!'))!;
    const { call } = await admin();
    const made = await call('POST', `/staff/${helped.id}/password-reset`);
    expect(made.statusCode).toBe(201);
    const { link, emailed, expiresAt } = made.json() as { link: string; emailed: boolean; expiresAt: string };
    expect(emailed).toBe(true);
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(24 * HOUR);
    await delivered();
    expect(mailsTo('helped@inphr.example').at(-1)!.text).toContain(link);
    passwords.add('Helped-pass-4450!');
    expect((await resetWith(tokenOf(link), 'Helped-pass-4450!')).statusCode).toBe(204);
    await signedIn('helped@inphr.example', 'Helped-pass-4450!');

    const chief = (await staffRow(ADMIN.email))!;
    const own = await call('POST', `/staff/${chief.id}/password-reset`);
    expect([own.statusCode, own.json().errors]).toEqual([403, { account: 'own' }]);
    expect((await call('POST', `/staff/${chief.id}/totp-reset`)).statusCode).toBe(403);
    expect((await call('PATCH', `/staff/${chief.id}`, { mustChangePassword: true })).statusCode).toBe(403);
    expect((await call('POST', '/staff/999999/password-reset')).statusCode).toBe(404);
    expect((await call('POST', '/staff/abc/totp-reset')).statusCode).toBe(404);
  });

  it('resets a second factor: the device and the recovery codes stop working, and the sessions end', async () => {
    const lost = (await createStaffAccount(server.database.db, 'lost-phone@inphr.example', 'editor', 'Lostphone-pass-7710!'))!;
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await server.database.db.update(staff).set({ totpSecret: secret, totpEnabled: true }).where(eq(staff.id, lost.id));
    await server.database.db.insert(staffRecoveryCode).values({ staffId: lost.id, codeHash: 'f'.repeat(64) });
    const session = await signedIn('lost-phone@inphr.example', 'Lostphone-pass-7710!', { totp: await codeAt(secret, clock) });
    const { call } = await admin();
    expect((await call('POST', `/staff/${lost.id}/totp-reset`)).statusCode).toBe(204);
    expect((await session.call('GET', '/me')).statusCode).toBe(401);
    const row = (await staffRow('lost-phone@inphr.example'))!;
    expect([row.totpEnabled, row.totpSecret, row.totpPendingSecret, row.totpLastStep]).toEqual([false, null, null, null]);
    expect(await server.database.db.select().from(staffRecoveryCode).where(eq(staffRecoveryCode.staffId, lost.id))).toEqual([]);
    await signedIn('lost-phone@inphr.example', 'Lostphone-pass-7710!');
  });

  it('requires a new password: until it is changed, the account may only read /me, change it and sign out', async () => {
    const forced = (await createStaffAccount(server.database.db, 'forced@inphr.example', 'editor', 'Forced-pass-6610!'))!;
    const user = await signedIn('forced@inphr.example', 'Forced-pass-6610!');
    const { call } = await admin();
    const patched = await call('PATCH', `/staff/${forced.id}`, { mustChangePassword: true });
    expect(patched.json()).toMatchObject({ mustChangePassword: true, role: 'editor' });
    expect((await call('GET', '/staff')).json().items.find((m: { id: number }) => m.id === forced.id).mustChangePassword).toBe(true);

    // The session already open is held to it at once.
    expect((await user.call('GET', '/me')).json().mustChangePassword).toBe(true);
    for (const [method, url] of [
      ['GET', '/news'],
      ['GET', '/inquiries'],
      ['POST', '/me/totp'],
    ] as const) {
      const refused = await user.call(method, url, method === 'POST' ? { password: 'Forced-pass-6610!' } : undefined);
      expect([refused.statusCode, refused.json().errors], `${method} ${url}`).toEqual([403, { password: 'change required' }]);
    }
    // Signing in again does not get around it.
    const again = await signedIn('forced@inphr.example', 'Forced-pass-6610!');
    expect((await again.call('GET', '/news')).statusCode).toBe(403);

    passwords.add('Forced-pass-7720!');
    const changed = await again.call('POST', '/me/password', { current: 'Forced-pass-6610!', next: 'Forced-pass-7720!' });
    expect(changed.statusCode).toBe(204);
    const after = browser(server.app, cookieOf(changed));
    expect((await after('GET', '/me')).json().mustChangePassword).toBe(false);
    expect((await after('GET', '/news')).statusCode).toBe(200);
  });

  it('is for admins alone: every route of it is 403 for other roles and 401 signed out', async () => {
    await createStaffAccount(server.database.db, 'plain-editor@inphr.example', 'editor', 'Plaineditor-pass-1!');
    const target = (await staffRow(ADMIN.email))!.id;
    const editor = await signedIn('plain-editor@inphr.example', 'Plaineditor-pass-1!');
    const routes = [
      ['POST', '/staff/invitations', { email: 'sneaky@inphr.example', role: 'admin' }],
      ['POST', `/staff/${target}/password-reset`, undefined],
      ['POST', `/staff/${target}/totp-reset`, undefined],
      ['PATCH', `/staff/${target}`, { mustChangePassword: true }],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await editor.call(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await browser(server.app)(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await staffRow('sneaky@inphr.example')).toBeUndefined();
    expect((await staffRow(ADMIN.email))!.mustChangePassword).toBe(false);
  });
});

describe('without SMTP', () => {
  it('shows the admin the link to pass on, and answers a forgotten password alike without making one', async () => {
    const quiet = await startTestServer(
      { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      { database: server.database, clock: () => clock, logStream: { write: (line: string) => void logLines.push(line) } },
    );
    try {
      const { call } = await admin(quiet.app);
      const made = await call('POST', '/staff/invitations', { email: 'by-hand@inphr.example', role: 'viewer' });
      expect(made.statusCode).toBe(201);
      expect(made.json().emailed).toBe(false);
      passwords.add('Byhand-pass-2290!');
      expect((await accept(tokenOf(made.json().link), 'Byhand-pass-2290!', quiet.app)).statusCode).toBe(201);

      const count = async () => (await server.database.db.select({ id: staffToken.id }).from(staffToken)).length;
      const tokensBefore = await count();
      const answer = await browser(quiet.app, '', '', '10.76.0.1')('POST', '/password/forgot', { email: 'by-hand@inphr.example' });
      expect(answer.statusCode).toBe(202);
      expect(await count()).toEqual(tokensBefore);
    } finally {
      await quiet.close();
    }
  });
});

describe('with two-factor sign-in required of admins', () => {
  it('asks a new password first, then the second factor', async () => {
    const strict = await startTestServer(
      { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_REQUIRE_2FA: 'personal-data' },
      { database: server.database, clock: () => clock },
    );
    try {
      await createStaffAccount(server.database.db, 'second-admin@inphr.example', 'admin', 'Secondadmin-pass-1!');
      await server.database.db.update(staff).set({ mustChangePassword: true }).where(eq(staff.email, 'second-admin@inphr.example'));
      const user = await signedIn('second-admin@inphr.example', 'Secondadmin-pass-1!', {}, strict.app);
      expect((await user.call('GET', '/news')).json().errors).toEqual({ password: 'change required' });
      expect((await user.call('POST', '/me/totp', { password: 'Secondadmin-pass-1!' })).json().errors).toEqual({ password: 'change required' });
      passwords.add('Secondadmin-pass-2!');
      const changed = await user.call('POST', '/me/password', { current: 'Secondadmin-pass-1!', next: 'Secondadmin-pass-2!' });
      expect(changed.statusCode).toBe(204);
      const after = browser(strict.app, cookieOf(changed));
      expect((await after('GET', '/news')).json().errors).toEqual({ secondFactor: 'required' });
      expect((await after('GET', '/me')).json()).toMatchObject({ mustChangePassword: false, totpEnabled: false });
    } finally {
      await strict.close();
    }
  });
});

describe('what is written down', () => {
  it('never holds a link’s token or a password, in the log or the audit log; the actions are audited', async () => {
    expect(tokens.size).toBeGreaterThan(8);
    const logged = logLines.join('\n');
    expect(logged).toContain('/studio/api/invitations/accept');
    const rows = await server.database.db.select().from(auditLog);
    const audited = JSON.stringify(rows);
    for (const secret of [...tokens, ...passwords]) {
      expect(logged).not.toContain(secret);
      expect(audited).not.toContain(secret);
    }
    // Nor the addresses typed into the forgotten-password form.
    expect(logged).not.toContain('nobody-here@inphr.example');
    expect([...new Set(rows.map((r) => r.action))]).toEqual(
      expect.arrayContaining([
        'staff.invite',
        'staff.invite_accepted',
        'staff.password_reset_link',
        'staff.password_reset',
        'staff.totp_reset',
        'staff.must_change_password',
        'session.password_forgotten',
      ]),
    );
  });
});
