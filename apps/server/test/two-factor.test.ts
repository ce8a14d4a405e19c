import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../src/db/schema';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';

const ORIGIN = 'https://www.inphr.example';
const KEY_A = 'first key of this test: 32 characters or more';
const KEY_B = 'second key of this test, after a rotation';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_SECRET_KEY: KEY_A });
});
afterAll(() => server.close());

/** One signed-in browser of the studio. */
async function signedIn(app: TestServer['app'], email: string, password: string, extra: Record<string, string> = {}, address = '10.91.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/studio/api/session',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password, ...extra }),
    remoteAddress: address,
  });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
  const csrf = res.statusCode === 204 ? ((await app.inject({ method: 'GET', url: '/studio/api/me', headers: { cookie } })).json().csrfToken as string) : '';
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/studio/api${url}`,
      headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
      remoteAddress: address,
    });
  return { status: res.statusCode, body: res.body, call };
}

async function turnOn(email: string, password: string) {
  const tab = await signedIn(server.app, email, password);
  const { secret } = (await tab.call('POST', '/me/totp', { password })).json() as { secret: string };
  const confirmed = await tab.call('POST', '/me/totp/confirm', { code: await generate({ secret }) });
  return { tab, secret, codes: confirmed.json().recoveryCodes as string[] };
}

const storedSecret = async (email: string) => (await server.database.db.select({ s: staff.totpSecret }).from(staff).where(eq(staff.email, email)))[0]!.s!;

describe('a second factor', () => {
  it('is set up, moved and turned off only with the password', async () => {
    await createStaffAccount(server.database.db, 'careful@inphr.example', 'editor', 'Careful-pass-4410!');
    const tab = await signedIn(server.app, 'careful@inphr.example', 'Careful-pass-4410!');
    expect((await tab.call('POST', '/me/totp', {})).statusCode).toBe(400);
    const wrong = await tab.call('POST', '/me/totp', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'not right' });
    expect((await tab.call('POST', '/me/totp/confirm', { code: '123456' })).statusCode, 'nothing to confirm').toBe(409);

    const { secret: first } = (await tab.call('POST', '/me/totp', { password: 'Careful-pass-4410!' })).json();
    await tab.call('POST', '/me/totp/confirm', { code: await generate({ secret: first }) });

    // A new device: the old one signs in until the new one is confirmed.
    const { secret: second } = (await tab.call('POST', '/me/totp', { password: 'Careful-pass-4410!' })).json();
    expect(second).not.toBe(first);
    const withOld = await signedIn(server.app, 'careful@inphr.example', 'Careful-pass-4410!', {
      totp: await generate({ secret: first, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(withOld.status).toBe(204);
    expect((await tab.call('POST', '/me/totp/confirm', { code: await generate({ secret: second }) })).statusCode).toBe(200);
    const withOldAfter = await signedIn(server.app, 'careful@inphr.example', 'Careful-pass-4410!', {
      totp: await generate({ secret: first, epoch: Math.floor(Date.now() / 1000) - 30 }),
    });
    expect(withOldAfter.status).toBe(401);

    // Signed in elsewhere with the new device: turning it off ends that session, not this one.
    const elsewhere = await signedIn(server.app, 'careful@inphr.example', 'Careful-pass-4410!', {
      totp: await generate({ secret: second, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(elsewhere.status).toBe(204);
    expect((await tab.call('POST', '/me/totp/off', { password: 'wrong-password-1' })).statusCode).toBe(400);
    expect((await tab.call('POST', '/me/totp/off', { password: 'Careful-pass-4410!' })).statusCode).toBe(204);
    expect((await tab.call('GET', '/me')).json()).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    expect((await elsewhere.call('GET', '/me')).statusCode).toBe(401);
    expect((await signedIn(server.app, 'careful@inphr.example', 'Careful-pass-4410!')).status).toBe(204);
    const actions = (await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'staff'))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.totp_on', 'staff.totp_moved', 'staff.totp_off', 'staff.password_failed']));
  });

  it('is stored sealed, never as the key itself', async () => {
    await createStaffAccount(server.database.db, 'sealed@inphr.example', 'viewer', 'Sealed-pass-7702!');
    const { secret } = await turnOn('sealed@inphr.example', 'Sealed-pass-7702!');
    const stored = await storedSecret('sealed@inphr.example');
    expect(stored).toMatch(/^s1\./);
    expect(stored).not.toContain(secret);
  });
});

describe('recovery codes', () => {
  it('are ten, each signs in once (however typed), and new ones end the old', async () => {
    await createStaffAccount(server.database.db, 'lost-phone@inphr.example', 'editor', 'Lost-phone-pass-3390!');
    const { tab, codes } = await turnOn('lost-phone@inphr.example', 'Lost-phone-pass-3390!');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // Only hashes are stored: argon2id, salted (a code has 50 bits, below the 112 a plain hash would need).
    const rows = await server.database.db.execute(`select code_hash from staff_recovery_code`);
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace('-', ''));
    const hashes = (rows as unknown as { rows: { code_hash: string }[] }).rows.map((r) => r.code_hash);
    expect(hashes.length).toBeGreaterThanOrEqual(10);
    for (const stored of hashes) expect(stored).toMatch(/^\$argon2id\$/);
    expect(new Set(hashes).size, 'each with a salt of its own').toBe(hashes.length);

    const use = (code: string) => signedIn(server.app, 'lost-phone@inphr.example', 'Lost-phone-pass-3390!', { recoveryCode: code }, '10.91.1.1');
    expect((await use(` ${codes[0]!.toUpperCase().replace('-', ' ')} `)).status).toBe(204);
    const again = await use(codes[0]!);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body).errors).toEqual({ recoveryCode: 'invalid' });
    expect((await tab.call('GET', '/me')).json().recoveryCodesLeft).toBe(9);

    expect((await tab.call('POST', '/me/recovery-codes', { password: 'nope-nope-nope' })).statusCode).toBe(400);
    const fresh = (await tab.call('POST', '/me/recovery-codes', { password: 'Lost-phone-pass-3390!' })).json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await use(codes[1]!)).status, 'an old code no longer works').toBe(401);
    expect((await use(fresh[0]!)).status).toBe(204);
  });

  it('made before 0019 (a SHA-256 hex) still work once', async () => {
    const { createHash } = await import('node:crypto');
    const account = (await createStaffAccount(server.database.db, 'old-codes@inphr.example', 'editor', 'Old-codes-pass-4471!'))!;
    await server.database.db.execute(`update staff set totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled = true where id = ${account.id}`);
    const legacy = createHash('sha256').update('abcdefghij').digest('hex');
    await server.database.db.execute(`insert into staff_recovery_code (staff_id, code_hash) values (${account.id}, '${legacy}')`);
    const use = () => signedIn(server.app, 'old-codes@inphr.example', 'Old-codes-pass-4471!', { recoveryCode: 'ABCDE-FGHIJ' }, '10.91.2.1');
    expect((await use()).status).toBe(204);
    expect((await use()).status).toBe(401);
  });
});

describe('rotating STUDIO_SECRET_KEY', () => {
  it('seals every key anew as an instance with the new key and the previous one starts; the previous key can then go', async () => {
    await createStaffAccount(server.database.db, 'rotated@inphr.example', 'editor', 'Rotated-pass-6621!');
    const { secret } = await turnOn('rotated@inphr.example', 'Rotated-pass-6621!');
    const before = await storedSecret('rotated@inphr.example');
    const rotated = await startTestServer(
      { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_SECRET_KEY: KEY_B, STUDIO_SECRET_KEY_PREVIOUS: KEY_A },
      { database: server.database },
    );
    const after = await storedSecret('rotated@inphr.example');
    await rotated.app.close();
    expect(after).not.toBe(before);
    const onlyNew = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_SECRET_KEY: KEY_B }, { database: server.database });
    try {
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      expect((await signedIn(onlyNew.app, 'rotated@inphr.example', 'Rotated-pass-6621!', { totp: code }, '10.91.2.1')).status).toBe(204);
    } finally {
      await onlyNew.app.close();
    }
  });
});
