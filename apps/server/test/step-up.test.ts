import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createStaffAccount } from '../src/studio/bootstrap';
import { STEP_UP_MS } from '../src/studio/step-up';
import { codeAt, startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * An admin's powers ask for the password again within the last 5 minutes (issue 77, item 6): a
 * stolen session alone takes over no account.
 */

const ORIGIN = 'https://www.inphr.example';
const ADMIN = { email: 'stepping-admin@inphr.example', password: 'Stepping-admin-pass-8123!' };
let clock = new Date('2026-12-08T09:00:00Z');
let server: TestServer;
let admin: StudioTab;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' }, { clock: () => clock });
  await createStaffAccount(server.database.db, ADMIN.email, 'admin', ADMIN.password);
  admin = new StudioTab(() => server.app, ORIGIN, '10.96.0.1');
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(204);
});
afterAll(async () => {
  await server.close();
});

let n = 0;
/** Each power once, on an account of its own: [what it is, the call]. */
async function powers(): Promise<[string, () => ReturnType<StudioTab['request']>][]> {
  n += 1;
  const account = async (role: 'editor' | 'viewer') =>
    (await createStaffAccount(server.database.db, `powered-${n}-${role}@inphr.example`, role, `Powered-${n}-pass-4491!`))!.id;
  const editor = await account('editor');
  const viewer = await account('viewer');
  const withTotp = (await createStaffAccount(server.database.db, `powered-${n}-totp@inphr.example`, 'editor', `Powered-${n}-pass-4492!`))!.id;
  await server.database.db.execute(`update staff set totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled = true where id = ${withTotp}`);
  return [
    ['create an admin', () => admin.request('POST', '/staff', { email: `made-admin-${n}@inphr.example`, role: 'admin', password: 'Made-admin-pass-2210!' })],
    ['invite an admin', () => admin.request('POST', '/staff/invitations', { email: `invited-admin-${n}@inphr.example`, role: 'admin' })],
    ['promote to admin', () => admin.request('PATCH', `/staff/${editor}`, { role: 'admin' })],
    ['disable an account', () => admin.request('PATCH', `/staff/${viewer}`, { disabled: true })],
    ['make a reset link', () => admin.request('POST', `/staff/${viewer}/password-reset`)],
    ["reset someone's second factor", () => admin.request('POST', `/staff/${withTotp}/totp-reset`)],
    ['export the inquiries', () => admin.request('GET', '/inquiries/export')],
  ];
}

describe("an admin's powers", () => {
  it('work within 5 minutes of signing in', async () => {
    for (const [what, call] of await powers()) expect((await call()).statusCode, what).toBeLessThan(300);
  });

  it('give 401 with reauth: required once the password is older, and work after it is given again', async () => {
    const calls = await powers();
    later(STEP_UP_MS);
    for (const [what, call] of calls) {
      const res = await call();
      expect([res.statusCode, res.json().errors], what).toEqual([401, { reauth: 'required' }]);
    }
    // The session itself goes on: other work needs no password.
    expect((await admin.request('GET', '/staff')).statusCode).toBe(200);
    expect((await admin.request('POST', '/staff/invitations', { email: `invited-editor-${n}@inphr.example`, role: 'editor' })).statusCode).toBe(201);

    const wrong = await admin.request('POST', '/session/reauth', { password: 'not-my-password-1' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { password: 'not right' }]);
    const before = admin.cookie;
    expect((await admin.request('POST', '/session/reauth', { password: ADMIN.password })).statusCode).toBe(204);
    // A new session (token and CSRF token) for the proven user; the old token is over.
    expect(admin.cookie).not.toBe(before);
    expect((await server.app.inject({ url: '/studio/api/me', headers: { cookie: before } })).statusCode).toBe(401);
    admin.csrf = (await admin.request('GET', '/me')).json().csrfToken;
    for (const [what, call] of calls) expect((await call()).statusCode, what).toBeLessThan(300);
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.reauth'));
    expect(rows).toHaveLength(1);

    later(STEP_UP_MS);
    expect((await admin.request('GET', '/inquiries/export')).json().errors).toEqual({ reauth: 'required' });
  });

  it('are not opened by a second factor alone, nor by another account’s password', async () => {
    later(STEP_UP_MS);
    await createStaffAccount(server.database.db, 'other-admin@inphr.example', 'admin', 'Other-admin-pass-3301!');
    const res = await admin.request('POST', '/session/reauth', { password: 'Other-admin-pass-3301!' });
    expect(res.statusCode).toBe(400);
    const code = await admin.request('POST', '/session/reauth', { totp: await codeAt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', clock) });
    expect(code.statusCode).toBe(400);
    // Without a passkey of this account: no challenge, and a made-up answer confirms nothing.
    expect((await admin.request('POST', '/session/reauth/options')).statusCode).toBe(404);
    const madeUp = await admin.request('POST', '/session/reauth', { passkey: { id: 'bm90LWEta2V5', type: 'public-key', response: {} } });
    expect([madeUp.statusCode, madeUp.json().errors]).toEqual([400, { passkey: 'invalid' }]);
    const both = await admin.request('POST', '/session/reauth', { password: ADMIN.password, passkey: { id: 'x', type: 'public-key' } });
    expect(both.statusCode).toBe(400);
    expect((await admin.request('GET', '/inquiries/export')).statusCode).toBe(401);
  });
});
