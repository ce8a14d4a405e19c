import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, testConfig } from '../src/config';
import { insertInquiry } from '../src/db/inquiry-repo';
import { createStaffAccount } from '../src/studio/bootstrap';
import { codeAt, startTestServer, validInquiry, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * A second factor for everyone who reads personal data (issue 77, item 1): STUDIO_REQUIRE_2FA is
 * personal-data (the default in production), all or off.
 */

const ORIGIN = 'https://www.inphr.example';
const clock = new Date('2026-12-08T09:00:00Z');
const lines: string[] = [];
let server: TestServer;
let inquiryId: number;

beforeAll(async () => {
  server = await startTestServer(
    { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_REQUIRE_2FA: 'personal-data', LOG_LEVEL: 'warn' },
    { clock: () => clock, logStream: { write: (line: string) => void lines.push(line) } },
  );
  ({ id: inquiryId } = await insertInquiry(server.database.db, validInquiry, { notify: false }));
});
afterAll(async () => {
  await server.close();
});

async function signedIn(role: 'admin' | 'editor' | 'viewer', n: number, app = () => server.app) {
  const email = `needs-${role}-${n}@inphr.example`;
  const password = `Needs-${role}-pass-${n}-3391!`;
  await createStaffAccount(server.database.db, email, role, password);
  const tab = new StudioTab(app, ORIGIN, `10.97.${n}.1`);
  expect((await tab.signIn(email, password)).statusCode).toBe(204);
  return { tab, password };
}

describe('STUDIO_REQUIRE_2FA', () => {
  it('is personal-data in production unless set, off elsewhere; an old true or false is refused by name', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, STUDIO_SECRET_KEY: 'x'.repeat(32) };
    expect(parseConfig(production).STUDIO_REQUIRE_2FA).toBe('personal-data');
    expect(parseConfig({ ...production, STUDIO_REQUIRE_2FA: 'all' }).STUDIO_REQUIRE_2FA).toBe('all');
    expect(testConfig().STUDIO_REQUIRE_2FA).toBe('off');
    expect(() => parseConfig({ ...production, STUDIO_REQUIRE_2FA: 'true' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...production, STUDIO_REQUIRE_2FA: 'true' })).toThrow(/STUDIO_REQUIRE_2FA: must be personal-data, all or off/);
  });

  it('off warns at start', async () => {
    const quiet: string[] = [];
    const off = await startTestServer(
      { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_REQUIRE_2FA: 'off', LOG_LEVEL: 'warn' },
      { database: server.database, logStream: { write: (line: string) => void quiet.push(line) } },
    );
    await off.app.close();
    expect(quiet.join('\n')).toContain('STUDIO_REQUIRE_2FA=off');
    expect(lines.join('\n')).not.toContain('STUDIO_REQUIRE_2FA=off');
  });
});

describe('an editor without a second factor', () => {
  it('gets only the set-up: /me says so, and every inquiry route (and all else) is 403 until one is set up', async () => {
    const { tab, password } = await signedIn('editor', 1);
    expect((await tab.request('GET', '/me')).json()).toMatchObject({ secondFactorRequired: true, totpEnabled: false, passkeys: 0 });
    const inquiryRoutes: [method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/inquiries'],
      ['GET', `/inquiries/${inquiryId}`],
      ['GET', '/inquiries/export'],
      ['GET', '/inquiries/retention'],
      ['PATCH', `/inquiries/${inquiryId}`, { status: 'in_progress' }],
      ['POST', `/inquiries/${inquiryId}/notes`, { body: 'Called back.' }],
      ['DELETE', `/inquiries/${inquiryId}`],
      ['GET', '/news'],
      ['GET', '/overview'],
    ];
    for (const [method, url, body] of inquiryRoutes) {
      const res = await tab.request(method, url, body);
      expect([res.statusCode, res.json().errors], `${method} ${url}`).toEqual([403, { secondFactor: 'required' }]);
    }
    // Setting one up is allowed, and opens the studio.
    const { secret } = (await tab.request('POST', '/me/totp', { password })).json() as { secret: string };
    expect((await tab.request('POST', '/me/totp/confirm', { code: await codeAt(secret, clock) })).statusCode).toBe(200);
    expect((await tab.request('GET', '/me')).json()).toMatchObject({ secondFactorRequired: false, totpEnabled: true });
    expect((await tab.request('GET', `/inquiries/${inquiryId}`)).statusCode).toBe(200);
    // And it stays: the last second factor is not turned off while it is required.
    const off = await tab.request('POST', '/me/totp/off', { password });
    expect([off.statusCode, off.json().errors]).toEqual([409, { secondFactor: 'last' }]);
  });

  it('counts a passkey as the second factor: the studio opens, and its recovery codes are made anew', async () => {
    const { tab, password } = await signedIn('editor', 4);
    const me = (await tab.request('GET', '/me')).json() as { email: string };
    // A passkey as registration stores it (passkeys.ts; the browser's part is e2e/tests/studio-passkey.spec.ts).
    await server.database.db.execute(
      `insert into staff_passkey (staff_id, credential_id, public_key, name, created_at) select id, 'credential-4', 'key-4', 'Desk', now() from staff where email = '${me.email}'`,
    );
    expect((await tab.request('GET', '/me')).json()).toMatchObject({ secondFactorRequired: false, passkeys: 1 });
    expect((await tab.request('GET', '/inquiries')).statusCode).toBe(200);
    const codes = await tab.request('POST', '/me/recovery-codes', { password });
    expect(codes.statusCode).toBe(200);
    expect(codes.json().recoveryCodes).toHaveLength(10);
  });

  it('is not asked of a viewer under personal-data (no contact details to read), but of everyone under all', async () => {
    const { tab: viewer } = await signedIn('viewer', 2);
    expect((await viewer.request('GET', '/me')).json().secondFactorRequired).toBe(false);
    expect((await viewer.request('GET', '/inquiries')).statusCode).toBe(200);
    const all = await startTestServer(
      { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', STUDIO_REQUIRE_2FA: 'all' },
      { database: server.database, clock: () => clock },
    );
    try {
      const { tab } = await signedIn('viewer', 3, () => all.app);
      expect((await tab.request('GET', '/inquiries')).json().errors).toEqual({ secondFactor: 'required' });
    } finally {
      await all.app.close();
    }
  });
});
