import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES } from '@inphr/api';
import { jsonHeaders, startTestServer, validInquiry, type TestServer } from './helpers';

/** Every line the server logs, as written (pino: one JSON object per line). */
const logged: string[] = [];
const logStream = { write: (line: string) => void logged.push(line) };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => server.close());

describe('hostile input gets a 4xx, never a 500', () => {
  it('refuses a NUL or other control character in a search, on both APIs', async () => {
    for (const text of ['%00', 'a%00b', '%1B', '%E2%80%AE']) {
      const care = await server.app.inject({ url: `/api/media?lang=EN&searchText=${text}` });
      expect(care.statusCode, text).toBe(400);
      expect(care.json()).toMatchObject({ code: 400, message: expect.stringMatching(/searchText/) });
    }
    for (const searchText of ['a\u0000', '\u0007', 'x\u202Ey']) {
      const main = await server.app.inject({
        method: 'POST',
        url: '/rest/frontend/faq/list',
        headers: jsonHeaders,
        payload: JSON.stringify({ langCode: 'KO', searchText }),
      });
      expect(main.statusCode, JSON.stringify(searchText)).toBe(400);
      expect(main.json()).toMatchObject({ result: 'fail', errors: { searchText: expect.any(String) } });
    }
    // An ordinary search still works.
    expect((await server.app.inject({ url: '/api/media?lang=EN&searchText=inPHR' })).statusCode).toBe(200);
  });

  it('answers a malformed address with 400 and the same security headers as any answer', async () => {
    for (const url of ['/%', '/media/%E0%A4%A', '/api/media/%ZZ']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.json()).toMatchObject({ code: 400, message: expect.stringMatching(/percent-encoding/) });
    }
  });

  it('refuses an inquiry whose required text shows nothing, or that carries bidi controls', async () => {
    const post = (payload: unknown) =>
      server.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(payload) });
    for (const blank of ['\u200B\u200B', '\u3164', '\uFEFF', '\u3000']) {
      const res = await post({ ...validInquiry, name: blank });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { name: 'please fill out required fields.' } });
    }
    const bidi = await post({ ...validInquiry, company: 'ACME\u202Egnp.exe' });
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json()).toMatchObject({ errors: { company: expect.any(String) } });
  });

  it('refuses a line break in a one-line inquiry field, naming the field', async () => {
    const post = (payload: unknown) =>
      server.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(payload) });
    for (const field of ['name', 'company', 'title'] as const) {
      for (const value of ['Kim\r\nE-mail: forged@evil.example', 'Kim\nx', 'Kim\u2028x']) {
        const res = await post({ ...validInquiry, [field]: value });
        expect(res.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
        expect(res.json()).toEqual({ result: 'fail', message: 'Some fields need your attention.', errors: { [field]: INQUIRY_MESSAGES.lineBreak } });
      }
    }
    expect((await post({ ...validInquiry, contents: 'Hello,\r\nKim' })).statusCode).toBe(200);
  });
});

describe('logs hold no SQL parameters and no personal data', () => {
  it('a failed inquiry insert logs the kind of error, not the query, its values or the visitor', async () => {
    // Make the database refuse this one visitor's row, as a broken migration or a full disk would.
    await server.database.db.execute(sql.raw(`ALTER TABLE inquiry ADD CONSTRAINT hostile_test_refuse CHECK (name <> 'Refused Visitor')`));
    try {
      logged.length = 0;
      const visitor = { ...validInquiry, name: 'Refused Visitor', mobile: '01055501234', email: 'refused.visitor@naver.com', email1: 'refused.visitor' };
      const res = await server.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(visitor) });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/insert|constraint|Refused/i);
      const log = logged.join('');
      expect(log).toContain('"type":"DatabaseError"');
      expect(log).toContain('23514'); // check_violation: the operator still learns what failed
      for (const secret of ['Refused Visitor', '01055501234', 'refused.visitor', 'insert into', 'params']) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await server.database.db.execute(sql.raw('ALTER TABLE inquiry DROP CONSTRAINT hostile_test_refuse'));
    }
  });
});
