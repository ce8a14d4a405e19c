import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { insertInquiry } from '../src/db/inquiry-repo';
import { startTestServer, validInquiry, type TestServer } from './helpers';

const ORIGIN = 'https://www.inphr.example';
const PASSWORD = 'Editor-pass-5521!';
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  await createStaffAccount(server.database.db, 'editor@inphr.example', 'editor', PASSWORD);
  await insertInquiry(server.database.db, validInquiry, { notify: false });
});
afterAll(() => server.close());

describe('the log of a studio search', () => {
  it('holds no e-mail address searched for, nor any other query of the studio’s API', async () => {
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { origin: ORIGIN },
      payload: { email: 'editor@inphr.example', password: PASSWORD },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const search = await server.app.inject({ url: `/studio/api/inquiries?q=${encodeURIComponent(validInquiry.email)}&status=new`, headers: { cookie } });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(1);
    const logged = lines.join('\n');
    expect(logged).toContain('"url":"/studio/api/inquiries?…"');
    expect(logged).not.toContain(validInquiry.email);
    expect(logged).not.toContain(encodeURIComponent(validInquiry.email));
    expect(logged).not.toContain('status=new');
  });
});
