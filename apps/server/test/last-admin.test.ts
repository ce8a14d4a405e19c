import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { countStaff, listStaff } from '../src/db/staff-repo';
import { startTestServer, type TestServer } from './helpers';

const ORIGIN = 'https://www.inphr.example';
const PASSWORD = 'Admin-pass-7731!';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
});
afterAll(() => server.close());

/** Signs in and returns what a studio tab sends with each change (cookie, CSRF token, Origin). */
async function signIn(email: string): Promise<Record<string, string>> {
  const res = await server.app.inject({ method: 'POST', url: '/studio/api/session', headers: { origin: ORIGIN }, payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(204);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const me = await server.app.inject({ url: '/studio/api/me', headers: { cookie } });
  return { cookie, origin: ORIGIN, 'x-csrf-token': me.json<{ csrfToken: string }>().csrfToken };
}

describe('the last active admin', () => {
  it('stays when two admins demote each other at the same moment', async () => {
    const a = await createStaffAccount(server.database.db, 'a@inphr.example', 'admin', PASSWORD);
    const b = await createStaffAccount(server.database.db, 'b@inphr.example', 'admin', PASSWORD);
    expect(await countStaff(server.database.db)).toBe(2);
    const [asA, asB] = await Promise.all([signIn('a@inphr.example'), signIn('b@inphr.example')]);
    // Each demotes the other, in parallel: without a lock both saw two admins and both went through.
    const answers = await Promise.all([
      server.app.inject({ method: 'PATCH', url: `/studio/api/staff/${b!.id}`, headers: asA, payload: { role: 'editor' } }),
      server.app.inject({ method: 'PATCH', url: `/studio/api/staff/${a!.id}`, headers: asB, payload: { role: 'editor' } }),
    ]);
    // One goes through; the other is refused as the last admin, or, when the first demotion ended its
    // session before it was read, asked to sign in again.
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = answers.find((res) => res.statusCode === 409);
    if (refused) expect(refused.json().message).toMatch(/last active admin/);
    const admins = (await listStaff(server.database.db)).filter((row) => row.role === 'admin' && !row.disabledAt);
    expect(admins).toHaveLength(1);
  });
});
