import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../src/db/schema';
import { createStaffAccount } from '../src/studio/bootstrap';
import { ADMIN_RESET_LINK_MS } from '../src/studio/account-links';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * Reset links die with the credential they restore (issue 77, item 2): a password change, a
 * disable and enable, a role change or a second-factor reset withdraws every open link of the account.
 */

const ORIGIN = 'https://www.inphr.example';
const ADMIN = { email: 'links-admin@inphr.example', password: 'Links-admin-pass-7731!' };
let clock = new Date('2026-12-08T09:00:00Z');
let server: TestServer;
let admin: StudioTab;
let accounts = 0;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' }, { clock: () => clock });
  await createStaffAccount(server.database.db, ADMIN.email, 'admin', ADMIN.password);
  admin = new StudioTab(() => server.app, ORIGIN, '10.95.0.1');
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(204);
});
afterAll(async () => {
  await server.close();
});

/** A new editor, and a reset link an admin made for it (its token). */
async function accountWithLink() {
  const email = `linked-${++accounts}@inphr.example`;
  const password = `Linked-pass-${accounts}-8842!`;
  const { id } = (await createStaffAccount(server.database.db, email, 'editor', password))!;
  const made = await admin.request('POST', `/staff/${id}/password-reset`);
  expect(made.statusCode).toBe(201);
  const { link, expiresAt } = made.json() as { link: string; expiresAt: string };
  return { id, email, password, token: /#([A-Za-z0-9_-]{43})$/.exec(link)![1]!, expiresAt };
}

const resetWith = (token: string) =>
  new StudioTab(() => server.app, ORIGIN, '10.95.9.9').request('POST', '/password/reset', { token, password: 'A-brand-new-pass-5150!' });

describe('a reset link an admin made', () => {
  it('lasts 24 hours', async () => {
    const { expiresAt, token } = await accountWithLink();
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(ADMIN_RESET_LINK_MS);
    expect(ADMIN_RESET_LINK_MS).toBe(24 * 3_600_000);
    clock = new Date(clock.getTime() + ADMIN_RESET_LINK_MS);
    expect((await resetWith(token)).json().errors).toEqual({ token: 'expired' });
    clock = new Date(clock.getTime() + 60_000);
    expect((await admin.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(204);
  });
});

describe('an open reset link gives 410 after', () => {
  const withdrawn = async (token: string, id: number) => {
    const res = await resetWith(token);
    expect([res.statusCode, res.json().errors]).toEqual([410, { token: 'revoked' }]);
    const rows = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.links_withdrawn'), eq(auditLog.entityId, String(id))));
    return rows.map((r) => (r.after as { change: string }).change);
  };

  it('its owner changes the password', async () => {
    const { id, email, password, token } = await accountWithLink();
    const owner = new StudioTab(() => server.app, ORIGIN, '10.95.1.1');
    await owner.signIn(email, password);
    expect((await owner.request('POST', '/me/password', { current: password, next: 'Changed-by-owner-pass-6161!' })).statusCode).toBe(204);
    expect(await withdrawn(token, id)).toEqual(['password']);
  });

  it('the account is disabled and enabled again', async () => {
    const { id, token } = await accountWithLink();
    expect((await admin.request('PATCH', `/staff/${id}`, { disabled: true })).statusCode).toBe(200);
    expect((await admin.request('PATCH', `/staff/${id}`, { disabled: false })).statusCode).toBe(200);
    expect(await withdrawn(token, id)).toEqual(['disabled']);
  });

  it('its role changes', async () => {
    const { id, token } = await accountWithLink();
    expect((await admin.request('PATCH', `/staff/${id}`, { role: 'viewer' })).statusCode).toBe(200);
    expect(await withdrawn(token, id)).toEqual(['role']);
  });

  it('an admin resets its second factor', async () => {
    const { id, token } = await accountWithLink();
    expect((await admin.request('POST', `/staff/${id}/totp-reset`)).statusCode).toBe(204);
    expect(await withdrawn(token, id)).toEqual(['second_factor']);
  });

  it('another of its links is used', async () => {
    const first = await accountWithLink();
    const second = (await admin.request('POST', `/staff/${first.id}/password-reset`)).json() as { link: string };
    expect((await resetWith(/#([A-Za-z0-9_-]{43})$/.exec(second.link)![1]!)).statusCode).toBe(204);
    expect(await withdrawn(first.token, first.id)).toEqual(['password_reset']);
  });

  it('but not after a change that restores nothing (asking for a new password at next sign-in)', async () => {
    const { id, token } = await accountWithLink();
    expect((await admin.request('PATCH', `/staff/${id}`, { mustChangePassword: true })).statusCode).toBe(200);
    expect((await resetWith(token)).statusCode).toBe(204);
    const [row] = await server.database.db.select({ mustChange: staff.mustChangePassword }).from(staff).where(eq(staff.id, id));
    expect(row!.mustChange).toBe(false);
  });
});
