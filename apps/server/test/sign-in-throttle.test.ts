import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { countAttempt, uncountAttempt } from '../src/db/throttle-repo';
import { createStaffAccount } from '../src/studio/bootstrap';
import { ACCOUNT_THROTTLE, CLIENT_THROTTLE, accountKey, clientKey, waitAfter } from '../src/lib/throttle';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { codeAt, startTestServer, type TestServer } from './helpers';

const ORIGIN = 'https://www.inphr.example';
let clock = new Date('2026-11-28T09:00:00Z');
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

function signIn(email: string, password: string, address: string, extra: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/studio/api/session',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password, ...extra }),
    remoteAddress: address,
  });
}

async function failuresAudited(staffId: number) {
  const rows = await server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'session.sign_in_failed'), eq(auditLog.entityId, String(staffId))));
  return rows;
}

describe('the sign-in throttle (policy)', () => {
  it('lets a key fail `free` times, then doubles its wait up to the cap', () => {
    expect(waitAfter(ACCOUNT_THROTTLE.free - 1, ACCOUNT_THROTTLE)).toBe(0);
    expect(waitAfter(ACCOUNT_THROTTLE.free, ACCOUNT_THROTTLE)).toBe(ACCOUNT_THROTTLE.baseMs);
    expect(waitAfter(ACCOUNT_THROTTLE.free + 1, ACCOUNT_THROTTLE)).toBe(2 * ACCOUNT_THROTTLE.baseMs);
    expect(waitAfter(ACCOUNT_THROTTLE.free + 40, ACCOUNT_THROTTLE)).toBe(ACCOUNT_THROTTLE.capMs);
    expect(waitAfter(10_000, CLIENT_THROTTLE)).toBe(CLIENT_THROTTLE.capMs);
  });

  it('keys IPv6 clients by their /64, IPv4 by the address', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('client:2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('client:2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('client:2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('client:0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('client:fe80:0:0:0::/64');
    expect(clientKey('::ffff:192.0.2.7')).toBe('client:192.0.2.7');
    expect(clientKey('192.0.2.7')).toBe('client:192.0.2.7');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('keys an account by its e-mail address however it is typed', () => {
    expect(accountKey(' Owner@Inphr.Example ')).toBe(accountKey('owner@inphr.example'));
  });

  it('does not keep waiting an attempt that read the clock a moment before the one it waited for', async () => {
    // Two sign-ins at once: the second read its clock first but got the row second. Within the
    // free allowance neither waits (this was a 429 when the first moved the end of wait to its "now").
    const key = [{ key: 'client:192.0.2.250', policy: CLIENT_THROTTLE }];
    const t = Date.now();
    expect(await countAttempt(server.database.db, key, new Date(t))).toMatchObject({ ok: true });
    expect(await countAttempt(server.database.db, key, new Date(t - 5))).toMatchObject({ ok: true });
    await uncountAttempt(server.database.db, key[0]!.key, true);
    expect(await countAttempt(server.database.db, key, new Date(t - 10))).toMatchObject({ ok: true });
  });
});

describe('guessing one account', () => {
  it('checks at most `free` of 50 parallel wrong passwords; the rest get 429; the owner then signs in after the stated wait', async () => {
    const owner = (await createStaffAccount(server.database.db, 'raced@inphr.example', 'editor', 'Raced-pass-8812!'))!;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn('raced@inphr.example', `wrong-${i}-password`, `10.81.${i}.1`)));
    const counts = answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: ACCOUNT_THROTTLE.free, 429: 50 - ACCOUNT_THROTTLE.free });
    // Each password checked is one audited failure: no more were verified than answered 401.
    expect(await failuresAudited(owner.id)).toHaveLength(ACCOUNT_THROTTLE.free);
    const refused = answers.find((a) => a.statusCode === 429)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait * 1000).toBeLessThanOrEqual(ACCOUNT_THROTTLE.capMs);
    expect(refused.json().errors).toEqual({ retryAfter: String(wait) });

    // Not a lock: the right password is refused only until the wait is over, from anywhere.
    expect((await signIn('raced@inphr.example', 'Raced-pass-8812!', '10.82.0.1')).statusCode).toBe(429);
    later(wait * 1000);
    expect((await signIn('raced@inphr.example', 'Raced-pass-8812!', '10.82.0.1')).statusCode).toBe(204);
    // A success starts the account afresh.
    expect((await signIn('raced@inphr.example', 'wrong-again-password', '10.82.0.2')).statusCode).toBe(401);
  });

  it('makes each wait past the free failures twice as long, never longer than the cap', async () => {
    await createStaffAccount(server.database.db, 'patient@inphr.example', 'viewer', 'Patient-pass-4471!');
    // [failures so far, the wait the next attempt was told] for every refusal on the way.
    const waits: [number, number][] = [];
    let failures = 0;
    while (failures < ACCOUNT_THROTTLE.free + 8) {
      const res = await signIn('patient@inphr.example', `wrong-${failures}-password`, `10.83.${failures}.${waits.length + 1}`);
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']);
        waits.push([failures, wait]);
        later(wait * 1000);
        continue;
      }
      expect(res.statusCode).toBe(401);
      failures++;
    }
    expect(waits).toEqual([
      [5, 1],
      [6, 2],
      [7, 4],
      [8, 8],
      [9, 16],
      [10, 30],
      [11, 30],
      [12, 30],
    ]);
    later(ACCOUNT_THROTTLE.capMs);
    expect((await signIn('patient@inphr.example', 'Patient-pass-4471!', '10.83.99.1')).statusCode).toBe(204);
  });

  it('limits second-factor codes the same way, and a right password asking for the code is not a failure', async () => {
    const owner = (await createStaffAccount(server.database.db, 'coded@inphr.example', 'viewer', 'Coded-pass-5523!'))!;
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await server.database.db.execute(`update staff set totp_secret = '${secret}', totp_enabled = true where id = ${owner.id}`);
    for (let i = 0; i < 8; i++) expect((await signIn('coded@inphr.example', 'Coded-pass-5523!', `10.84.${i}.1`)).json().errors).toEqual({ totp: 'required' });
    const bad = [];
    for (let i = 0; i < ACCOUNT_THROTTLE.free + 1; i++)
      bad.push((await signIn('coded@inphr.example', 'Coded-pass-5523!', `10.84.9.${i}`, { totp: '000000' })).statusCode);
    expect(bad).toEqual([...Array<number>(ACCOUNT_THROTTLE.free).fill(401), 429]);
    later(ACCOUNT_THROTTLE.baseMs);
    // Codes follow the server's clock (this test's).
    const code = await codeAt(secret, clock);
    expect((await signIn('coded@inphr.example', 'Coded-pass-5523!', '10.84.10.1', { totp: code })).statusCode).toBe(204);
    const reasons = (await failuresAudited(owner.id)).map((r) => (r.after as { reason: string }).reason);
    expect(reasons).toEqual(Array<string>(ACCOUNT_THROTTLE.free).fill('code'));
  });
});

