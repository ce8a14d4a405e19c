import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../src/db/schema';
import { createStaffAccount } from '../src/studio/bootstrap';
import { CODE_FAILURE_LIMIT } from '../src/lib/throttle';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { codeAt, startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * The second-factor step of signing in: a right password whose code is still to come is no failure
 * (issue 77, item 7), and wrong codes have an end (item 3).
 */

const ORIGIN = 'https://www.inphr.example';
let clock = new Date('2026-12-08T09:00:00Z');
let server: TestServer;
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', SMTP_URL: smtp.url }, { clock: () => clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const tab = (address: string) => new StudioTab(() => server.app, ORIGIN, address);

/** An account with two-factor sign-in set up through the studio: its key and recovery codes. */
async function twoFactorAccount(email: string, password: string) {
  await createStaffAccount(server.database.db, email, 'editor', password);
  const owner = tab('10.90.0.1');
  expect((await owner.signIn(email, password)).statusCode).toBe(204);
  const { secret } = (await owner.request('POST', '/me/totp', { password })).json() as { secret: string };
  const confirmed = await owner.request('POST', '/me/totp/confirm', { code: await codeAt(secret, clock) });
  later(30_000);
  const [row] = await server.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return { id: row!.id, secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const auditOf = (id: number, actions: string[]) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.action, actions), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('a right password whose code is still to come', () => {
  it('is no failure: a two-factor account signs in 20 times from one address without a 429', async () => {
    const account = await twoFactorAccount('office@inphr.example', 'Office-pass-3317!');
    const office = '10.91.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const browser = tab(office);
      const first = await browser.request('POST', '/session', { email: 'office@inphr.example', password: 'Office-pass-3317!' });
      expect(first.json().errors).toEqual({ totp: 'required' });
      const code = await codeAt(account.secret, clock);
      const second = await browser.request('POST', '/session', { email: 'office@inphr.example', password: 'Office-pass-3317!', totp: code });
      statuses.push(first.statusCode, second.statusCode);
      // Each code is good once: the next sign-in is a time step later.
      later(30_000);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(await auditOf(account.id, ['session.sign_in_failed'])).toEqual([]);
  });
});

describe('wrong codes in a row', () => {
  it(`close the code step at ${CODE_FAILURE_LIMIT}; a recovery code opens it; audited, the owner mailed at 5 and 10`, async () => {
    const email = 'guessed-codes@inphr.example';
    const password = 'Guessed-codes-pass-4408!';
    const account = await twoFactorAccount(email, password);
    smtp.received.length = 0;
    const answers: number[] = [];
    // Someone with the password guesses codes, from many addresses, waiting out each throttle.
    for (let i = 0; answers.length < CODE_FAILURE_LIMIT; i++) {
      const res = await tab(`10.92.${i}.1`).request('POST', '/session', { email, password, totp: String(100000 + i) });
      if (res.statusCode === 429) {
        later(Number(res.headers['retry-after']) * 1000);
        continue;
      }
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array<number>(CODE_FAILURE_LIMIT - 1).fill(401), 403]);
    later(60_000);

    // Closed: not even the right code opens it; the password alone is told so; a wrong one still only slows down.
    const right = await tab('10.93.0.1').request('POST', '/session', { email, password, totp: await codeAt(account.secret, clock) });
    expect([right.statusCode, right.json().errors]).toEqual([403, { totp: 'closed' }]);
    const bare = await tab('10.93.0.2').request('POST', '/session', { email, password });
    expect([bare.statusCode, bare.json().errors]).toEqual([403, { totp: 'closed' }]);
    expect((await tab('10.93.0.3').request('POST', '/session', { email, password: 'not-the-password-9' })).statusCode).toBe(401);
    later(60_000);

    // A recovery code opens it again, and codes work from then on.
    expect((await tab('10.93.0.4').request('POST', '/session', { email, password, recoveryCode: account.recoveryCodes[0] })).statusCode).toBe(204);
    later(30_000);
    expect((await tab('10.93.0.5').request('POST', '/session', { email, password, totp: await codeAt(account.secret, clock) })).statusCode).toBe(204);

    const rows = await auditOf(account.id, ['session.sign_in_failed', 'session.codes_closed', 'session.codes_reopened']);
    const codeRows = rows.filter((r) => r.action === 'session.sign_in_failed' && (r.after as { reason: string }).reason === 'code');
    expect(codeRows.map((r) => (r.after as { codeFailures: number }).codeFailures)).toEqual(Array.from({ length: CODE_FAILURE_LIMIT }, (_, i) => i + 1));
    expect(rows.filter((r) => r.action === 'session.codes_closed')).toHaveLength(1);
    expect(rows.filter((r) => r.action === 'session.codes_reopened')).toHaveLength(1);

    await server.app.outbox!.flush();
    await server.app.outbox!.flush();
    const toOwner = smtp.received.filter((m) => m.to.includes(email));
    expect(toOwner).toHaveLength(2);
    expect(toOwner[0]!.text).toContain('wrong two-factor code 5 times in a row');
    expect(toOwner[1]!.text).toContain(`${CODE_FAILURE_LIMIT} times in a row`);
    expect(toOwner[1]!.text).toContain('closed');
  });

  it("open again with an admin's second-factor reset", async () => {
    const email = 'reset-codes@inphr.example';
    const password = 'Reset-codes-pass-5519!';
    const account = await twoFactorAccount(email, password);
    await server.database.db.update(staff).set({ codeFailures: CODE_FAILURE_LIMIT }).where(eq(staff.id, account.id));
    expect((await tab('10.94.0.1').request('POST', '/session', { email, password })).json().errors).toEqual({ totp: 'closed' });
    await createStaffAccount(server.database.db, 'codes-admin@inphr.example', 'admin', 'Codes-admin-pass-6620!');
    const admin = tab('10.94.0.2');
    await admin.signIn('codes-admin@inphr.example', 'Codes-admin-pass-6620!');
    expect((await admin.request('POST', `/staff/${account.id}/totp-reset`)).statusCode).toBe(204);
    // Without a second factor now: the password signs in, to set up a new device.
    expect((await tab('10.94.0.3').request('POST', '/session', { email, password })).statusCode).toBe(204);
  });
});
