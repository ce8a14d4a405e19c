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

  it('holds none of the terms of a session of searches: the studio’s pages, `next=`, the API, a CSP report', async () => {
    const terms = ['Kim Minji', '010-1234-5678', 'resident 900101', 'partner@clinic.example'];
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { origin: ORIGIN },
      payload: { email: 'editor@inphr.example', password: PASSWORD },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    for (const term of terms) {
      const q = encodeURIComponent(term);
      // What the studio's address bar holds, as the browser loads it, and what it asks the API.
      // (The studio's page itself is not built for these tests: a 404, logged all the same.)
      await server.app.inject({ url: `/studio/inquiries?q=${q}&page=2`, headers: { cookie } });
      expect((await server.app.inject({ url: `/studio/api/inquiries?q=${q}`, headers: { cookie } })).statusCode).toBe(200);
      expect((await server.app.inject({ url: `/studio/api/audit?q=${q}`, headers: { cookie } })).statusCode).toBeLessThan(500);
      // An expired session sends the browser to sign in with where it was.
      await server.app.inject({ url: `/studio/sign-in?expired=1&next=${encodeURIComponent(`/studio/inquiries?q=${q}`)}` });
      // A browser's report of a blocked resource on that page names the page.
      const report = {
        'csp-report': {
          'document-uri': `${ORIGIN}/studio/inquiries?q=${q}`,
          'blocked-uri': `https://cdn.example/x.js?ref=${q}`,
          'violated-directive': 'script-src',
        },
      };
      const reported = await server.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify(report),
      });
      expect(reported.statusCode).toBe(204);
    }
    const logged = lines.join('\n');
    expect(logged).toContain('"url":"/studio/inquiries?…"');
    expect(logged).toContain('CSP violation');
    for (const term of terms) {
      for (const form of [term, encodeURIComponent(term), encodeURIComponent(encodeURIComponent(term)), term.replaceAll(' ', '+')])
        expect(logged).not.toContain(form);
    }
  });
});