describe('guessing from one network', () => {
  it('counts every address of an IPv6 /64 as one client, whichever accounts it tries', async () => {
    for (let i = 0; i < CLIENT_THROTTLE.free; i++)
      expect((await signIn(`nobody${i}@inphr.example`, 'not-the-password', `2001:db8:77:1::${i + 1}`)).statusCode).toBe(401);
    await createStaffAccount(server.database.db, 'neighbour@inphr.example', 'viewer', 'Neighbour-pass-6634!');
    expect((await signIn('neighbour@inphr.example', 'Neighbour-pass-6634!', '2001:db8:77:1:ffff::9')).statusCode).toBe(429);
    expect((await signIn('neighbour@inphr.example', 'Neighbour-pass-6634!', '2001:db8:77:2::1')).statusCode).toBe(204);
  });
});

describe('telling the owner', () => {
  it('audits failures and the throttling, mails the owner once, and notes the failures at the next sign-in only', async () => {
    const owner = (await createStaffAccount(server.database.db, 'told@inphr.example', 'editor', 'Told-pass-7745!'))!;
    for (let i = 0; i < ACCOUNT_THROTTLE.free; i++) await signIn('told@inphr.example', `wrong-${i}-password`, `10.85.${i}.1`);
    const throttledRows = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.throttled'), eq(auditLog.entityId, String(owner.id)), isNull(auditLog.actor)));
    expect(throttledRows).toHaveLength(1);
    // Audit rows of failures name the account, never the address typed nor the client's.
    const failed = await failuresAudited(owner.id);
    expect(JSON.stringify(failed)).not.toMatch(/told@|10\.85\./);

    await server.app.outbox!.flush();
    const toOwner = smtp.received.filter((m) => m.to.includes('told@inphr.example'));
    expect(toOwner).toHaveLength(1);

    later(ACCOUNT_THROTTLE.capMs);
    const res = await signIn('told@inphr.example', 'Told-pass-7745!', '10.85.99.1');
    expect(res.statusCode).toBe(204);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const me = await server.app.inject({ method: 'GET', url: '/studio/api/me', headers: { cookie } });
    expect(me.json().signInNote).toEqual({ failedSignIns: ACCOUNT_THROTTLE.free, lastFailedAt: expect.any(String) });
    const again = await signIn('told@inphr.example', 'Told-pass-7745!', '10.85.99.1');
    const me2 = await server.app.inject({ method: 'GET', url: '/studio/api/me', headers: { cookie: String(again.headers['set-cookie']).split(';')[0]! } });
    expect(me2.json().signInNote).toBeNull();
  });
});

describe('changing one’s password', () => {
  it('slows down guessing the current password, and goes on under a new session', async () => {
    await createStaffAccount(server.database.db, 'guessed@inphr.example', 'viewer', 'Guessed-pass-1187!');
    const res = await signIn('guessed@inphr.example', 'Guessed-pass-1187!', '10.86.0.1');
    let cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const csrf = (await server.app.inject({ method: 'GET', url: '/studio/api/me', headers: { cookie } })).json().csrfToken as string;
    const change = (current: string, next: string) =>
      server.app.inject({
        method: 'POST',
        url: '/studio/api/me/password',
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        payload: JSON.stringify({ current, next }),
        remoteAddress: '10.86.0.1',
      });
    const statuses = [];
    for (let i = 0; i < ACCOUNT_THROTTLE.free + 1; i++) statuses.push((await change(`guess-${i}-password`, 'Guessed-pass-2298!')).statusCode);
    expect(statuses).toEqual([...Array<number>(ACCOUNT_THROTTLE.free).fill(400), 429]);
    later(ACCOUNT_THROTTLE.baseMs);
    const changed = await change('Guessed-pass-1187!', 'Guessed-pass-2298!');
    expect(changed.statusCode).toBe(204);
    // The session that changed the password goes on under a new token; its old token is over.
    expect((await server.app.inject({ method: 'GET', url: '/studio/api/me', headers: { cookie } })).statusCode).toBe(401);
    cookie = String(changed.headers['set-cookie']).split(';')[0]!;
    expect((await server.app.inject({ method: 'GET', url: '/studio/api/me', headers: { cookie } })).statusCode).toBe(200);
  });
});
